// JSON written the way Prettier writes the data files (2 spaces, width 100, a trailing newline), so
// a file saved by the editor passes `prettier --check` and its diff holds only what changed. It runs
// in the browser, where Prettier's own formatter (asynchronous) cannot serve a synchronous save.
import { genericPath, type Layout } from "./layout";

const WIDTH = 100;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const width = (text: string): number => [...text].length;

interface Printer {
  inline: Set<string>;
  order: Record<string, string[]>;
}

/** The members of an object in the file's order; keys it never had follow, as they come. */
function entriesOf(value: { [key: string]: Json }, path: Path, printer: Printer): [string, Json][] {
  const known = printer.order[genericPath(path)] ?? [];
  const rank = (key: string) => {
    const index = known.indexOf(key);
    return index === -1 ? known.length : index;
  };
  return Object.entries(value).sort(([a], [b]) => rank(a) - rank(b));
}

/** The one-line form of a value, or null when it may not be joined (an object written broken). */
function flat(value: Json, path: Path, printer: Printer): string | null {
  if (Array.isArray(value)) {
    const items = value.map((item, i) => flat(item, [...path, i], printer));
    if (items.some((item) => item === null)) return null;
    return `[${items.join(", ")}]`;
  }
  if (isObject(value)) {
    const entries = entriesOf(value, path, printer);
    if (entries.length === 0) return "{}";
    if (!printer.inline.has(genericPath(path))) return null;
    const parts = entries.map(([key, item]) => {
      const inner = flat(item, [...path, key], printer);
      return inner === null ? null : `${JSON.stringify(key)}: ${inner}`;
    });
    if (parts.some((part) => part === null)) return null;
    return `{ ${parts.join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** Prettier breaks a list of two or more objects (or lists) that each hold more than one entry. */
function mustBreak(list: Json[]): boolean {
  if (list.length < 2) return false;
  const allObjects = list.every((item) => isObject(item) && Object.keys(item).length > 1);
  const allLists = list.every((item) => Array.isArray(item) && item.length > 1);
  return allObjects || allLists;
}

/**
 * Prints a value that starts after `lead` columns on its line and is followed by `tail` columns
 * (a comma or nothing).
 */
function print(
  value: Json,
  path: Path,
  indent: string,
  lead: number,
  tail: number,
  printer: Printer,
): string {
  const isList = Array.isArray(value);
  if (!isList && !isObject(value)) return JSON.stringify(value);
  const size = isList ? value.length : Object.keys(value).length;
  if (size === 0) return isList ? "[]" : "{}";
  if (!(isList && mustBreak(value))) {
    const oneLine = flat(value, path, printer);
    if (oneLine !== null && lead + width(oneLine) + tail <= WIDTH) return oneLine;
  }
  const inner = `${indent}  `;
  const lines = isList
    ? value.map((item, i) => {
        const comma = i < value.length - 1 ? 1 : 0;
        return inner + print(item, [...path, i], inner, inner.length, comma, printer);
      })
    : entriesOf(value, path, printer).map(([key, item], i, all) => {
        const comma = i < all.length - 1 ? 1 : 0;
        const head = `${JSON.stringify(key)}: `;
        const lead = inner.length + width(head);
        return inner + head + print(item, [...path, key], inner, lead, comma, printer);
      });
  const [open, close] = isList ? ["[", "]"] : ["{", "}"];
  return `${open}\n${lines.join(",\n")}\n${indent}${close}`;
}

/** The text of a data file for `value`, objects on one line where the layout had them so. */
export function formatJson(value: unknown, layout: Layout = { inline: [] }): string {
  const printer = { inline: new Set(layout.inline), order: layout.order ?? {} };
  // Through JSON first: undefined members drop out as JSON.stringify drops them.
  const json = JSON.parse(JSON.stringify(value)) as Json;
  return `${print(json, [], "", 0, 0, printer)}\n`;
}
