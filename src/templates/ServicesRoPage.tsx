import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { CreditNotice } from "../components/sections/ro/CreditNotice";
import { ServiceCardGrid } from "../components/sections/ro/ServiceCardGrid";
import { ServicesWhySection } from "../components/sections/ro/ServicesWhySection";
import { PageSections } from "../components/ui/PageSections";

/** /servicii: the seven service cards, why choose us with the video, then the planning grid. */
export default function ServicesRoPage({
  data,
  pageContext,
}: PageProps<Queries.ServicesRoPageQuery, PageContext>) {
  const { roServicesJson: page } = requireData(pageContext.pagePath, data, ["roServicesJson"]);
  return (
    <PageSections>
      <CreditNotice id="informatii-credit" data={data.creditNotice} />
      <ServiceCardGrid
        id="lista-servicii"
        heading={page.list}
        cards={data.services.nodes}
        linkLabel={page.list.linkLabel}
        eagerFirst
      />
      <ServicesWhySection id="de-ce-noi" data={page.why} />
      <ServiceCardGrid
        id="planificare"
        heading={page.extra}
        cards={data.extra.nodes}
        linkLabel={page.extra.linkLabel}
      />
    </PageSections>
  );
}

export const query = graphql`
  query ServicesRoPage {
    roServicesJson {
      list {
        eyebrow
        title
        text
        linkLabel
      }
      why {
        ...ServicesWhySection
      }
      extra {
        eyebrow
        title
        text
        linkLabel
      }
    }
    services: allServiceCardJson(filter: { group: { eq: "servicii" } }, sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    extra: allServiceCardJson(filter: { group: { eq: "servicii_extra" } }, sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    creditNotice: simulatorJson(standardInfo: { warning: { ne: null } }) {
      ...CreditNotice
    }
  }
`;
