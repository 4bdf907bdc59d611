import React from "react";
import { graphql } from "gatsby";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { StepList } from "../../ui/StepList";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./StepsSection.module.css";

interface StepsSectionProps {
  id: string;
  heading: HeadingData;
  steps: readonly Queries.StepsSectionStepFragment[];
}

/** Why-us: the three numbered steps of working with the consultancy. */
export function StepsSection({ id, heading, steps }: StepsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <StepList steps={steps} classes={styles} grouped />
    </Section>
  );
}

export const fragment = graphql`
  fragment StepsSectionStep on ProcessJson {
    jsonId
    icon
    count
    title
    desc
  }
`;
