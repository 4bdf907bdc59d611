/**
 * Charts: the visual shorthand for "finance" across the set. Bars, lines and donuts are drawn from
 * value arrays so scenes can describe growth, forecasts or declines with numbers, not coordinates.
 */
import { P, tint } from "../palette";
import { circle, line, path, polyline, rect, smooth } from "../svg";
import { card } from "./backgrounds";

/** Vertical bars in a box; values 0..1. The last `forecast` bars are drawn hatched-light. */
export function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  colour: string = P.blue,
  forecast = 0,
): string {
  const gap = w / values.length;
  let out = "";
  values.forEach((v, i) => {
    const bh = Math.max(4, v * h);
    const isF = i >= values.length - forecast;
    out += rect(x + i * gap + gap * 0.18, y + h - bh, gap * 0.64, bh, {
      rx: Math.min(8, gap * 0.15),
      fill: isF ? tint(colour, 0.6) : colour,
      stroke: isF ? colour : undefined,
      strokeWidth: isF ? 2 : undefined,
      strokeDasharray: isF ? "6 5" : undefined,
    });
  });
  return out;
}

/** Points for a line chart in a box from values 0..1. */
export function pts(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
): [number, number][] {
  return values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h]);
}

/** Smooth trend line with an optional soft area fill underneath. */
export function trend(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  colour: string,
  width = 6,
  area?: string,
  dashed = false,
): string {
  const p = pts(x, y, w, h, values);
  const d = smooth(p);
  let out = "";
  if (area) out += path(`${d} L${x + w} ${y + h} L${x} ${y + h} Z`, { fill: area });
  out += path(d, {
    stroke: colour,
    strokeWidth: width,
    fill: "none",
    strokeLinecap: "round",
    strokeDasharray: dashed ? `${width * 2.4} ${width * 1.8}` : undefined,
  });
  const [lx, ly] = p[p.length - 1];
  out += circle(lx, ly, width * 1.6, { fill: P.white, stroke: colour, strokeWidth: width * 0.8 });
  return out;
}

/** Donut chart from fractions summing to 1. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  parts: number[],
  colours: string[],
  thickness = 0.32,
): string {
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let out = circle(cx, cy, r, { fill: "none", stroke: P.light, strokeWidth: r * thickness });
  parts.forEach((p, i) => {
    out += circle(cx, cy, r, {
      fill: "none",
      stroke: colours[i % colours.length],
      strokeWidth: r * thickness,
      strokeDasharray: `${(p * circ).toFixed(2)} ${circ.toFixed(2)}`,
      strokeDashoffset: (-acc * circ).toFixed(2),
      transform: `rotate(-90 ${cx} ${cy})`,
    });
    acc += p;
  });
  return out;
}

/** Horizontal grey lines standing in for text in cards and documents. */
export function textLines(
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  colour: string = "#DCE3EA",
  thick = 8,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const lw = i === count - 1 ? w * 0.6 : w * (0.8 + ((i * 37) % 20) / 100);
    out += line(x, y + i * gap, x + Math.min(w, lw), y + i * gap, {
      stroke: colour,
      strokeWidth: thick,
    });
  }
  return out;
}

/** A white dashboard card containing a small chart of the given kind. */
export function chartCard(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: "bars" | "line" | "donut",
  values: number[],
  colour: string = P.blue,
): string {
  let out = card(x, y, w, h, P.white, 18);
  out += rect(x + w * 0.08, y + h * 0.1, w * 0.3, h * 0.06, { rx: h * 0.03, fill: "#DCE3EA" });
  const ix = x + w * 0.08;
  const iy = y + h * 0.25;
  const iw = w * 0.84;
  const ih = h * 0.65;
  if (kind === "bars") out += bars(ix, iy, iw, ih, values, colour);
  if (kind === "line")
    out += trend(ix, iy, iw, ih, values, colour, Math.max(3, w / 90), tint(colour, 0.85));
  if (kind === "donut")
    out += donut(x + w / 2, iy + ih / 2, Math.min(iw, ih) * 0.38, values, [
      colour,
      P.gold,
      P.teal,
      P.slate,
    ]);
  return out;
}

/** Axis-less grid lines behind big charts. */
export function gridLines(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  colour: string = "#DCE3EA",
): string {
  let out = "";
  for (let i = 0; i <= rows; i++)
    out += line(x, y + (h * i) / rows, x + w, y + (h * i) / rows, {
      stroke: colour,
      strokeWidth: 2,
    });
  return out;
}

export { polyline };
