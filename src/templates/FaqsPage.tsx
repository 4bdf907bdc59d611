import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { FaqPageSection } from "../components/sections/en/FaqPageSection";
import { FaqJsonLd } from "../seo/FaqJsonLd";
import { PageSections } from "../components/ui/PageSections";

/** /faqs: only the FAQ items of the page key (inner_page), plus the 'Check All Questions' box. */
export default function FaqsPage({
  data,
  pageContext,
}: PageProps<Queries.FaqsPageQuery, PageContext>) {
  const page = requireData(pageContext.pagePath, data, ["enInnerJson"]).enInnerJson.faqs;
  return (
    <>
      <FaqJsonLd items={data.allFaqJson.nodes} />
      <PageSections>
        <FaqPageSection
          heading={{ eyebrow: page.eyebrow, title: page.title, text: page.text }}
          box={page.box}
          items={data.allFaqJson.nodes}
        />
      </PageSections>
    </>
  );
}

export const query = graphql`
  query FaqsPage($pageKey: String!) {
    enInnerJson {
      faqs {
        eyebrow
        title
        text
        box {
          ...EnFaqBoxFields
        }
      }
    }
    allFaqJson(filter: { page: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...FaqItem
      }
    }
  }
`;
