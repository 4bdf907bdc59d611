// How a form's values travel, the same for every form: each form names its fields once (its own key
// → the name on the wire, in the order they are sent), and the page encodes, the server reads and
// both report refusals through that one table.

/** A form's fields: its own key → the field's name on the wire. */
export type WireNames<Key extends string = string> = Readonly<Record<Key, string>>;

/** A value as a form holds it: text, or a ticked box. */
export type FormValue = string | boolean;

/** A value as it is sent: text trimmed, a box "1" when ticked and "0" when not. */
export const wireValue = (value: FormValue): string =>
  typeof value === "boolean" ? (value ? "1" : "0") : value.trim();

/** The values under their names on the wire, in the form's order; a key without a value is left
 * out. */
export function encodeFields<Key extends string>(
  names: WireNames<Key>,
  values: Partial<Record<Key, FormValue>>,
): [string, string][] {
  const fields: [string, string][] = [];
  for (const key of Object.keys(names) as Key[]) {
    const value = values[key];
    if (value !== undefined) fields.push([names[key], wireValue(value)]);
  }
  return fields;
}

/** What a post carries for each field, by the form's own keys: the first value sent under the
 * field's wire name (else under `alias`, a name the same field may arrive by), "" when none. */
export function readFields<Key extends string>(
  names: WireNames<Key>,
  first: (wireName: string) => string | undefined,
  alias: (key: Key) => string | undefined = () => undefined,
): Record<Key, string> {
  const values = {} as Record<Key, string>;
  for (const key of Object.keys(names) as Key[]) {
    const other = alias(key);
    values[key] = first(names[key]) ?? (other === undefined ? undefined : first(other)) ?? "";
  }
  return values;
}

/** One refused field as a rule reports it: the form's key (yup's `path`) and the message. */
export interface FieldIssue {
  path?: string;
  message: string;
}

/** The first message of each refused field, keyed by the field's name on the wire, which is how
 * the page finds the field to mark; an issue of no known field is kept under `fallback`. */
export function wireErrors(
  names: WireNames,
  issues: readonly FieldIssue[],
  fallback = "form",
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path ?? "";
    const wire = Object.prototype.hasOwnProperty.call(names, key) ? names[key] : fallback;
    errors[wire] ??= issue.message;
  }
  return errors;
}
