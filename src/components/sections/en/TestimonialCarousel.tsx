import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { Carousel } from "../../ui/Carousel";
import type { CarouselSettings } from "../../../constants";
import { TestimonialCard } from "./TestimonialCard";
import type { HeadingData } from "../../ui/SectionHeading";

interface TestimonialCarouselProps {
  id: string;
  heading: HeadingData;
  testimonials: readonly Queries.EnTestimonialFragment[];
  label: string;
  /** The mark of an invented testimonial ("Example testimonial"). */
  mark: string;
  settings: CarouselSettings;
  tone?: "white" | "light" | "dark";
}

/** Testimonials in a looping carousel; the slide count per view comes from the settings constant. */
export function TestimonialCarousel({
  id,
  heading,
  testimonials,
  label,
  mark,
  settings,
  tone = "white",
}: TestimonialCarouselProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <Carousel
        label={label}
        {...settings}
        slides={testimonials.map((t) => (
          <TestimonialCard key={t.jsonId} testimonial={t} mark={mark} />
        ))}
      />
    </Section>
  );
}
