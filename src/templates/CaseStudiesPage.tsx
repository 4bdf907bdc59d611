import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { PostGrid } from "../components/sections/en/PostGrid";
import { PageSections } from "../components/ui/PageSections";

/** /case-studies: case cards, each linking to /case-details. */
export default function CaseStudiesPage({
  data,
  pageContext,
}: PageProps<Queries.CaseStudiesPageQuery, PageContext>) {
  const heading = requireData(pageContext.pagePath, data, ["enInnerJson"]).enInnerJson.caseStudies;
  return (
    <PageSections>
      <PostGrid id="case-studies" heading={heading} posts={data.allPostJson.nodes} eagerFirst />
    </PageSections>
  );
}

export const query = graphql`
  query CaseStudiesPage {
    enInnerJson {
      caseStudies {
        ...HeadingFields
      }
    }
    allPostJson(
      filter: { page: { eq: "inner_page" }, kind: { eq: "case" } }
      sort: { jsonId: ASC }
    ) {
      nodes {
        ...EnPostCard
      }
    }
  }
`;
