import React from "react";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { ServiceCard } from "../ServiceCard";
import type { LinkData } from "../../ui/ButtonLink";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./ServiceCardGrid.module.css";

interface ServiceCardGridProps {
  id: string;
  heading: HeadingData;
  cards: readonly Queries.ServiceCardFragment[];
  linkLabel: string;
  button?: LinkData | null;
  tone?: "white" | "light";
  /** The grid opens the page: its first card's image is in the first screen and loads eagerly. */
  eagerFirst?: boolean;
}

/** A heading, a responsive grid of service cards and an optional button below. */
export function ServiceCardGrid({
  id,
  heading,
  cards,
  linkLabel,
  button,
  tone = "white",
  eagerFirst = false,
}: ServiceCardGridProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.jsonId}>
            <ServiceCard card={card} linkLabel={linkLabel} eager={eagerFirst && index === 0} />
          </li>
        ))}
      </ul>
      {button && (
        <div className={styles.more}>
          <ButtonLink to={button.link}>{button.label}</ButtonLink>
        </div>
      )}
    </Section>
  );
}
