import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { TESTIMONIAL_CAROUSEL } from "../constants";
import { HomeTwoHero } from "../components/sections/en/HomeTwoHero";
import { HomeTwoAbout } from "../components/sections/en/HomeTwoAbout";
import { ServiceGrid } from "../components/sections/en/ServiceGrid";
import { WhyWorkWithMe } from "../components/sections/en/WhyWorkWithMe";
import { WorkbookCta } from "../components/sections/en/WorkbookCta";
import { TestimonialCarousel } from "../components/sections/en/TestimonialCarousel";
import { PricingSection } from "../components/sections/en/PricingSection";
import { FaqBlock } from "../components/sections/en/FaqBlock";
import { PostGrid } from "../components/sections/en/PostGrid";
import { PageSections } from "../components/ui/PageSections";

/** /home-two: the coaching home page. */
export default function HomeTwoPage({
  data,
  pageContext,
}: PageProps<Queries.HomeTwoPageQuery, PageContext>) {
  const { enHomeTwoJson: page, enLabelsJson: labels } = requireData(pageContext.pagePath, data, [
    "enHomeTwoJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <HomeTwoHero
        hero={page.hero}
        sponsorsLabel={labels.sponsorsCarousel}
        logosMark={labels.exampleMarks.logos}
      />
      <HomeTwoAbout
        about={page.about}
        counters={data.allCounterJson.nodes}
        marks={labels.exampleMarks}
      />
      <ServiceGrid
        id="services"
        heading={page.services}
        cards={data.allServiceCardJson.nodes}
        readMore={labels.readMore}
        tone="light"
      />
      <WhyWorkWithMe why={page.why} />
      <WorkbookCta workbook={page.workbook} />
      <TestimonialCarousel
        id="testimonials"
        heading={page.testimonials}
        testimonials={data.allTestimonialJson.nodes}
        label={labels.testimonialsCarousel}
        mark={labels.exampleMarks.testimonial}
        settings={TESTIMONIAL_CAROUSEL}
      />
      <PricingSection
        id="pricing"
        heading={page.pricing}
        plans={data.allPricingJson.nodes}
        labels={labels}
        priceMark={labels.exampleMarks.price}
      />
      <FaqBlock
        id="faq"
        heading={page.faq}
        items={data.allFaqJson.nodes}
        button={page.faq.button}
      />
      <PostGrid
        id="blog"
        heading={page.blog}
        posts={data.allPostJson.nodes}
        button={page.blog.button}
        tone="light"
      />
    </PageSections>
  );
}

export const query = graphql`
  query HomeTwoPage {
    enHomeTwoJson {
      hero {
        ...EnHomeTwoHeroFields
      }
      about {
        ...EnHomeTwoAboutFields
      }
      services {
        ...HeadingFields
      }
      why {
        ...EnWhyFields
      }
      workbook {
        ...EnWorkbookFields
      }
      testimonials {
        ...HeadingFields
      }
      pricing {
        ...HeadingFields
      }
      faq {
        ...EnHeadingLinkFields
      }
      blog {
        ...EnHeadingLinkFields
      }
    }
    enLabelsJson {
      readMore
      sponsorsCarousel
      testimonialsCarousel
      ...EnPlanLabels
      ...EnExampleMarks
    }
    allCounterJson(filter: { page: { eq: "home_2" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnCounter
      }
    }
    allServiceCardJson(filter: { group: { eq: "home_2" } }, sort: { jsonId: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allTestimonialJson(filter: { page: { eq: "home_2" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnTestimonial
      }
    }
    allPricingJson(filter: { page: { eq: "home_2" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPlan
      }
    }
    allFaqJson(filter: { page: { eq: "inner_page" } }, sort: { jsonId: ASC }, limit: 5) {
      nodes {
        ...FaqItem
      }
    }
    allPostJson(filter: { page: { eq: "home_2" } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnPostCard
      }
    }
  }
`;
