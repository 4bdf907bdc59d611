import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { CaseStory } from "../components/sections/en/CaseStory";
import { CtaBand } from "../components/sections/en/CtaBand";
import { PageSections } from "../components/ui/PageSections";

/** /case-details: one case study in three sections, then a call to action. */
export default function CaseDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.CaseDetailsPageQuery, PageContext>) {
  const { enCaseDetailsJson: story } = requireData(pageContext.pagePath, data, [
    "enCaseDetailsJson",
  ]);
  return (
    <PageSections>
      <CaseStory story={story} />
      <CtaBand id="case-cta" cta={story.cta} />
    </PageSections>
  );
}

export const query = graphql`
  query CaseDetailsPage {
    enCaseDetailsJson {
      ...EnCaseStoryFields
      cta {
        ...EnCtaFields
      }
    }
  }
`;
