/**
 * Large symbolic objects (targets, shields, stars, sprouts, keys, arrows) used as the hero of
 * abstract scenes. Each takes a centre and a size so scenes can compose them freely.
 */
import { P, shade, tint } from "../palette";
import { circle, g, line, path, poly, rect, translate } from "../svg";

/** An outline of colour `c` and width `w`, with round ends and joins, not filled. */
export const stroke = (c: string, w: number) => ({
  stroke: c,
  strokeWidth: w,
  fill: "none",
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/** Concentric target with an arrow stuck in the bullseye. */
export function target(cx: number, cy: number, r: number): string {
  const rings = [P.blue, P.white, P.teal, P.white, P.gold];
  let out = circle(cx, cy + r * 0.06, r, { fill: P.navy, fillOpacity: 0.12 });
  rings.forEach((c, i) => (out += circle(cx, cy, r * (1 - i * 0.19), { fill: c })));
  const ax = cx + r * 0.95;
  const ay = cy - r * 0.95;
  out += line(cx, cy, ax, ay, { stroke: P.navy, strokeWidth: r * 0.05 });
  out += poly(
    [
      [ax, ay],
      [ax + r * 0.22, ay - r * 0.04],
      [ax + r * 0.1, ay + r * 0.06],
    ],
    { fill: P.gold },
  );
  out += poly(
    [
      [ax, ay],
      [ax + r * 0.04, ay - r * 0.22],
      [ax - r * 0.06, ay - r * 0.1],
    ],
    { fill: P.gold },
  );
  return out;
}

/** Check mark stroke centred at (cx, cy). */
export function check(cx: number, cy: number, s: number, colour: string = P.white): string {
  return path(
    `M${cx - s * 0.4} ${cy} L${cx - s * 0.1} ${cy + s * 0.3} L${cx + s * 0.45} ${cy - s * 0.3}`,
    stroke(colour, s * 0.16),
  );
}

/** Protective shield with a check: trust, compliance, risk control. */
export function shield(cx: number, cy: number, s: number, colour: string = P.teal): string {
  const d = (k: number) =>
    `M${cx} ${cy - s * k} L${cx + s * 0.8 * k} ${cy - s * 0.7 * k} L${cx + s * 0.78 * k} ${cy + s * 0.1 * k} Q${cx + s * 0.6 * k} ${cy + s * 0.75 * k} ${cx} ${cy + s * k} Q${cx - s * 0.6 * k} ${cy + s * 0.75 * k} ${cx - s * 0.78 * k} ${cy + s * 0.1 * k} L${cx - s * 0.8 * k} ${cy - s * 0.7 * k} Z`;
  return (
    path(d(1), { fill: colour }) +
    path(d(0.82), { fill: tint(colour, 0.2) }) +
    path(`M${cx} ${cy - s * 0.82} L${cx} ${cy + s * 0.82}`, {
      stroke: shade(colour, 0.1),
      strokeWidth: 0,
      fill: "none",
    }) +
    check(cx, cy, s * 0.7)
  );
}

/** Five-point star. */
export function star(cx: number, cy: number, r: number, fill: string = P.gold): string {
  const p: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    p.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(p, { fill, strokeLinejoin: "round" });
}

/** Ring of twelve stars (the European symbol, here used generically for EU funding). */
export function starRing(cx: number, cy: number, r: number, fill: string = P.gold): string {
  let out = "";
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i;
    out += star(cx + Math.sin(a) * r, cy - Math.cos(a) * r, r * 0.12, fill);
  }
  return out;
}

/** Sprout growing from soil; `size` is the plant height. */
export function sprout(cx: number, base: number, size: number): string {
  const leaf = (ang: number, len: number, col: string, y: number) =>
    g(
      path(`M0 0 Q${len * 0.5} ${-len * 0.42} ${len} 0 Q${len * 0.5} ${len * 0.3} 0 0 Z`, {
        fill: col,
      }),
      { transform: `${translate(cx, base - y)} rotate(${ang})` },
    );
  return (
    path(
      `M${cx} ${base} Q${cx - size * 0.06} ${base - size * 0.5} ${cx} ${base - size}`,
      stroke(shade(P.teal, 0.2), size * 0.05),
    ) +
    leaf(-30, size * 0.42, P.teal, size * 0.55) +
    leaf(-150, size * 0.38, tint(P.teal, 0.2), size * 0.38) +
    leaf(-70, size * 0.3, shade(P.teal, 0.1), size * 0.95) +
    path(`M${cx - size * 0.5} ${base} Q${cx} ${base - size * 0.16} ${cx + size * 0.5} ${base} Z`, {
      fill: shade(P.gold, 0.45),
    })
  );
}

/** Key with round bow. */
export function key(
  cx: number,
  cy: number,
  s: number,
  colour: string = P.gold,
  angle = -30,
): string {
  const body =
    circle(0, 0, s * 0.3, { fill: colour }) +
    circle(0, 0, s * 0.12, { fill: P.white }) +
    rect(s * 0.25, -s * 0.06, s * 0.75, s * 0.12, { rx: s * 0.04, fill: colour }) +
    rect(s * 0.72, s * 0.04, s * 0.08, s * 0.16, { fill: colour }) +
    rect(s * 0.88, s * 0.04, s * 0.08, s * 0.2, { fill: colour });
  return g(body, { transform: `${translate(cx, cy)} rotate(${angle})` });
}

/** Thick arrow from (x1,y1) to (x2,y2), for flows and growth. */
export function arrow(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string,
  w: number,
): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const hx = x2 - Math.cos(a) * w * 1.6;
  const hy = y2 - Math.sin(a) * w * 1.6;
  const px = -Math.sin(a) * w * 1.3;
  const py = Math.cos(a) * w * 1.3;
  return (
    line(x1, y1, hx, hy, { stroke: colour, strokeWidth: w }) +
    poly(
      [
        [x2, y2],
        [hx + px, hy + py],
        [hx - px, hy - py],
      ],
      { fill: colour, stroke: colour, strokeWidth: w * 0.3, strokeLinejoin: "round" },
    )
  );
}
