import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Img } from "../../ui/Img";
import { Section } from "../../ui/Section";
import * as styles from "./WorkbookCta.module.css";

/** The workbook-download call to action; the request goes through the contact page. */
export function WorkbookCta({ workbook }: { workbook: Queries.EnWorkbookFieldsFragment }) {
  return (
    <Section id="workbook" tone="dark" labelledBy="workbook-title">
      <div className={styles.layout}>
        <div className={styles.media}>
          <Img image={workbook.image} alt={workbook.imageAlt} className={styles.image} />
        </div>
        <div>
          <p className={styles.eyebrow}>{workbook.eyebrow}</p>
          <h2 id="workbook-title" className={styles.title}>
            {workbook.title}
          </h2>
          <p className={styles.text}>{workbook.text}</p>
          <ButtonLink to={workbook.button.link} variant="light">
            {workbook.button.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnWorkbookFields on EnWorkbook {
    eyebrow
    title
    text
    image {
      childImageSharp {
        gatsbyImageData(width: 320, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    button {
      ...LinkFields
    }
  }
`;
