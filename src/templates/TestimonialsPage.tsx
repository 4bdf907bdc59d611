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
  const { enInnerJson, enLabelsJson } = requireData(pageContext.pagePath, data, [
    "enInnerJson",
    "enLabelsJson",
  ]);
  return (
    <PageSections>
      <TestimonialGrid
        id="testimonials"
        heading={enInnerJson.testimonials}
        testimonials={data.allTestimonialJson.nodes}
        mark={enLabelsJson.exampleMarks.testimonial}
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
    enLabelsJson {
      ...EnExampleMarks
    }
    allTestimonialJson(filter: { page: { in: ["home_2", "home_3"] } }, sort: { jsonId: ASC }) {
      nodes {
        ...EnTestimonial
      }
    }
  }
`;
