/** @jest-environment node */
/**
 * The image catalog must list exactly the agreed image set (team image list), every file must be
 * present in data/images at the agreed pixel size, and regeneration must be byte-identical.
 * The expected set below is written out independently of scripts/images/catalog.ts on purpose.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CATALOG } from "../../scripts/images/catalog";
import { drawEntry } from "../../scripts/images/entry";

const IMAGES_DIR = path.join(__dirname, "../../data/images");

type Spec = [name: string, width: number, height: number];

/** `prefix-1.png` .. `prefix-n.png`, all the same size. */
const numbered = (prefix: string, n: number, w: number, h: number): Spec[] =>
  Array.from({ length: n }, (_, i): Spec => [`${prefix}-${i + 1}.png`, w, h]);

const EXPECTED: Spec[] = [
  ["ro-hero.png", 1600, 1100],
  ["ro-contact.png", 900, 1100],
  ["ro-credentials.png", 1000, 1000],
  ["ro-servicii-why.png", 1200, 900],
  ...[
    "finantari-pe-termen-scurt",
    "finantari-pe-termen-lung",
    "leasing",
    "factoring",
    "previziuni-financiare",
    "fonduri-europene",
    "credite-persoane-fizice",
  ].map((s): Spec => [`ro-service-${s}.png`, 1200, 800]),
  ["ro-about-mission.png", 900, 700],
  ["ro-about-story.png", 900, 700],
  ["ro-about-values.png", 900, 700],
  ...numbered("ro-extra", 4, 1200, 800),
  ["share-ro.png", 1200, 630],
  ["share-ro-services.png", 1200, 630],
  ["share-ro-legal.png", 1200, 630],
  ["share-en.png", 1200, 630],
  ["en-home-two-hero.png", 1200, 1200],
  ["en-home-three-hero.png", 1600, 1000],
  ["en-about-why.png", 1200, 900],
  ["en-workbook.png", 900, 900],
  ["en-wealth-detail.png", 1600, 900],
  ["en-wealth-video.png", 1200, 800],
  ...numbered("en-service", 8, 1200, 800),
  ...numbered("en-blog", 9, 1200, 800),
  ...numbered("en-case", 6, 1200, 800),
  ...numbered("en-insight", 8, 1200, 800),
  ["en-article-hero.png", 1600, 900],
  ...numbered("en-article-pair", 2, 900, 700),
  ["en-case-detail.png", 1600, 900],
  ...numbered("en-team", 8, 800, 1000),
  ...numbered("en-avatar", 9, 256, 256),
  ...numbered("en-sponsor", 6, 400, 160),
];

const sorted = (xs: string[]): string[] => [...xs].sort();

describe("image catalog", () => {
  it("lists exactly the agreed file names, once each", () => {
    const names = CATALOG.map((e) => e.file);
    expect(new Set(names).size).toBe(names.length);
    expect(sorted(names)).toEqual(sorted(EXPECTED.map(([n]) => n)));
  });

  it("declares the agreed pixel size for every file", () => {
    const byName = new Map(CATALOG.map((e) => [e.file, [e.width, e.height]]));
    for (const [name, w, h] of EXPECTED) expect([name, byName.get(name)]).toEqual([name, [w, h]]);
  });

  it("has data/images holding exactly the catalog's PNGs", () => {
    const pngs = readdirSync(IMAGES_DIR).filter((f) => f.endsWith(".png"));
    expect(sorted(pngs)).toEqual(sorted(CATALOG.map((e) => e.file)));
  });

  it("has every PNG at the catalog's pixel size", async () => {
    for (const e of CATALOG) {
      const meta = await sharp(path.join(IMAGES_DIR, e.file)).metadata();
      expect([e.file, meta.format, meta.width, meta.height]).toEqual([
        e.file,
        "png",
        e.width,
        e.height,
      ]);
    }
  });

  it("keeps the whole set small enough to ship", () => {
    const total = CATALOG.reduce(
      (sum, e) => sum + readFileSync(path.join(IMAGES_DIR, e.file)).length,
      0,
    );
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });

  it("regenerates byte-identical files (seeded, no clock)", async () => {
    for (const name of ["en-avatar-1.png", "en-sponsor-1.png", "ro-about-mission.png"]) {
      const entry = CATALOG.find((e) => e.file === name);
      if (!entry) throw new Error(`${name} missing from catalog`);
      const fresh = await drawEntry(entry);
      expect(fresh.equals(readFileSync(path.join(IMAGES_DIR, name)))).toBe(true);
    }
  });

  it("documents provenance and regeneration in LICENSES.md", () => {
    const file = path.join(IMAGES_DIR, "LICENSES.md");
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("scripts/images/generate.ts");
    expect(text).toMatch(/no third-party/i);
  });
});
