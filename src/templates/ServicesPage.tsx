import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ServiceGrid } from "../components/sections/en/ServiceGrid";
import { CtaBand } from "../components/sections/en/CtaBand";
import { PageSections } from "../components/ui/PageSections";

/** /services: the eight template services, each linking to /services-details. */
export default function ServicesPage({
  data,
  pageContext,
}: PageProps<Queries.ServicesPageQuery, PageContext>) {
  const { enInnerJson, enLabelsJson: labels } = requireData(pageContext.pagePath, data, [
    "enInnerJson",
    "enLabelsJson",
  ]);
  const page = enInnerJson.services;
  return (
    <PageSections>
      <ServiceGrid
        id="services"
        heading={page}
        cards={data.allServiceCardJson.nodes}
        readMore={labels.readMore}
      />
      <CtaBand id="services-cta" cta={page.cta} />
    </PageSections>
  );
}

export const query = graphql`
  query ServicesPage {
    enInnerJson {
      services {
        eyebrow
        title
        text
        cta {
          ...EnCtaFields
        }
      }
    }
    enLabelsJson {
      readMore
    }
    allServiceCardJson(filter: { group: { eq: "template" } }, sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`;
