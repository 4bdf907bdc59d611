import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { TeamProfile } from "../components/sections/en/TeamProfile";
import { PageSections } from "../components/ui/PageSections";

/** /team-details: one static profile, an example of the template, with example contact details. */
export default function TeamDetailsPage({
  data,
  pageContext,
}: PageProps<Queries.TeamDetailsPageQuery, PageContext>) {
  const { enTeamDetailsJson, enLabelsJson } = requireData(pageContext.pagePath, data, [
    "enTeamDetailsJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <TeamProfile profile={enTeamDetailsJson} marks={enLabelsJson.exampleMarks} />
    </PageSections>
  );
}

export const query = graphql`
  query TeamDetailsPage {
    enTeamDetailsJson {
      ...EnTeamProfileFields
    }
    enLabelsJson {
      ...EnExampleMarks
    }
  }
`;
