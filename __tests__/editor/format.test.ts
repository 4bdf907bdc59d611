/** @jest-environment node */
// The editor's JSON writer against the real data files and Prettier itself: a file read and written
// back unchanged is byte-identical, and a changed one is what `prettier --check` accepts.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { spawnSync } from "node:child_process";
import { formatJson } from "../../cms/format";
import { readLayout } from "../../cms/layout";

const DATA = path.resolve(__dirname, "../../data");
const files = fs.readdirSync(DATA).filter((file) => file.endsWith(".json"));

const ROOT = path.resolve(__dirname, "../..");

/** The files Prettier's own check (with the project's config) finds unformatted. */
function prettierUnformatted(texts: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-format-"));
  for (const [file, text] of Object.entries(texts)) fs.writeFileSync(path.join(dir, file), text);
  const bin = path.join(ROOT, "node_modules/.bin/prettier");
  const config = path.join(ROOT, ".prettierrc");
  const run = spawnSync(bin, ["--config", config, "--list-different", "."], { cwd: dir });
  fs.rmSync(dir, { recursive: true });
  return run.stdout.toString().split("\n").filter(Boolean);
}

/** Makes every string of a value 60 characters longer, so lines that fitted may not any more. */
function lengthen(value: unknown): unknown {
  if (typeof value === "string") return `${value} ${"lungime suplimentară ".repeat(3)}`;
  if (Array.isArray(value)) return value.map(lengthen);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v)]));
  }
  return value;
}

/** Reverses the key order of every object, as the editor's hash-ordered maps may. */
function shuffle(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffle);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, shuffle(v)]),
    );
  }
  return value;
}

describe("formatJson", () => {
  it.each(files)("writes %s back byte for byte", (file) => {
    const text = fs.readFileSync(path.join(DATA, file), "utf8");
    expect(formatJson(JSON.parse(text), readLayout(text))).toBe(text);
  });

  it.each(files)("puts the keys of %s back in the file's order", (file) => {
    const text = fs.readFileSync(path.join(DATA, file), "utf8");
    expect(formatJson(shuffle(JSON.parse(text)), readLayout(text))).toBe(text);
  });

  it("writes changed files the way Prettier does", () => {
    const changed = Object.fromEntries(
      files.map((file) => {
        const text = fs.readFileSync(path.join(DATA, file), "utf8");
        return [file, formatJson(lengthen(JSON.parse(text)), readLayout(text))];
      }),
    );
    expect(prettierUnformatted(changed)).toEqual([]);
    expect(prettierUnformatted({ "bad.json": '{"a":1}' })).toEqual(["bad.json"]);
  });

  it("keeps the order of the keys and ends with a newline", () => {
    expect(formatJson({ b: 1, a: [] })).toBe('{\n  "b": 1,\n  "a": []\n}\n');
  });

  it("joins an object only where the file had it on one line", () => {
    const text =
      '[\n  { "label": "A", "link": "/" },\n  {\n    "label": "B",\n    "link": "/"\n  }\n]\n';
    expect(readLayout(text).inline).toEqual([]);
    expect(readLayout(text).order).toEqual({ "[]": ["label", "link"] });
    const joined = '[{ "label": "A", "link": "/" }]\n';
    expect(readLayout(joined).inline).toEqual(["[]"]);
  });
});
