import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
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
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.jsonId} className={styles.step}>
            <div className={styles.top}>
              <span className={styles.icon}>
                <Icon name={step.icon} size={28} />
              </span>
              <span className={styles.count} aria-hidden="true">
                {step.count}
              </span>
            </div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.desc}>{step.desc}</p>
          </li>
        ))}
      </ol>
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
