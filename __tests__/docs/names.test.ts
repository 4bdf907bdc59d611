/** @jest-environment node */
// Every name the README and docs/ give is real: each file they name exists, each `npm run` script
// is in package.json, and each environment variable the operations guide lists is one the server
// reads. A rename that leaves the docs behind fails here instead of misleading the next reader.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pkg from "../../package.json";

const ROOT = path.resolve(__dirname, "../..");
const DOCS = [
  "README.md",
  "bench/README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
}).split("\n");
const basenames = new Set(tracked.map((file) => path.basename(file)));

/** Files the build, the server or a deployment writes: named in the docs, never in git. */
const WRITTEN = new Set([
  "index.html",
  "404.html",
  "page-data.json",
  "app-data.json",
  "webpack.stats.json",
  "results.json",
  "leads.sqlite",
  "gatsby-types.d.ts",
  "fullchain.pem",
  "privkey.pem",
  // What the bench writes for Lighthouse CI under var/bench/lhci/.
  "lighthouserc.json",
  "lighthouse-not-found.json",
  "manifest.json",
]);

const text = (doc: string) => fs.readFileSync(path.join(ROOT, doc), "utf8");

it.each(DOCS)("%s names only files that exist", (doc) => {
  const missing = new Set<string>();
  const body = text(doc);
  for (const match of body.matchAll(
    /[\w.@/-]*[\w-]\.(?:tsx?|mjs|js|json|md|css|service|timer)\b/g,
  )) {
    const name = match[0];
    // A suffix (`.ro.json`), a pattern (`*Cli.ts`, `ro-*.json`) or an address is no file name.
    if (name.startsWith(".") || /[*…]$/.test(body.slice(0, match.index))) continue;
    if (/^(https?:|\/\/)/.test(name) || name.includes("example.com")) continue;
    const file = name.replace(/^\.?\//, "");
    const base = path.basename(file);
    if (WRITTEN.has(base) || file.startsWith("var/") || file.startsWith("public/")) continue;
    const exists = file.includes("/")
      ? tracked.some((t) => t === file || t.endsWith(`/${file}`)) ||
        fs.existsSync(path.join(ROOT, file))
      : basenames.has(base);
    if (!exists) missing.add(name);
  }
  expect([...missing]).toEqual([]);
});

it.each(DOCS)("%s names only npm scripts that exist", (doc) => {
  const scripts = Object.keys(pkg.scripts);
  const named = [...text(doc).matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
  expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
});

it("lists only environment variables the code reads", () => {
  const code = [
    "server/config.ts",
    "server/dbPath.ts",
    "gatsby-config.ts",
    "gatsby/placeholders.ts",
    "gatsby/templatePages.ts",
    "src/contact/submit.ts",
  ]
    .map((file) => text(file))
    .join("\n");
  const listed = [...text("docs/operations.md").matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]);
  expect(listed.length).toBeGreaterThan(10);
  expect(listed.filter((name) => !code.includes(name))).toEqual([]);
});
