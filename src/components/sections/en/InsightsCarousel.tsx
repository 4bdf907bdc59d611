import React from "react";
import { Carousel } from "../../ui/Carousel";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { INSIGHTS_CAROUSEL } from "../../../constants";
import { PostCard } from "./PostCard";
import type { HeadingData } from "../../ui/SectionHeading";

interface InsightsCarouselProps {
  heading: HeadingData;
  posts: readonly Queries.EnPostCardFragment[];
  label: string;
}

/** Home three insights: post cards in a looping slider (4 / 3 / 2 / 1 per view). */
export function InsightsCarousel({ heading, posts, label }: InsightsCarouselProps) {
  return (
    <Section id="insights" labelledBy="insights-title">
      <SectionHeading id="insights-title" {...heading} />
      <Carousel
        label={label}
        {...INSIGHTS_CAROUSEL}
        slides={posts.map((post) => (
          <PostCard key={post.jsonId} post={post} />
        ))}
      />
    </Section>
  );
}
