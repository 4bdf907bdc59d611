// The go-live check: every placeholder value in data/ (marked in the data under `placeholders`, or
// still on a reserved example domain / an unroutable phone number). `gatsby build` warns with the
// list, `SITE_ENV=production` builds and `npm run check:live` fail with it; tests use it directly.
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import {
  EXAMPLES_KEY,
  PLACEHOLDERS_KEY,
  hostOf,
  isFictionalNanpNumber,
  isPlaceholder,
  isReservedHost,
  isUnroutableRomanianNumber,
} from "../src/utils/placeholders";

export interface PlaceholderValue {
  /** Relative to data/, e.g. "site.json". */
  file: string;
  /** Dotted key path, e.g. "identity.legalName" or "socials.0.url". */
  key: string;
  value: string;
  /** false: not listed under `placeholders`, but an example domain or unroutable number. */
  marked: boolean;
}

export interface PlaceholderReport {
  placeholders: PlaceholderValue[];
  /** Mistakes in the marking itself (a listed key that does not exist). */
  errors: string[];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function exists(root: Json, key: string): boolean {
  let node: Json | undefined = root;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return false;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return node !== undefined;
}

/** A value that cannot be real: on a reserved example domain, or a phone number nobody can ring
 * (the unroutable Romanian one, or one of the fictional North American 555-01xx). */
export function looksLikeExample(value: string): boolean {
  const host = hostOf(value);
  return (
    (host !== null && isReservedHost(host)) ||
    isUnroutableRomanianNumber(value) ||
    isFictionalNanpNumber(value)
  );
}

/** The keys an object lists under `mark` (its own keys, dotted below it). */
function marksOf(node: { [key: string]: Json }, mark: string): string[] {
  const listed = node[mark];
  return Array.isArray(listed) ? listed.filter((k): k is string => typeof k === "string") : [];
}

interface Marks {
  /** Paths from the file's root of every value marked by this object or one above it. */
  placeholders: readonly string[];
  examples: readonly string[];
}

/**
 * Every placeholder of a data file. Any object of the file, the file itself or an item of a list,
 * may list its own keys under `placeholders` (dotted paths below it: "identity.legalName",
 * "number"), so a list file marks the figures of one item. A value that looks invented (an example
 * domain, a number nobody can ring) is reported even where nothing marks it, unless it is marked
 * under `examples`: demo content that the page shows marked as such.
 */
export function checkPlaceholders(file: string, data: Json): PlaceholderReport {
  const report: PlaceholderReport = { placeholders: [], errors: [] };
  const visit = (node: Json, prefix: string, marks: Marks) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${prefix}${i}.`, marks));
      return;
    }
    if (!node || typeof node !== "object") {
      const key = prefix.slice(0, -1);
      if (typeof node !== "string" && typeof node !== "number") return;
      const text = String(node);
      const marked = isPlaceholder(marks.placeholders, key);
      const example = isPlaceholder(marks.examples, key);
      if (marked || (!example && looksLikeExample(text)))
        report.placeholders.push({ file, key, value: text, marked });
      return;
    }
    const own = {
      placeholders: marksOf(node, PLACEHOLDERS_KEY),
      examples: marksOf(node, EXAMPLES_KEY),
    };
    for (const [mark, keys] of Object.entries(own)) {
      for (const key of keys.filter((k) => !exists(node, k))) {
        const where = prefix ? `a key of ${prefix.slice(0, -1)}` : "a key of the file";
        report.errors.push(
          `data/${file}: "${prefix}${mark}" lists "${key}", which is not ${where}`,
        );
      }
    }
    const below = (keys: string[]) => keys.map((key) => `${prefix}${key}`);
    const all = {
      placeholders: [...marks.placeholders, ...below(own.placeholders)],
      examples: [...marks.examples, ...below(own.examples)],
    };
    for (const [key, value] of Object.entries(node)) {
      if (key !== PLACEHOLDERS_KEY && key !== EXAMPLES_KEY) visit(value, `${prefix}${key}.`, all);
    }
  };
  visit(data, "", { placeholders: [], examples: [] });
  return report;
}

/** Every top-level JSON file of data/. */
export function findPlaceholders(dataDir: string): PlaceholderReport {
  const report: PlaceholderReport = { placeholders: [], errors: [] };
  const files = fs
    .readdirSync(dataDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const file of files) {
    const data = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Json;
    const one = checkPlaceholders(file, data);
    report.placeholders.push(...one.placeholders);
    report.errors.push(...one.errors);
  }
  return report;
}

/** One line per value: `data/site.json: phone = "+40 000 000 000"`. */
export function formatPlaceholders(list: readonly PlaceholderValue[]): string[] {
  return list.map(
    (p) =>
      `data/${p.file}: ${p.key} = ${JSON.stringify(p.value)}${p.marked ? "" : " (an example value, not marked)"}`,
  );
}

export const DATA_DIR = path.resolve(__dirname, "../data");

/** SITE_ENV=production is the build that goes live: there a placeholder is an error. */
export const isProductionBuild = (env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_ENV === "production";

/** Before the build: placeholders listed, and refused in a production build. */
export const placeholdersStep = ({ reporter }: { reporter: Reporter }) => {
  const { placeholders, errors } = findPlaceholders(DATA_DIR);
  if (errors.length > 0) reporter.panic(`Placeholder list is wrong:\n  ${errors.join("\n  ")}`);
  if (placeholders.length === 0) return;
  const lines = formatPlaceholders(placeholders).join("\n  ");
  if (isProductionBuild()) {
    reporter.panic(
      `SITE_ENV=production, but ${placeholders.length} values in data/ are placeholders; replace them and remove their keys from "placeholders":\n  ${lines}`,
    );
  }
  reporter.warn(
    `Preview build: ${placeholders.length} values in data/ are placeholders (npm run check:live lists them; SITE_ENV=production refuses them):\n  ${lines}`,
  );
};
