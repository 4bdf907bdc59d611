// The go-live check: every placeholder value in data/ (marked in the data under `placeholders`, or
// still on a reserved example domain / an unroutable phone number). `gatsby build` warns with the
// list, `SITE_ENV=production` builds and `npm run check:live` fail with it; tests use it directly.
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import {
  PLACEHOLDERS_KEY,
  hostOf,
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

/** Files whose facts are checked for example values even where nothing is marked. */
const FACT_FILES = ["site.json"];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf under `value` as [dotted key, value]. */
function leaves(value: Json, prefix: string, out: [string, Json][] = []): [string, Json][] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}${i}.`, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) leaves(v, `${prefix}${k}.`, out);
  } else out.push([prefix.slice(0, -1), value]);
  return out;
}

function exists(root: Json, key: string): boolean {
  let node: Json | undefined = root;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return false;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return node !== undefined;
}

/** A value that cannot be real: on a reserved example domain, or a phone number nobody can ring. */
export function looksLikeExample(value: string): boolean {
  const host = hostOf(value);
  return (host !== null && isReservedHost(host)) || isUnroutableRomanianNumber(value);
}

export function checkPlaceholders(file: string, data: Json): PlaceholderReport {
  const report: PlaceholderReport = { placeholders: [], errors: [] };
  if (!data || typeof data !== "object" || Array.isArray(data)) return report;
  const listed = data[PLACEHOLDERS_KEY];
  const marks = Array.isArray(listed)
    ? listed.filter((k): k is string => typeof k === "string")
    : [];
  for (const key of marks) {
    if (!exists(data, key)) {
      report.errors.push(
        `data/${file}: "${PLACEHOLDERS_KEY}" lists "${key}", which is not a key of the file`,
      );
    }
  }
  if (marks.length === 0 && !FACT_FILES.includes(file)) return report;
  for (const [key, value] of leaves(data, "")) {
    if (isPlaceholder([PLACEHOLDERS_KEY], key)) continue;
    if (typeof value !== "string" && typeof value !== "number") continue;
    const text = String(value);
    const marked = isPlaceholder(marks, key);
    if (marked || looksLikeExample(text))
      report.placeholders.push({ file, key, value: text, marked });
  }
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
