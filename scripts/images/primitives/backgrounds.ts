/**
 * Backgrounds give every image the same art direction: a soft two-tone gradient, a faint dot grid
 * and a few large blurred-looking blobs, so very different subjects still read as one set.
 */
import { P, tint } from "../palette";
import { Canvas, circle, ellipse, rect } from "../svg";

export type Theme = "cool" | "warm" | "mint" | "deep";

const THEMES: Record<Theme, { from: string; to: string; dot: string; blobs: string[] }> = {
  cool: { from: P.light, to: tint(P.blue, 0.82), dot: P.blue, blobs: [P.teal, P.blue, P.white] },
  warm: { from: P.sand, to: tint(P.gold, 0.78), dot: P.deep, blobs: [P.gold, P.white, P.gold] },
  mint: { from: P.mint, to: P.light, dot: P.teal, blobs: [P.teal, P.white, P.blue] },
  deep: { from: P.navy, to: P.deep, dot: P.white, blobs: [P.teal, P.blue, P.blue] },
};

/** Full-bleed background. Blob positions come from the canvas rng so each image differs a bit. */
export function backdrop(c: Canvas, theme: Theme = "cool"): string {
  const t = THEMES[theme];
  const { w, h, rng } = c;
  const dark = theme === "deep";
  let out = rect(0, 0, w, h, { fill: c.linear(t.from, t.to, 60) });
  const corners: [number, number][] = [
    [0.12, 0.15],
    [0.9, 0.2],
    [0.85, 0.92],
    [0.08, 0.88],
  ];
  const size = Math.max(w, h);
  for (let i = 0; i < 3; i++) {
    const [fx, fy] = corners[(i + rng.int(0, 3)) % 4];
    const r = size * rng.range(0.22, 0.34);
    out += circle(w * fx, h * fy, r, { fill: c.radial(t.blobs[i], dark ? 0.35 : 0.22) });
  }
  out += rect(0, 0, w, h, {
    fill: c.dots(t.dot, Math.round(size / 36), Math.max(1.6, size / 600), dark ? 0.14 : 0.12),
  });
  return out + BG_END;
}

/** Marker at the end of the backdrop so decorations can be slipped behind the foreground. */
const BG_END = "<!--bg-->";

/** Insert `deco` right after the backdrop of a finished scene (sparkles never cover objects). */
export function behind(scene: string, deco: string): string {
  return scene.includes(BG_END) ? scene.replace(BG_END, deco) : deco + scene;
}

/** Soft oval "floor" that grounds objects so they do not float. */
export function floor(
  cx: number,
  y: number,
  rx: number,
  colour: string = P.navy,
  o = 0.08,
): string {
  return ellipse(cx, y, rx, rx * 0.09, { fill: colour, fillOpacity: o });
}

/** Rounded card with a flat offset shadow: the basic container of dashboards, documents, screens. */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string = P.white,
  rx = Math.min(w, h) * 0.08,
  shadow = true,
): string {
  const s = shadow
    ? rect(x, y + Math.max(6, h * 0.035), w, h, { rx, fill: P.navy, fillOpacity: 0.1 })
    : "";
  return s + rect(x, y, w, h, { rx, fill });
}

/** Decorative sparkles and rings scattered around the subject (seeded). */
export function confetti(
  c: Canvas,
  count: number,
  colours: string[] = [P.gold, P.teal, P.blue],
  xFrom = 0.04,
): string {
  const { w, h, rng } = c;
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(xFrom, 0.96) * w;
    const y = rng.range(0.05, 0.5) * h;
    const col = rng.pick(colours);
    const s = Math.max(w, h) * rng.range(0.006, 0.012);
    out += rng.chance(0.5)
      ? circle(x, y, s, { fill: "none", stroke: col, strokeWidth: s * 0.5, strokeOpacity: 0.6 })
      : rect(x - s, y - s, s * 2, s * 2, {
          rx: s * 0.4,
          fill: col,
          fillOpacity: 0.55,
          transform: `rotate(45 ${x.toFixed(1)} ${y.toFixed(1)})`,
        });
  }
  return out;
}
