import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { AboutIntro } from "../components/sections/en/AboutIntro";
import { IconCardGrid } from "../components/sections/en/IconCardGrid";
import { TimelineCarousel } from "../components/sections/en/TimelineCarousel";
import { ProcessSteps } from "../components/sections/en/ProcessSteps";
import { PageSections } from "../components/ui/PageSections";

/** /about: who we are, why choose us, the timeline and how it works. */
export default function AboutPage({
  data,
  pageContext,
}: PageProps<Queries.AboutPageQuery, PageContext>) {
  const { enAboutJson: page, enLabelsJson: labels } = requireData(pageContext.pagePath, data, [
    "enAboutJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <AboutIntro intro={page.intro} />
      <IconCardGrid
        id="why-choose"
        heading={page.why}
        cards={data.allWhyChooseJson.nodes}
        columns={4}
        tone="light"
      />
      <TimelineCarousel
        heading={page.timeline}
        items={data.allTimelineJson.nodes}
        label={labels.timelineCarousel}
      />
      <ProcessSteps heading={page.process} steps={data.allProcessJson.nodes} />
    </PageSections>
  );
}

export const query = graphql`
  query AboutPage {
    enAboutJson {
      intro {
        ...EnAboutIntroFields
      }
      why {
        ...HeadingFields
      }
      timeline {
        ...HeadingFields
      }
      process {
        ...EnHeadingLinkFields
      }
    }
    enLabelsJson {
      timelineCarousel
    }
    allWhyChooseJson(filter: { lang: { eq: "en" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnWhyChoose
      }
    }
    allTimelineJson(filter: { lang: { eq: "en" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnTimelineItem
      }
    }
    allProcessJson(filter: { page: { eq: "about" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnProcessStep
      }
    }
  }
`;
