import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { CreditNotice } from "../components/sections/ro/CreditNotice";
import { CompanyInfoSection } from "../components/sections/ro/CompanyInfoSection";
import { IconListSection } from "../components/sections/ro/IconListSection";
import { TimelineSection } from "../components/sections/ro/TimelineSection";
import { PageSections } from "../components/ui/PageSections";

/** /despre-noi: reasons to choose the firm, mission / story / values and the timeline. */
export default function AboutRoPage({
  data,
  pageContext,
}: PageProps<Queries.AboutRoPageQuery, PageContext>) {
  const { roAboutJson: about } = requireData(pageContext.pagePath, data, ["roAboutJson"]);
  return (
    <PageSections>
      <CreditNotice id="informatii-credit" data={data.creditNotice} />
      <IconListSection id="de-ce-noi" heading={about.reasons} items={data.allWhyChooseJson.nodes} />
      <CompanyInfoSection
        id="cine-suntem"
        heading={about.company}
        cards={data.allCompanyInfoJson.nodes}
      />
      <TimelineSection id="parcurs" heading={about.timeline} items={data.allTimelineJson.nodes} />
    </PageSections>
  );
}

export const query = graphql`
  query AboutRoPage($lang: String!) {
    roAboutJson {
      reasons {
        eyebrow
        title
        text
      }
      company {
        eyebrow
        title
        text
      }
      timeline {
        ...TimelineSectionHeading
      }
    }
    allWhyChooseJson(filter: { lang: { eq: $lang } }, sort: { jsonId: ASC }) {
      nodes {
        jsonId
        ...IconListReason
      }
    }
    allCompanyInfoJson(sort: { jsonId: ASC }) {
      nodes {
        ...CompanyInfoCard
      }
    }
    allTimelineJson(filter: { lang: { eq: $lang } }, sort: { jsonId: ASC }) {
      nodes {
        ...TimelineSectionItem
      }
    }
    creditNotice: simulatorJson(standardInfo: { warning: { ne: null } }) {
      ...CreditNotice
    }
  }
`;
