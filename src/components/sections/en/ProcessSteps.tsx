import React from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../ui/ButtonLink";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { StepList } from "../../ui/StepList";
import type { HeadingData } from "../../ui/SectionHeading";
import type { LinkData } from "../../ui/ButtonLink";
import * as styles from "./ProcessSteps.module.css";

interface ProcessStepsProps {
  heading: HeadingData & { readonly button: LinkData };
  steps: readonly Queries.EnProcessStepFragment[];
}

/** 'How it works': numbered steps in order, then the call to action. */
export function ProcessSteps({ heading, steps }: ProcessStepsProps) {
  return (
    <Section id="how-it-works" tone="light" labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={heading.eyebrow}
        title={heading.title}
        text={heading.text}
      />
      <StepList steps={steps} classes={styles} />
      <div className={styles.actions}>
        <ButtonLink to={heading.button.link}>{heading.button.label}</ButtonLink>
      </div>
    </Section>
  );
}

export const query = graphql`
  fragment EnProcessStep on ProcessJson {
    jsonId
    icon
    count
    title
    desc
  }
`;
