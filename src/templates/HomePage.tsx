import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { CreditNotice } from "../components/sections/ro/CreditNotice";
import { CredentialsSection } from "../components/sections/ro/CredentialsSection";
import { HomeContactSection } from "../components/sections/ro/HomeContactSection";
import { HomeFaqSection } from "../components/sections/ro/HomeFaqSection";
import { HomeHero } from "../components/sections/ro/HomeHero";
import { IconListSection } from "../components/sections/ro/IconListSection";
import { ServiceCardGrid } from "../components/sections/ro/ServiceCardGrid";
import { StepsSection } from "../components/sections/ro/StepsSection";
import { FaqJsonLd } from "../seo/FaqJsonLd";
import { PageSections } from "../components/ui/PageSections";

/** The Romanian home page, in the order its sections tell the visitor the story; its hero holds the page's h1. */
export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, PageContext>) {
  const { roHomeJson: home } = requireData(pageContext.pagePath, data, ["roHomeJson"]);
  const { services } = home;
  return (
    <>
      <FaqJsonLd items={data.allFaqJson.nodes} />
      <PageSections>
        <HomeHero hero={home.hero} />
        <CreditNotice id="informatii-credit" data={data.creditNotice} more={home.capacityCheck} />
        <StepsSection id="cum-lucram" heading={home.whyUs} steps={data.allProcessJson.nodes} />
        <CredentialsSection
          id="experienta"
          data={home.credentials}
          counters={data.allCounterJson.nodes}
        />
        <HomeContactSection id="programare" data={home.contact} />
        <HomeFaqSection id="intrebari-frecvente" data={home.faq} items={data.allFaqJson.nodes} />
        <IconListSection
          id="domenii"
          tone="light"
          heading={home.industries}
          items={data.allIndustryJson.nodes}
        />
        <ServiceCardGrid
          id="servicii"
          heading={services}
          cards={data.allServiceCardJson.nodes}
          linkLabel={services.cardLinkLabel}
          button={services.button}
        />
      </PageSections>
    </>
  );
}

export const query = graphql`
  query HomePage($pageKey: String!) {
    roHomeJson {
      hero {
        ...HomeHero
      }
      capacityCheck {
        text
        link {
          label
          link
        }
      }
      whyUs {
        eyebrow
        title
        text
      }
      credentials {
        ...CredentialsSection
      }
      contact {
        ...HomeContactSection
      }
      faq {
        ...HomeFaqSection
      }
      industries {
        eyebrow
        title
        text
      }
      services {
        eyebrow
        title
        text
        cardLinkLabel
        button {
          label
          link
        }
      }
    }
    allProcessJson(filter: { page: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...StepsSectionStep
      }
    }
    allCounterJson(filter: { page: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...CredentialsCounter
      }
    }
    allFaqJson(filter: { page: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...FaqItem
      }
    }
    allIndustryJson(sort: { jsonId: ASC }) {
      nodes {
        jsonId
        ...IconListIndustry
      }
    }
    allServiceCardJson(filter: { group: { eq: $pageKey } }, sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    creditNotice: simulatorJson(standardInfo: { warning: { ne: null } }) {
      ...CreditNotice
    }
  }
`;
