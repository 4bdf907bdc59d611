import React from "react";
import { graphql } from "gatsby";
import { Section } from "../../ui/Section";
import { SideHeading } from "../../ui/SectionHeading";
import { CheckList } from "./CheckList";
import * as styles from "./ServiceWhy.module.css";

/** Why choose us for this particular service: a short argument and a checklist. */
export function ServiceWhy({ id, data }: { id: string; data: Queries.ServiceWhyFragment }) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <div className={styles.layout}>
        <SideHeading id={titleId} data={data} />
        <div className={styles.card}>
          <CheckList items={data.points} />
        </div>
      </div>
    </Section>
  );
}

export const fragment = graphql`
  fragment ServiceWhy on ServicePageWhy {
    eyebrow
    title
    text
    points
  }
`;
