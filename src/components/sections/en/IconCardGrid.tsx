import React from "react";
import { CardGridSection } from "./CardGrid";
import { IconCard } from "./IconCard";
import type { HeadingData } from "../../ui/SectionHeading";

interface IconCardGridProps {
  id: string;
  heading: HeadingData;
  cards: readonly (Queries.EnBenefitFragment | Queries.EnWhyChooseFragment)[];
  columns?: 2 | 3 | 4;
  tone?: "white" | "light";
}

/** A section of icon cards: AI services on home three, reasons to choose us on the about page. */
export function IconCardGrid({ id, heading, cards, columns = 3, tone }: IconCardGridProps) {
  return (
    <CardGridSection id={id} heading={heading} columns={columns} tone={tone}>
      {cards.map((card) => (
        <IconCard key={card.jsonId} card={card} />
      ))}
    </CardGridSection>
  );
}
