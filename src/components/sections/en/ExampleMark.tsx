import React from "react";
import { graphql } from "gatsby";
import { isPlaceholder } from "../../../utils/placeholders";
import * as styles from "./ExampleMark.module.css";

/** The wording of the marks (data/en-labels.json, exampleMarks), one per kind of demo value. */
export type ExampleMarks = Queries.EnExampleMarksFragment["exampleMarks"];

/**
 * Whether an item's `examples` list (data/, EXAMPLES_KEY) marks any of `keys`, or a path above
 * one: ["contacts"] marks "contacts.0.value", ["quote.cite"] marks "quote.cite" only.
 */
export function isExample(
  examples: readonly string[] | null | undefined,
  ...keys: readonly string[]
): boolean {
  return keys.some((key) => isPlaceholder(examples, key));
}

/**
 * The visible mark next to a demo value of the template: real text, so a screen reader reads it
 * with the value, not a pseudo-element or a title only a pointer finds.
 */
export function ExampleMark({ label, className }: { label: string; className?: string }) {
  return <span className={[styles.mark, className].filter(Boolean).join(" ")}>{label}</span>;
}

/** The mark after a value on its line, a space between them; nothing for a real value. */
export function MarkAfter({ shown, label }: { shown: boolean; label: string }) {
  if (!shown) return null;
  return (
    <>
      {" "}
      <ExampleMark label={label} />
    </>
  );
}

export const query = graphql`
  fragment EnExampleMarks on EnLabelsJson {
    exampleMarks {
      profile
      testimonial
      comment
      author
      logos
      figure
      price
      contact
    }
  }
`;
