import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { AI_TESTIMONIAL_CAROUSEL } from "../constants";
import { HomeThreeHero } from "../components/sections/en/HomeThreeHero";
import { IconCardGrid } from "../components/sections/en/IconCardGrid";
import { FeatureList } from "../components/sections/en/FeatureList";
import { PricingSection } from "../components/sections/en/PricingSection";
import { InsightsCarousel } from "../components/sections/en/InsightsCarousel";
import { TestimonialCarousel } from "../components/sections/en/TestimonialCarousel";
import { PageSections } from "../components/ui/PageSections";

/** /home-three: the AI-solutions home page. */
export default function HomeThreePage({
  data,
  pageContext,
}: PageProps<Queries.HomeThreePageQuery, PageContext>) {
  const { enHomeThreeJson: page, enLabelsJson: labels } = requireData(pageContext.pagePath, data, [
    "enHomeThreeJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <HomeThreeHero hero={page.hero} />
      <IconCardGrid id="services" heading={page.services} cards={data.allBenefitJson.nodes} />
      <FeatureList heading={page.features} features={data.allFeatureJson.nodes} />
      <PricingSection
        id="pricing"
        heading={page.pricing}
        plans={data.allPricingJson.nodes}
        labels={labels}
        priceMark={labels.exampleMarks.price}
        tone="white"
      />
      <InsightsCarousel
        heading={page.insights}
        posts={data.allPostJson.nodes}
        label={labels.insightsCarousel}
      />
      <TestimonialCarousel
        id="testimonials"
        heading={page.testimonials}
        testimonials={data.allTestimonialJson.nodes}
        label={labels.testimonialsCarousel}
        mark={labels.exampleMarks.testimonial}
        settings={AI_TESTIMONIAL_CAROUSEL}
        tone="light"
      />
    </PageSections>
  );
}

export const query = graphql`
  query HomeThreePage {
    enHomeThreeJson {
      hero {
        ...EnHomeThreeHeroFields
      }
      services {
        ...HeadingFields
      }
      features {
        ...EnHeadingLinkFields
      }
      pricing {
        ...HeadingFields
      }
      insights {
        ...HeadingFields
      }
      testimonials {
        ...HeadingFields
      }
    }
    enLabelsJson {
      insightsCarousel
      testimonialsCarousel
      ...EnPlanLabels
      ...EnExampleMarks
    }
    allBenefitJson(sort: { jsonId: ASC }) {
      nodes {
        ...EnBenefit
      }
    }
    allFeatureJson(sort: { jsonId: ASC }) {
      nodes {
        ...EnFeature
      }
    }
    allPricingJson(filter: { page: { eq: "pricing" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPlan
      }
    }
    allPostJson(filter: { page: { eq: "home_3_1" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPostCard
      }
    }
    allTestimonialJson(filter: { page: { eq: "home_3" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnTestimonial
      }
    }
  }
`;
