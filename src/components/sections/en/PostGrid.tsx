import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { ButtonLink } from "../../ui/ButtonLink";
import { CardGrid } from "./CardGrid";
import { PostCard } from "./PostCard";
import type { HeadingData } from "../../ui/SectionHeading";
import type { LinkData } from "../../ui/ButtonLink";
import * as styles from "./PostGrid.module.css";

interface PostGridProps {
  id: string;
  heading: HeadingData;
  posts: readonly Queries.EnPostCardFragment[];
  button?: LinkData | null;
  tone?: "white" | "light";
  /** The first card's image loads eagerly: set where the grid opens the page (its LCP image). */
  eagerFirst?: boolean;
}

/** A section of post cards (blog, case studies, related articles) with an optional button below. */
export function PostGrid({
  id,
  heading,
  posts,
  button,
  tone = "white",
  eagerFirst = false,
}: PostGridProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid>
        {posts.map((post, index) => (
          <PostCard key={post.jsonId} post={post} eager={eagerFirst && index === 0} />
        ))}
      </CardGrid>
      {button && (
        <div className={styles.actions}>
          <ButtonLink to={button.link} variant="outline">
            {button.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
