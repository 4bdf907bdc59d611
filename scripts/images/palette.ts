/**
 * Brand palette shared with src/styles/tokens.css. Every image is drawn from these colours so the
 * illustrations sit on the site without clashing; the few extra tones (skin, hair) exist only
 * because people cannot be drawn believably in brand colours alone.
 */
export const P = {
  navy: "#0B2545",
  deep: "#13315C",
  blue: "#1F5FAD",
  teal: "#13A89E",
  mint: "#D8F3EE",
  gold: "#E0A526",
  sand: "#F6EFE3",
  ink: "#14202B",
  slate: "#5B6B7A",
  light: "#F4F7FA",
  white: "#FFFFFF",
} as const;

export type Colour = string;

/** Varied skin tones, light to deep, so generated people represent a mixed team. */
export const SKIN = ["#F6D5BE", "#EDC3A0", "#D9A27C", "#B97D57", "#8D5A3B", "#5E3B28"] as const;

/** Natural hair colours plus one grey for older people. */
export const HAIR = ["#1B1410", "#3B2519", "#6B4226", "#A8703A", "#D9B070", "#9AA0A6"] as const;

/** Clothing draws on the palette plus two muted neutrals so outfits are not all blue. */
export const CLOTHES = [
  P.navy,
  P.blue,
  P.teal,
  P.deep,
  P.gold,
  P.slate,
  "#7A4E7E",
  "#C45B4A",
] as const;

/** Linear blend of two #rrggbb colours; used for tints and shades instead of new hues. */
export function mix(a: Colour, b: Colour, t: number): Colour {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Lighter version of a colour (toward white). */
export const tint = (c: Colour, t: number): Colour => mix(c, P.white, t);
/** Darker version of a colour (toward ink). */
export const shade = (c: Colour, t: number): Colour => mix(c, P.ink, t);

function parse(c: Colour): number[] {
  const hex = c.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
