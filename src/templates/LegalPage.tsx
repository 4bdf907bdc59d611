import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { LegalDocument } from "../components/sections/ro/LegalDocument";
import { LegalIdentity } from "../components/sections/ro/LegalIdentity";
import { PageSections } from "../components/ui/PageSections";

/** The three legal texts (terms, cookies, privacy), chosen by the route's contentKey. */
export default function LegalPage({
  data,
  pageContext,
}: PageProps<Queries.LegalPageQuery, PageContext>) {
  const { legalJson, roContactJson } = requireData(pageContext.pagePath, data, [
    "legalJson",
    "roContactJson",
  ]);
  return (
    <PageSections>
      <LegalDocument doc={legalJson} contactLabels={roContactJson} />
      <LegalIdentity />
    </PageSections>
  );
}

export const query = graphql`
  query LegalPage($contentKey: String!) {
    legalJson(key: { eq: $contentKey }) {
      ...LegalDocument
    }
    roContactJson {
      phoneLabel
      emailLabel
    }
  }
`;
