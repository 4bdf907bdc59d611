/**
 * Symbols for ideas, goals and talk (bulbs, magnifiers, flags, bubbles, trophies...). Split from
 * icons.ts to keep files short; same conventions: a centre and a size. The technology symbols live
 * in tech.ts and are exported from here too, where the scenes look for them.
 */
import { P, shade } from "../palette";
import { circle, line, path, poly, rect } from "../svg";
import { star, stroke } from "./icons";

export { chip, gear, network, rocket } from "./tech";

/** Light bulb: ideas, insights. */
export function bulb(cx: number, cy: number, r: number): string {
  let out = circle(cx, cy, r * 1.5, { fill: P.gold, fillOpacity: 0.18 });
  out += path(
    `M${cx - r * 0.45} ${cy + r * 0.75} Q${cx - r} ${cy + r * 0.3} ${cx - r} ${cy - r * 0.1} A${r} ${r} 0 1 1 ${cx + r} ${cy - r * 0.1} Q${cx + r} ${cy + r * 0.3} ${cx + r * 0.45} ${cy + r * 0.75} Z`,
    { fill: P.gold },
  );
  out += path(
    `M${cx - r * 0.25} ${cy + r * 0.7} L${cx - r * 0.2} ${cy + r * 0.05} L${cx + r * 0.2} ${cy + r * 0.05} L${cx + r * 0.25} ${cy + r * 0.7}`,
    stroke(P.white, r * 0.08),
  );
  out += rect(cx - r * 0.45, cy + r * 0.78, r * 0.9, r * 0.22, { rx: r * 0.08, fill: P.slate });
  out += rect(cx - r * 0.38, cy + r * 1.04, r * 0.76, r * 0.2, { rx: r * 0.08, fill: P.slate });
  return out;
}

/** Magnifying glass over something: analysis, review. */
export function magnifier(cx: number, cy: number, r: number, colour: string = P.navy): string {
  return (
    line(cx + r * 0.7, cy + r * 0.7, cx + r * 1.5, cy + r * 1.5, {
      stroke: colour,
      strokeWidth: r * 0.28,
    }) +
    circle(cx, cy, r, { fill: P.white, fillOpacity: 0.45, stroke: colour, strokeWidth: r * 0.18 })
  );
}

/** Flag on a pole: goals and milestones. */
export function flag(x: number, base: number, h: number, colour: string = P.gold): string {
  return (
    rect(x - h * 0.02, base - h, h * 0.04, h, { rx: h * 0.02, fill: P.slate }) +
    path(`M${x} ${base - h} L${x + h * 0.5} ${base - h * 0.86} L${x} ${base - h * 0.68} Z`, {
      fill: colour,
    })
  );
}

/** Speech bubble with text lines. */
export function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string = P.white,
  tailLeft = true,
): string {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8;
  return (
    rect(x, y, w, h, { rx: h * 0.3, fill }) +
    poly(
      [
        [tx - h * 0.15, y + h - 2],
        [tx + h * 0.15, y + h - 2],
        [tx + (tailLeft ? -h * 0.25 : h * 0.25), y + h * 1.35],
      ],
      { fill },
    ) +
    line(x + w * 0.16, y + h * 0.4, x + w * 0.84, y + h * 0.4, {
      stroke: "#DCE3EA",
      strokeWidth: h * 0.1,
    }) +
    line(x + w * 0.16, y + h * 0.64, x + w * 0.6, y + h * 0.64, {
      stroke: "#DCE3EA",
      strokeWidth: h * 0.1,
    })
  );
}

/** Trophy cup: results, success stories. */
export function trophy(cx: number, cy: number, s: number): string {
  return (
    path(
      `M${cx - s * 0.5} ${cy - s * 0.55} q${-s * 0.35} 0 ${-s * 0.3} ${s * 0.3} q${s * 0.05} ${s * 0.25} ${s * 0.38} ${s * 0.3} M${cx + s * 0.5} ${cy - s * 0.55} q${s * 0.35} 0 ${s * 0.3} ${s * 0.3} q${-s * 0.05} ${s * 0.25} ${-s * 0.38} ${s * 0.3}`,
      stroke(shade(P.gold, 0.15), s * 0.1),
    ) +
    path(
      `M${cx - s * 0.55} ${cy - s * 0.7} L${cx + s * 0.55} ${cy - s * 0.7} Q${cx + s * 0.5} ${cy + s * 0.15} ${cx} ${cy + s * 0.25} Q${cx - s * 0.5} ${cy + s * 0.15} ${cx - s * 0.55} ${cy - s * 0.7} Z`,
      { fill: P.gold },
    ) +
    rect(cx - s * 0.08, cy + s * 0.2, s * 0.16, s * 0.3, { fill: shade(P.gold, 0.2) }) +
    rect(cx - s * 0.35, cy + s * 0.48, s * 0.7, s * 0.2, { rx: s * 0.05, fill: P.deep }) +
    star(cx, cy - s * 0.3, s * 0.18, P.white)
  );
}

/** Jigsaw piece outline (square with knobs) for "solutions fit" scenes. */
export function puzzle(cx: number, cy: number, s: number, fill: string): string {
  const h = s / 2;
  const k = s * 0.16;
  return path(
    `M${cx - h} ${cy - h} L${cx - k} ${cy - h} a${k} ${k} 0 1 1 ${k * 2} 0 L${cx + h} ${cy - h} L${cx + h} ${cy - k} a${k} ${k} 0 1 1 0 ${k * 2} L${cx + h} ${cy + h} L${cx - h} ${cy + h} Z`,
    { fill },
  );
}

/** Percent sign from shapes (tax scenes). */
export function percent(cx: number, cy: number, s: number, colour: string): string {
  return (
    circle(cx - s * 0.28, cy - s * 0.28, s * 0.16, {
      fill: "none",
      stroke: colour,
      strokeWidth: s * 0.1,
    }) +
    circle(cx + s * 0.28, cy + s * 0.28, s * 0.16, {
      fill: "none",
      stroke: colour,
      strokeWidth: s * 0.1,
    }) +
    line(cx + s * 0.38, cy - s * 0.42, cx - s * 0.38, cy + s * 0.42, {
      stroke: colour,
      strokeWidth: s * 0.1,
    })
  );
}
