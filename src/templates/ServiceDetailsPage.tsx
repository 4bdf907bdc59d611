import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { ServiceDetailsBody } from "../components/sections/en/ServiceDetailsBody";

/** /services-details: the wealth-planning service detail with its video popup. */
export default function ServiceDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.ServiceDetailsPageQuery, PageContext>) {
  const { enServiceDetailsJson } = requireData(pageContext.pagePath, data, [
    "enServiceDetailsJson",
  ]);
  return <ServiceDetailsBody details={enServiceDetailsJson} />;
}

export const query = graphql`
  query ServiceDetailsPage {
    enServiceDetailsJson {
      ...EnServiceDetailsFields
    }
  }
`;
