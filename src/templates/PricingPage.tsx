import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { PricingSection } from "../components/sections/en/PricingSection";
import { PageSections } from "../components/ui/PageSections";

/** /pricing (also /pricing-plan): the AI plan set. */
export default function PricingPage({
  data,
  pageContext,
}: PageProps<Queries.PricingPageQuery, PageContext>) {
  const { enInnerJson, enLabelsJson: labels } = requireData(pageContext.pagePath, data, [
    "enInnerJson",
    "enLabelsJson",
  ]);
  const heading = enInnerJson.pricing;
  return (
    <PageSections>
      <PricingSection
        id="pricing"
        heading={heading}
        plans={data.allPricingJson.nodes}
        labels={labels}
        priceMark={labels.exampleMarks.price}
        tone="white"
      />
    </PageSections>
  );
}

export const query = graphql`
  query PricingPage {
    enInnerJson {
      pricing {
        ...HeadingFields
      }
    }
    enLabelsJson {
      ...EnPlanLabels
      ...EnExampleMarks
    }
    allPricingJson(filter: { page: { eq: "pricing" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPlan
      }
    }
  }
`;
