import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { TeamProfile } from "../components/sections/en/TeamProfile";
import { PageSections } from "../components/ui/PageSections";

/** /team-details: one static profile with sample contact details. */
export default function TeamDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.TeamDetailsPageQuery, PageContext>) {
  const { enTeamDetailsJson } = requireData(pageContext.pagePath, data, ["enTeamDetailsJson"]);
  return (
    <PageSections>
      <TeamProfile profile={enTeamDetailsJson} />
    </PageSections>
  );
}

export const query = graphql`
  query TeamDetailsPage {
    enTeamDetailsJson {
      ...EnTeamProfileFields
    }
  }
`;
