import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import type { LinkData } from "./types";
import * as styles from "./CtaBand.module.css";

export interface CtaData {
  readonly title: string;
  readonly text: string;
  readonly button: LinkData;
}

/** A closing call to action on a dark band. */
export function CtaBand({ id, cta }: { id: string; cta: CtaData }) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="dark" labelledBy={titleId}>
      <div className={styles.band}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {cta.title}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <ButtonLink to={cta.button.link} variant="light">
          {cta.button.label}
        </ButtonLink>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnCtaFields on EnCta {
    title
    text
    button {
      ...EnLinkFields
    }
  }
`;
