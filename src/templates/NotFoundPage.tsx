import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ButtonLink } from "../components/ui/ButtonLink";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import * as styles from "./NotFoundPage.module.css";
import { PageSections } from "../components/ui/PageSections";

/** The not-found page: the template's English content with a short Romanian equivalent under it. */
export default function NotFoundPage({
  data,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const { notFoundJson: copy } = requireData(pageContext.pagePath, data, ["notFoundJson"]);
  return (
    <PageSections>
      <div className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          {copy.title}
        </p>
        <h1 className={styles.heading}>{copy.heading}</h1>
        <p className={styles.text}>{copy.text}</p>
        <ButtonLink to="/">{copy.button}</ButtonLink>
        <div lang="ro" className={styles.ro}>
          <h2 className={styles.roHeading}>{copy.roHeading}</h2>
          <p className={styles.text}>{copy.roText}</p>
          <div className={styles.actions}>
            <ButtonLink to="/" variant="outline">
              {copy.roHomeButton}
            </ButtonLink>
            <ButtonLink to="/servicii" variant="outline">
              {copy.roServicesButton}
            </ButtonLink>
          </div>
        </div>
      </div>
    </PageSections>
  );
}

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      title
      heading
      text
      button
      roHeading
      roText
      roHomeButton
      roServicesButton
    }
  }
`;
