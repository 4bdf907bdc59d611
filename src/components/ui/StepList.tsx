import React from "react";
import { Icon } from "./Icon";

/** One step as the step queries give it. */
export interface StepData {
  readonly jsonId: string;
  readonly icon: string;
  readonly count: string;
  readonly title: string;
  readonly desc: string;
}

interface StepListProps {
  steps: readonly StepData[];
  /** The section's own stylesheet: steps, step, icon, count, title, desc (and top when grouped). */
  classes: Readonly<Record<string, string>>;
  /** Icon and ordinal share one row (classes.top) instead of standing apart in the step. */
  grouped?: boolean;
}

/**
 * Numbered steps in order: each an icon, a large ordinal, a title and a line of text. The ordinal
 * is hidden from screen readers, which already hear the list's own numbering.
 */
export function StepList({ steps, classes, grouped = false }: StepListProps) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => {
        const marks = (
          <>
            <span className={classes.icon}>
              <Icon name={step.icon} size={28} />
            </span>
            <span className={classes.count} aria-hidden="true">
              {step.count}
            </span>
          </>
        );
        return (
          <li key={step.jsonId} className={classes.step}>
            {grouped ? <div className={classes.top}>{marks}</div> : marks}
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.desc}>{step.desc}</p>
          </li>
        );
      })}
    </ol>
  );
}
