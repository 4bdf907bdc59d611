import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading, type HeadingData } from "../../ui/SectionHeading";
import * as styles from "./CardGrid.module.css";

interface CardGridProps {
  /** Columns at the widest breakpoint; fewer on smaller screens. */
  columns?: 2 | 3 | 4;
  className?: string;
  children: React.ReactNode;
}

/** A responsive list of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, className, children }: CardGridProps) {
  return (
    <ul className={[styles.grid, styles[`cols${columns}`], className].filter(Boolean).join(" ")}>
      {React.Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}

interface CardGridSectionProps {
  id: string;
  heading: HeadingData;
  columns?: 2 | 3 | 4;
  tone?: "white" | "light";
  children: React.ReactNode;
}

/** A section that is a heading over a grid of cards; the heading names the section. */
export function CardGridSection({ id, heading, columns, tone, children }: CardGridSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid columns={columns}>{children}</CardGrid>
    </Section>
  );
}
