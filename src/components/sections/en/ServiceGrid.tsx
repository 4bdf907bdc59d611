import React from "react";
import { CardGridSection } from "./CardGrid";
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
  return (
    <CardGridSection id={id} heading={heading} columns={columns} tone={tone}>
      {cards.map((card) => (
        <ServiceCard key={card.jsonId} card={card} linkLabel={readMore} />
      ))}
    </CardGridSection>
  );
}
