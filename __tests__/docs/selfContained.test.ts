// The repository explains itself: no comment or document sends a reader to a paper they do not
// have (a specification, a design note or an issue tracker outside the repository). What such a
// paper said is written where it is needed, or in docs/.
import fs from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = [
  "src",
  "server",
  "gatsby",
  "scripts",
  "bench",
  "__tests__",
  "docs",
  "deploy",
  ".ci",
];
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|css|conf|sh|ya?ml)$|^(?:Caddyfile|run)$/;
const SKIPPED = new Set(["node_modules", "gatsby-types.d.ts", path.basename(__filename)]);

/** Citations of outside papers, not the word "spec" as a name (a simulator field's spec). */
const CITATION = [
  /§/,
  /\b(?:spec|design|glossary)\.md\b/i,
  /\bthe spec\b|\bspec's\b|\bspec'd\b|\bspec\s+\(?§/i,
  /\bissues?\s+#?\d+/i,
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

function rootFiles(): string[] {
  return fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name) && e.name !== "package-lock.json")
    .map((e) => path.join(ROOT, e.name));
}

function citations(): string[] {
  const all = [...FOLDERS.flatMap((f) => [...files(path.join(ROOT, f))]), ...rootFiles()];
  return all.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => CITATION.some((pattern) => pattern.test(line)))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
}

describe("the repository explains itself", () => {
  it("cites no specification, design note or issue outside it", () => {
    expect(citations()).toEqual([]);
  });

  it("would see a citation", () => {
    expect(CITATION.some((p) => p.test("// Thresholds of spec §9"))).toBe(true);
    expect(CITATION.some((p) => p.test("see design.md"))).toBe(true);
    expect(CITATION.some((p) => p.test("// The fault suite (issue 12)"))).toBe(true);
    expect(CITATION.some((p) => p.test("const spec = fields[name];"))).toBe(false);
  });
});
