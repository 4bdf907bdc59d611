import React from "react";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { PricingCard } from "./PricingCard";
import type { HeadingData } from "../../ui/SectionHeading";
import { CardGrid } from "./CardGrid";
import * as styles from "./PricingSection.module.css";

interface PricingSectionProps {
  id: string;
  heading: HeadingData;
  plans: readonly Queries.EnPlanFragment[];
  labels: Queries.EnPlanLabelsFragment;
  /** The mark of an invented price ("Example price"). */
  priceMark: string;
  tone?: "white" | "light";
}

/** Three pricing plans side by side (stacked on small screens). */
export function PricingSection({
  id,
  heading,
  plans,
  labels,
  priceMark,
  tone = "light",
}: PricingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <CardGrid className={styles.grid}>
        {plans.map((plan) => (
          <PricingCard key={plan.jsonId} plan={plan} labels={labels} mark={priceMark} />
        ))}
      </CardGrid>
    </Section>
  );
}
