/** @jest-environment node */
// The import boundaries of the top-level folders, through ESLint with the project's own config: a
// forbidden import is reported where it is written, an allowed one is not.
import fs from "node:fs";
import path from "node:path";
import { lintMessages } from "./lintText";

const ROOT = path.resolve(__dirname, "../..");

/** The TypeScript files under a folder. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const boundaryMessages = (cases: [string, string][]) => lintMessages(cases, "project/boundaries");

const REFUSED: [string, string, string][] = [
  [
    "server/x.ts",
    'import { contactSchema } from "../src/contact/ContactForm";',
    "server/ may not import from src/",
  ],
  ["src/x.ts", 'import { buildApp } from "../server/app";', "src/ may not import from server/"],
  [
    "contract/x.ts",
    'import { LOCALES } from "../src/constants";',
    "contract/ may not import from src/",
  ],
  [
    "scripts/x.ts",
    'import { startServer } from "../__tests__/helpers/server";',
    "scripts/ may not import from __tests__/",
  ],
  ["cms/x.ts", 'export * from "../__tests__/helpers/jest";', "cms/ may not import from __tests__/"],
  [
    "bench/x.ts",
    'const h = require("../__tests__/helpers/routes");',
    "bench/ may not import from __tests__/",
  ],
  ["gatsby/x.ts", 'const m = import("../server/app");', "gatsby/ may not import from server/"],
  [
    "domain/x.ts",
    'import { BOOKING_PATH } from "../contract/booking/api";',
    "domain/ may not import from contract/",
  ],
  ["domain/x.ts", 'import copy from "../data/contact.json";', "domain/ may not import from data/"],
  ["src/x.ts", 'import { readRoutes } from "../io/pageFiles";', "src/ may not import from io/"],
  [
    "contract/x.ts",
    'import { readRoutes } from "../io/pageFiles";',
    "contract/ may not import from io/",
  ],
  [
    "gatsby/x.ts",
    'import { readRoutes } from "../io/pageFiles";',
    "gatsby/ may not import from io/",
  ],
  [
    "src/components/ui/X.tsx",
    'import { Header } from "../layout/Header";',
    "src/components/ui may not import from src/components/layout",
  ],
  [
    "src/components/sections/ro/X.tsx",
    'import { Footer } from "../../layout/Footer";',
    "src/components/sections may not import from src/components/layout",
  ],
];

const ALLOWED: [string, string][] = [
  ["server/x.ts", 'import { CONTACT_ENDPOINT } from "../contract/endpoints";'],
  ["src/x.ts", 'import { creditDae } from "../domain/simulator/dae";'],
  ["contract/x.ts", 'import { zonedTime } from "../domain/booking/zonedTime";'],
  ["src/x.ts", 'import copy from "../data/contact.json";'],
  ["scripts/x.ts", 'import { buildApp } from "../server/app";'],
  ["src/components/layout/X.tsx", 'import { Icon } from "../ui/Icon";'],
  ["__tests__/x.test.ts", 'import { buildApp } from "../server/app";'],
  ["server/x.ts", 'import Fastify from "fastify";'],
  ["server/x.ts", 'import { readRoutes } from "../io/pageFiles";'],
  ["io/x.ts", 'import { PAGE_FILE } from "../contract/pageFiles";'],
];

const results = boundaryMessages([...REFUSED.map(([file, code]) => [file, code]), ...ALLOWED] as [
  string,
  string,
][]);

it.each(REFUSED.map((refused, i) => [...refused, results[i]] as const))(
  "%s: %s is refused",
  (_file, _code, message, messages) => {
    expect(messages).toEqual([expect.stringContaining(message)]);
  },
);

it.each(ALLOWED.map((allowed, i) => [...allowed, results[REFUSED.length + i]] as const))(
  "%s: %s is allowed",
  (_file, _code, messages) => {
    expect(messages).toEqual([]);
  },
);

/** Whether a file's source imports a module of Node's own (`node:fs`, `fs`, `path`…). */
const NODE_IMPORT =
  /(?:from\s+|import\s+|require\(\s*|import\(\s*)["'](?:node:[\w/]+|fs|path|os|child_process|crypto|http|https)["']/;

it("what the browser may load reads no file: src/, contract/ and domain/ import nothing of Node's own", () => {
  const offenders = ["src", "contract", "domain"].flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir))
      .filter((file) => NODE_IMPORT.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(ROOT, file)),
  );
  expect(offenders).toEqual([]);
  // The check sees such an import where there is one.
  expect(NODE_IMPORT.test(fs.readFileSync(path.join(ROOT, "io/pageFiles.ts"), "utf8"))).toBe(true);
});
