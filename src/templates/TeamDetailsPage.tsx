import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { TeamProfile } from "../components/sections/en/TeamProfile";

/** /team-details: one static profile with sample contact details. */
export default function TeamDetailsPage({
  data,
}: PageProps<Queries.TeamDetailsPageQuery, PageContext>) {
  if (!data.enTeamDetailsJson) return null;
  return <TeamProfile profile={data.enTeamDetailsJson} />;
}

export const query = graphql`
  query TeamDetailsPage {
    enTeamDetailsJson {
      ...EnTeamProfileFields
    }
  }
`;
