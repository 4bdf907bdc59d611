import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ServiceDetailsBody } from "../components/sections/en/ServiceDetailsBody";
import { PageSections } from "../components/ui/PageSections";

/** /services-details: the wealth-planning service detail with its video popup. */
export default function ServiceDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.ServiceDetailsPageQuery, PageContext>) {
  const { enServiceDetailsJson } = requireData(pageContext.pagePath, data, [
    "enServiceDetailsJson",
  ]);
  return (
    <PageSections>
      <ServiceDetailsBody details={enServiceDetailsJson} />
    </PageSections>
  );
}

export const query = graphql`
  query ServiceDetailsPage {
    enServiceDetailsJson {
      ...EnServiceDetailsFields
    }
  }
`;
