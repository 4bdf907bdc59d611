// The answer of every useStaticQuery in tests, built from the real data files the way
// gatsby-transformer-json would: `id` becomes `jsonId` (a string) and arrays become `nodes`.
import fs from "fs";
import path from "path";

const DATA = path.resolve(__dirname, "../../data");

type Item = Record<string, unknown>;

export function readData<T = Item[]>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T;
}

/** One collection's items as GraphQL nodes. */
export function nodes(...files: string[]): Item[] {
  return files.flatMap((file) =>
    readData<Item[]>(file).map(({ id, ...rest }) =>
      id === undefined ? rest : { jsonId: String(id), ...rest },
    ),
  );
}

const FILE_FIELDS = new Set(["logo", "image", "defaultOgImage"]);

/** File fields (@fileByRelativePath) as GraphQL answers them: an object with a public URL. */
function withFiles(value: unknown, key = ""): unknown {
  if (typeof value === "string" && FILE_FIELDS.has(key)) {
    return { publicURL: `/static/${path.basename(value)}` };
  }
  if (Array.isArray(value)) return value.map((v) => withFiles(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFiles(v, k)]));
  }
  return value;
}

export function staticData() {
  return {
    siteJson: withFiles(readData<Item>("site.json")),
    allMenuJson: { nodes: nodes("menu.json") },
    allFooterJson: { nodes: nodes("footer.json") },
    allUiJson: { nodes: nodes("ui.json") },
    allConsentJson: { nodes: nodes("consent.json") },
  };
}

/** Image paths become null: the page queries would give processed File nodes, which tests do without. */
export function withoutImages<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v) =>
    typeof v === "string" && v.startsWith("images/") ? null : v,
  ) as T;
}
