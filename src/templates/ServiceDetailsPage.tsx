import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { ServiceDetailsBody } from "../components/sections/en/ServiceDetailsBody";

/** /services-details: the wealth-planning service detail with its video popup. */
export default function ServiceDetailsPage({
  data,
}: PageProps<Queries.ServiceDetailsPageQuery, PageContext>) {
  if (!data.enServiceDetailsJson) return null;
  return <ServiceDetailsBody details={data.enServiceDetailsJson} />;
}

export const query = graphql`
  query ServiceDetailsPage {
    enServiceDetailsJson {
      ...EnServiceDetailsFields
    }
  }
`;
