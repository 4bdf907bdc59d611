import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { PricingSection } from "../components/sections/en/PricingSection";

/** /pricing (also /pricing-plan): the AI plan set. */
export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery, PageContext>) {
  const heading = data.enInnerJson?.pricing;
  const labels = data.enLabelsJson;
  if (!heading || !labels) return null;
  return (
    <PricingSection
      id="pricing"
      heading={heading}
      plans={data.allPricingJson.nodes}
      labels={labels}
      tone="white"
    />
  );
}

export const query = graphql`
  query PricingPage {
    enInnerJson {
      pricing {
        ...EnHeadingFields
      }
    }
    enLabelsJson {
      ...EnPlanLabels
    }
    allPricingJson(filter: { page: { eq: "pricing" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPlan
      }
    }
  }
`;
