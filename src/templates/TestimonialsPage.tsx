import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageContext } from "../types";
import { requireData } from "../utils/requireData";
import { TestimonialGrid } from "../components/sections/en/TestimonialGrid";
import { PageSections } from "../components/ui/PageSections";

/** /testimonials (also /testimonial): every English testimonial. */
export default function TestimonialsPage({
  data,
  pageContext,
}: PageProps<Queries.TestimonialsPageQuery, PageContext>) {
  const heading = requireData(pageContext.pagePath, data, ["enInnerJson"]).enInnerJson.testimonials;
  return (
    <PageSections>
      <TestimonialGrid
        id="testimonials"
        heading={heading}
        testimonials={data.allTestimonialJson.nodes}
      />
    </PageSections>
  );
}

export const query = graphql`
  query TestimonialsPage {
    enInnerJson {
      testimonials {
        ...HeadingFields
      }
    }
    allTestimonialJson(filter: { page: { in: ["home_2", "home_3"] } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnTestimonial
      }
    }
  }
`;
