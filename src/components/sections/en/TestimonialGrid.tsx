import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { CardGrid } from "./CardGrid";
import { TestimonialCard } from "./TestimonialCard";
import type { HeadingData } from "../../ui/SectionHeading";

interface TestimonialGridProps {
  id: string;
  heading: HeadingData;
  testimonials: readonly Queries.EnTestimonialFragment[];
  /** The mark of an invented testimonial ("Example testimonial"). */
  mark: string;
}

/** All English testimonials as a grid (the testimonials page). */
export function TestimonialGrid({ id, heading, testimonials, mark }: TestimonialGridProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid>
        {testimonials.map((t) => (
          <TestimonialCard key={t.jsonId} testimonial={t} mark={mark} />
        ))}
      </CardGrid>
    </Section>
  );
}
