import React from "react";
import { graphql } from "gatsby";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { CheckList } from "./CheckList";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./EuPrograms.module.css";

interface EuProgramsProps {
  id: string;
  heading: HeadingData;
  programs: readonly Queries.EuProgramFragment[];
}

/** European-funds program entries: title, description and a list of eligible activities. */
export function EuPrograms({ id, heading, programs }: EuProgramsProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <ul className={styles.grid}>
        {programs.map((program) => (
          <li key={program.jsonId} className={styles.card}>
            <h3 className={styles.title}>{program.title}</h3>
            <p className={styles.desc}>{program.desc}</p>
            <p className={styles.listTitle}>{program.list_title}</p>
            <CheckList items={program.list} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export const query = graphql`
  fragment EuProgram on EuProgramJson {
    jsonId
    title
    desc
    list_title
    list
  }
`;
