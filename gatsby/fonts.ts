// Web fonts subset at build time to the characters the site's copy uses, so each file stays small: one
// Inter variable file (weights 400–700) and one Manrope Bold file, written before webpack runs.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Reporter } from "gatsby";

export interface FontFace {
  /** Output file name in the fonts directory (imported by src/styles/fonts.css and gatsby-ssr). */
  file: string;
  /** Source font, resolved from node_modules. */
  source: string;
  /** Axes to pin or narrow on a variable source. */
  variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
}

type SubsetFont = typeof import("subset-font").default;

export const FONT_FACES: FontFace[] = [
  {
    file: "inter-var.woff2",
    source: "inter-ui/variable/InterVariable.woff2",
    // Only the weights the CSS uses (400 body, 600–700 emphasis); optical size pinned to text size.
    variationAxes: { wght: { min: 400, max: 700, default: 400 }, opsz: 14 },
  },
  { file: "manrope-700.woff2", source: "@expo-google-fonts/manrope/700Bold/Manrope_700Bold.ttf" },
];

/**
 * The OpenType features kept: kerning, the composition and placement of marks (ă, ș, ț), the
 * Romanian local forms and the tabular figures of the counters and the simulator. subset-font keeps
 * every feature by default, and with them every alternate glyph they reach (Inter's contextual and
 * stylistic alternates, fractions, superiors…): 46.5 KB for the two files, 23.8 KB with this list.
 * Ligatures and contextual alternates are left out: the copy reads the same without them.
 */
export const LAYOUT_FEATURES = ["kern", "ccmp", "locl", "mark", "mkmk", "tnum"];

export const FONTS_DIR = path.join("src", "styles", "fonts");
const STAMP = "glyphs.json";

/**
 * Characters the code itself may render without their being in data/: printable ASCII (numbers,
 * currency and punctuation formatted at run time), the Romanian letters, and the spaces and marks
 * that ro-RO and en-US number and date formatting produce.
 */
const BASE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  "ăâîșțĂÂÎȘȚ" +
  "\u00a0\u202f\u2009–—‘’“”„…•·×©®€";

/** Every string value in the JSON files of a directory tree. */
function* jsonStrings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* jsonStrings(item);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* jsonStrings(item);
}

function filesEndingIn(dir: string, ending: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const CSS_CONTENT = /content:\s*(["'])((?:\\.|(?!\1).)*)\1/g;

/** Text that stylesheets draw themselves (`content: "›"`), CSS escapes decoded. */
export function cssContentText(css: string): string {
  let text = "";
  for (const [, , value] of css.matchAll(CSS_CONTENT))
    text += value.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_m, hex: string, char: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
    );
  return text;
}

/**
 * The sorted set of characters the fonts must cover: the copy in data/, the text the stylesheets
 * of `cssDir` draw, and the base set.
 */
export function glyphsOf(dataDir: string, cssDir?: string): string {
  const chars = new Set(BASE_CHARACTERS);
  for (const file of cssDir ? filesEndingIn(cssDir, ".css") : [])
    for (const char of cssContentText(fs.readFileSync(file, "utf8"))) chars.add(char);
  for (const file of filesEndingIn(dataDir, ".json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      continue; // the JSON transformer reports a malformed file with its path
    }
    for (const text of jsonStrings(parsed)) for (const char of text) chars.add(char);
  }
  // Line breaks and other controls are never drawn.
  return [...chars]
    .filter((c) => c.codePointAt(0)! >= 0x20)
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join("");
}

/**
 * Resolves packages from the project root. Parcel, which compiles gatsby-node, supports neither
 * `require.resolve` nor a default import of subset-font's CommonJS function.
 */
const projectRequire = (root: string) => createRequire(path.join(root, "package.json"));

function stampOf(glyphs: string, resolve: (id: string) => string): string {
  const sources = FONT_FACES.map((face) => ({ ...face, source: resolve(face.source) }));
  return crypto
    .createHash("sha256")
    .update(
      JSON.stringify({
        glyphs,
        sources: FONT_FACES,
        features: LAYOUT_FEATURES,
        sizes: sources.map(sizeOf),
      }),
    )
    .digest("hex");
}

const sizeOf = ({ source }: { source: string }) => fs.statSync(source).size;

/**
 * Writes the subset fonts into `src/styles/fonts/` unless the files there were made from the same
 * characters and sources. Returns what it did, for the build log.
 */
export async function writeSubsetFonts(
  root: string,
): Promise<{ written: boolean; glyphs: number; bytes: Record<string, number> }> {
  const dir = path.join(root, FONTS_DIR);
  const glyphs = glyphsOf(path.join(root, "data"), path.join(root, "src"));
  const require = projectRequire(root);
  const stamp = stampOf(glyphs, require.resolve);
  const stampFile = path.join(dir, STAMP);
  const bytes = () =>
    Object.fromEntries(
      FONT_FACES.map((f) => [f.file, fs.statSync(path.join(dir, f.file)).size] as const),
    );
  const current =
    fs.existsSync(stampFile) &&
    (JSON.parse(fs.readFileSync(stampFile, "utf8")) as { stamp?: string }).stamp === stamp &&
    FONT_FACES.every((f) => fs.existsSync(path.join(dir, f.file)));
  if (current) return { written: false, glyphs: [...glyphs].length, bytes: bytes() };

  fs.mkdirSync(dir, { recursive: true });
  const subsetFont = require("subset-font") as SubsetFont;
  for (const face of FONT_FACES) {
    const source = fs.readFileSync(require.resolve(face.source));
    const subset = await subsetFont(source, glyphs, {
      targetFormat: "woff2",
      keepFeatures: LAYOUT_FEATURES,
      ...(face.variationAxes ? { variationAxes: face.variationAxes } : {}),
    });
    fs.writeFileSync(path.join(dir, face.file), subset);
  }
  fs.writeFileSync(stampFile, `${JSON.stringify({ stamp, glyphs }, null, 2)}\n`);
  return { written: true, glyphs: [...glyphs].length, bytes: bytes() };
}

/** Before the build: the subset fonts, written or found current. */
export const subsetFontsStep = async ({ reporter }: { reporter: Reporter }) => {
  const result = await writeSubsetFonts(process.cwd());
  const sizes = Object.entries(result.bytes)
    .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`)
    .join(", ");
  reporter.info(
    `fonts: ${result.written ? "subset" : "unchanged"}, ${result.glyphs} characters (${sizes})`,
  );
};
