// A counter found the way a visitor reads it: the value stands right above its label.
import type { screen } from "@testing-library/react";

type Queries = Pick<typeof screen, "getByText">;

/** The text of the counter labelled `label` (prefix, number and suffix). */
export function counterValue(scope: Queries, label: string): string {
  const value = scope.getByText(label).previousElementSibling;
  if (!value) throw new Error(`the counter "${label}" has no value before its label`);
  return value.textContent ?? "";
}
