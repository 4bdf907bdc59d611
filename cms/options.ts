// The build's own lists that the editor offers as choices: icons, page templates, routes and page
// keys, read from the same files gatsby/checks.ts checks against.
import fs from "node:fs";
import path from "node:path";
import { ICON_PATHS } from "../src/components/ui/icons/paths";
import { pageFileNames, readRoutes } from "../io/pageFiles";

export interface Choices {
  icons: string[];
  templates: string[];
  routes: string[];
  /** Page keys of the routes and the `page` values the data already uses. */
  pageKeys: string[];
  servicePageKeys: string[];
  /** Values already in use for fields with a closed set of values (e.g. `chrome`, `group`). */
  used: Record<string, string[]>;
  copyLangs: string[];
}

type Item = Record<string, unknown>;
const readJson = (root: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));
const sorted = (values: Iterable<unknown>): string[] =>
  [...new Set([...values].filter((v): v is string => typeof v === "string"))].sort();

/** Fields whose values the code switches on, so only values already in use are offered. */
const CLOSED_FIELDS: Record<string, string[]> = {
  chrome: ["pages.json"],
  network: ["site.json"],
};

export function readChoices(root: string): Choices {
  const pages = readRoutes(path.join(root, "data")) as Item[];
  const pageFiles = pageFileNames(path.join(root, "data"));
  const dataFiles = fs.readdirSync(path.join(root, "data")).filter((f) => f.endsWith(".json"));
  const pageValues = dataFiles.flatMap((file) => {
    const data = readJson(root, file);
    return Array.isArray(data) ? (data as Item[]).map((item) => item.page) : [];
  });
  const collect = (file: string, key: string): string[] => {
    const values: unknown[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          if (k === key) values.push(v);
          else visit(v);
        }
      }
    };
    visit(readJson(root, file));
    return sorted(values);
  };
  const serviceCards = [...pageFiles, "service-card.en.json"];
  return {
    icons: Object.keys(ICON_PATHS).sort(),
    templates: sorted(
      fs
        .readdirSync(path.join(root, "src/templates"))
        .filter((f) => /^[A-Za-z]+\.tsx$/.test(f))
        .map((f) => f.replace(/\.tsx$/, "")),
    ),
    routes: sorted(pages.map((p) => p.path)),
    pageKeys: sorted([...pages.map((p) => p.pageKey), ...pageValues]),
    servicePageKeys: sorted(
      pages.filter((p) => p.template === "ServicePage").map((p) => p.pageKey),
    ),
    used: {
      ...Object.fromEntries(
        Object.entries(CLOSED_FIELDS).map(([k, files]) => [
          k,
          sorted([...pageFiles, ...files].flatMap((f) => collect(f, k))),
        ]),
      ),
      group: sorted(serviceCards.flatMap((file) => collect(file, "group"))),
      postKind: collect("post.json", "kind"),
    },
    copyLangs: collect("simulator-copy.json", "lang"),
  };
}
