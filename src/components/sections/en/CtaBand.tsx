import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import * as styles from "./CtaBand.module.css";

/** A closing call to action on a dark band. */
export function CtaBand({ id, cta }: { id: string; cta: Queries.EnCtaFieldsFragment }) {
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
      ...LinkFields
    }
  }
`;
