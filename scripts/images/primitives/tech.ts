/**
 * Symbols for technology and growth (gears, chips, networks, rockets), split from symbols.ts to keep
 * files short; same conventions: a centre and a size.
 */
import { P } from "../palette";
import { circle, g, line, path, rect, translate } from "../svg";

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
