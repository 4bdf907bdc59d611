import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { CardGrid } from "../components/sections/en/CardGrid";
import { TeamCard } from "../components/sections/en/TeamCard";
import { PageSections } from "../components/ui/PageSections";

/** /team: the eight team members, each card linking to /team-details. */
export default function TeamPage({
  data,
  pageContext,
}: PageProps<Queries.TeamPageQuery, PageContext>) {
  const { enInnerJson, enLabelsJson } = requireData(pageContext.pagePath, data, [
    "enInnerJson",
    "enLabelsJson",
  ]);
  const heading = enInnerJson.team;
  return (
    <PageSections>
      <Section id="team" labelledBy="team-title">
        <SectionHeading id="team-title" {...heading} />
        <CardGrid columns={4}>
          {data.allTeamJson.nodes.map((member) => (
            <TeamCard
              key={member.jsonId}
              member={member}
              mark={enLabelsJson.exampleMarks.profile}
            />
          ))}
        </CardGrid>
      </Section>
    </PageSections>
  );
}

export const query = graphql`
  query TeamPage {
    enInnerJson {
      team {
        ...HeadingFields
      }
    }
    enLabelsJson {
      ...EnExampleMarks
    }
    allTeamJson(sort: { jsonId: ASC }) {
      nodes {
        ...EnTeamMember
      }
    }
  }
`;
