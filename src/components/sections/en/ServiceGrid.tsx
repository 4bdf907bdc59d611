import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { CardGrid } from "./CardGrid";
import { ServiceCard } from "../ServiceCard";
import type { HeadingData } from "../../ui/SectionHeading";

interface ServiceGridProps {
  id: string;
  heading: HeadingData;
  cards: readonly Queries.ServiceCardFragment[];
  readMore: string;
  columns?: 3 | 4;
  tone?: "white" | "light";
}

/** Service cards under a section heading (home two: 4 cards; services page: 8). */
export function ServiceGrid({ id, heading, cards, readMore, columns = 4, tone }: ServiceGridProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid columns={columns}>
        {cards.map((card) => (
          <ServiceCard key={card.jsonId} card={card} linkLabel={readMore} />
        ))}
      </CardGrid>
    </Section>
  );
}
