/**
 * Symbols for ideas, teamwork and technology (gears, bulbs, chips, networks, rockets...). Split from
 * icons.ts to keep files short; same conventions: a centre and a size.
 */
import { P, shade } from "../palette";
import { circle, g, line, path, poly, rect, translate } from "../svg";
import { star } from "./icons";

const stroke = (c: string, w: number) => ({
  stroke: c,
  strokeWidth: w,
  fill: "none",
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/** Cog wheel. */
export function gear(
  cx: number,
  cy: number,
  r: number,
  colour: string = P.blue,
  teeth = 8,
): string {
  let out = "";
  for (let i = 0; i < teeth; i++) {
    out += rect(cx - r * 0.16, cy - r * 1.16, r * 0.32, r * 0.4, {
      rx: r * 0.06,
      fill: colour,
      transform: `rotate(${(360 / teeth) * i} ${cx} ${cy})`,
    });
  }
  return out + circle(cx, cy, r, { fill: colour }) + circle(cx, cy, r * 0.42, { fill: P.white });
}

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

/** Microchip: AI and automation. */
export function chip(cx: number, cy: number, s: number, colour: string = P.deep): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const o = -s * 0.4 + i * s * 0.2;
    out += line(cx + o, cy - s * 0.75, cx + o, cy + s * 0.75, {
      stroke: P.slate,
      strokeWidth: s * 0.06,
    });
    out += line(cx - s * 0.75, cy + o, cx + s * 0.75, cy + o, {
      stroke: P.slate,
      strokeWidth: s * 0.06,
    });
  }
  out += rect(cx - s * 0.55, cy - s * 0.55, s * 1.1, s * 1.1, { rx: s * 0.14, fill: colour });
  out += rect(cx - s * 0.32, cy - s * 0.32, s * 0.64, s * 0.64, { rx: s * 0.08, fill: P.teal });
  out += circle(cx, cy, s * 0.12, { fill: P.mint });
  return out;
}

/** Layered neural network of nodes and links; layer sizes given. */
export function network(
  x: number,
  y: number,
  w: number,
  h: number,
  layers: number[],
  node: string = P.teal,
  link: string = P.mint,
  r = 14,
): string {
  const pos = layers.map((count, li) =>
    Array.from({ length: count }, (_, i): [number, number] => [
      x + (w * li) / (layers.length - 1),
      y + (h * (i + 0.5)) / count,
    ]),
  );
  let out = "";
  for (let li = 0; li < pos.length - 1; li++)
    for (const a of pos[li])
      for (const b of pos[li + 1])
        out += line(a[0], a[1], b[0], b[1], { stroke: link, strokeWidth: 2, strokeOpacity: 0.5 });
  pos.forEach((layer, li) =>
    layer.forEach(
      ([px, py], i) =>
        (out += circle(px, py, r, {
          fill: (li + i) % 3 === 0 ? P.gold : node,
          stroke: P.white,
          strokeWidth: r * 0.25,
        })),
    ),
  );
  return out;
}

/** Rocket taking off: launches and growth. */
export function rocket(cx: number, cy: number, s: number, angle = 35): string {
  const body =
    path(
      `M${-s * 0.18} ${s * 0.45} Q${-s * 0.35} ${s * 0.9} 0 ${s * 1.1} Q${s * 0.35} ${s * 0.9} ${s * 0.18} ${s * 0.45} Z`,
      { fill: P.gold },
    ) +
    path(
      `M${-s * 0.3} ${s * 0.2} L${-s * 0.55} ${s * 0.6} L${-s * 0.2} ${s * 0.5} Z M${s * 0.3} ${s * 0.2} L${s * 0.55} ${s * 0.6} L${s * 0.2} ${s * 0.5} Z`,
      { fill: P.teal },
    ) +
    path(
      `M0 ${-s} Q${s * 0.45} ${-s * 0.5} ${s * 0.3} ${s * 0.5} L${-s * 0.3} ${s * 0.5} Q${-s * 0.45} ${-s * 0.5} 0 ${-s} Z`,
      { fill: P.white },
    ) +
    path(
      `M0 ${-s} Q${s * 0.3} ${-s * 0.72} ${s * 0.38} ${-s * 0.45} L${-s * 0.38} ${-s * 0.45} Q${-s * 0.3} ${-s * 0.72} 0 ${-s} Z`,
      { fill: P.blue },
    ) +
    circle(0, -s * 0.1, s * 0.16, { fill: P.blue, stroke: P.light, strokeWidth: s * 0.05 });
  return g(body, { transform: `${translate(cx, cy)} rotate(${angle})` });
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
