import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cssContentText, glyphsOf } from "../../gatsby/fonts";

describe("the characters the web fonts are subset to", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "glyphs-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are every character of every string in the data files, at any depth, plus the base set", () => {
    fs.mkdirSync(path.join(dir, "nested"));
    fs.writeFileSync(path.join(dir, "a.json"), JSON.stringify({ title: "Ωmega", list: ["ŝ"] }));
    fs.writeFileSync(path.join(dir, "nested", "b.json"), JSON.stringify([{ deep: { x: "ŉ" } }]));
    const glyphs = glyphsOf(dir);
    for (const char of "ΩŝŉmegaAZ09.,ăâîșțĂÂÎȘȚ€\u00a0") expect(glyphs).toContain(char);
    expect(new Set(glyphs).size).toBe([...glyphs].length);
  });

  it("leave out line breaks and the cedilla letters nobody wrote", () => {
    fs.writeFileSync(path.join(dir, "a.json"), JSON.stringify({ text: "a\nb\tc" }));
    const glyphs = glyphsOf(dir);
    expect(glyphs).not.toMatch(/[\n\t]/);
    expect(glyphs).not.toMatch(/[şţŞŢ]/);
  });

  it("cover the real copy of data/", () => {
    const glyphs = glyphsOf(path.join(__dirname, "../../data"));
    expect(glyphs).toContain("ș");
    expect(glyphs).toContain("Ț");
    expect([...glyphs].length).toBeLessThan(200);
  });
});

describe("text drawn by stylesheets", () => {
  it("is read from content values, with CSS escapes decoded", () => {
    expect(cssContentText(".a::before { content: \"›\"; } .b::after{content:'\\2014'}")).toBe("›—");
    expect(cssContentText('.c::before { content: ""; } .d { justify-content: center; }')).toBe("");
  });

  it("is covered by the fonts: the breadcrumb separator of the banner", () => {
    const root = path.join(__dirname, "../..");
    expect(glyphsOf(path.join(root, "data"), path.join(root, "src"))).toContain("›");
  });
});
