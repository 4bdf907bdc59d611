/**
 * Office furniture and devices that set the scene around people: desks, laptops, phones,
 * notebooks, calendars, clocks, mugs and plants.
 */
import { P, shade, tint } from "../palette";
import { circle, ellipse, g, line, path, rect, translate } from "../svg";
import { card } from "./backgrounds";
import { textLines } from "./chart";

/** Desk seen from the front with a modesty panel, so people drawn behind it end cleanly. */
export function desk(x: number, y: number, w: number, h: number, colour: string = P.sand): string {
  return (
    rect(x + w * 0.04, y + h * 0.1, w * 0.92, h * 0.9, { fill: shade(colour, 0.08) }) +
    rect(x + w * 0.04, y + h * 0.1, w * 0.92, h * 0.08, { fill: shade(colour, 0.16) }) +
    rect(x + w * 0.08, y + h * 0.32, w * 0.84, h * 0.03, {
      rx: h * 0.015,
      fill: shade(colour, 0.12),
    }) +
    rect(x, y, w, h * 0.12, { rx: h * 0.05, fill: tint(colour, 0.3) })
  );
}

/** Open laptop seen from behind-ish: screen content is passed in already positioned at (0,0,w,h*0.62). */
export function laptop(
  x: number,
  y: number,
  w: number,
  screen = "",
  colour: string = P.slate,
): string {
  const sh = w * 0.62;
  return (
    rect(x, y, w, sh, { rx: w * 0.04, fill: shade(colour, 0.3) }) +
    rect(x + w * 0.04, y + w * 0.04, w * 0.92, sh - w * 0.08, { rx: w * 0.02, fill: P.white }) +
    g(screen, { transform: translate(x + w * 0.04, y + w * 0.04) }) +
    path(
      `M${x - w * 0.08} ${y + sh} L${x + w * 1.08} ${y + sh} L${x + w} ${y + sh + w * 0.05} L${x} ${y + sh + w * 0.05} Z`,
      { fill: tint(colour, 0.3) },
    )
  );
}

/** Smartphone upright. */
export function phone(x: number, y: number, w: number, colour: string = P.ink): string {
  const h = w * 2;
  return (
    rect(x, y, w, h, { rx: w * 0.16, fill: colour }) +
    rect(x + w * 0.08, y + w * 0.16, w * 0.84, h - w * 0.32, { rx: w * 0.08, fill: P.mint }) +
    circle(x + w / 2, y + h * 0.32, w * 0.18, { fill: P.teal }) +
    textLines(x + w * 0.22, y + h * 0.52, w * 0.56, 3, h * 0.08, P.white, w * 0.06)
  );
}

/** Spiral notebook with pen. */
export function notebook(x: number, y: number, w: number, colour: string = P.teal): string {
  const h = w * 1.25;
  let out = card(x, y, w, h, colour, w * 0.06);
  out += rect(x + w * 0.12, y + w * 0.06, w * 0.82, h - w * 0.12, { rx: w * 0.03, fill: P.white });
  out += textLines(
    x + w * 0.22,
    y + h * 0.2,
    w * 0.6,
    5,
    h * 0.13,
    "#DCE3EA",
    Math.max(3, w * 0.03),
  );
  for (let i = 0; i < 7; i++)
    out += circle(x + w * 0.12, y + h * (0.12 + i * 0.12), w * 0.035, { fill: P.slate });
  out += g(
    rect(-w * 0.03, -h * 0.45, w * 0.06, h * 0.9, { rx: w * 0.03, fill: P.gold }) +
      path(`M${-w * 0.03} ${h * 0.45} L0 ${h * 0.55} L${w * 0.03} ${h * 0.45} Z`, { fill: P.ink }),
    {
      transform: `${translate(x + w * 1.05, y + h * 0.5)} rotate(18)`,
    },
  );
  return out;
}

/** Wall/desk calendar with a highlighted day. */
export function calendar(
  x: number,
  y: number,
  w: number,
  accent: string = P.teal,
  marked = 9,
): string {
  const h = w * 0.95;
  let out = card(x, y, w, h, P.white, w * 0.08);
  out += path(
    `M${x} ${y + w * 0.08} Q${x} ${y} ${x + w * 0.08} ${y} L${x + w * 0.92} ${y} Q${x + w} ${y} ${x + w} ${y + w * 0.08} L${x + w} ${y + h * 0.24} L${x} ${y + h * 0.24} Z`,
    { fill: accent },
  );
  out += rect(x + w * 0.24, y - w * 0.06, w * 0.06, w * 0.14, { rx: w * 0.03, fill: P.slate });
  out += rect(x + w * 0.7, y - w * 0.06, w * 0.06, w * 0.14, { rx: w * 0.03, fill: P.slate });
  const cell = (w * 0.84) / 5;
  for (let i = 0; i < 15; i++) {
    const cx = x + w * 0.08 + (i % 5) * cell + cell / 2;
    const cy = y + h * 0.36 + Math.floor(i / 5) * cell * 0.95 + cell / 2;
    out +=
      i === marked
        ? circle(cx, cy, cell * 0.38, { fill: P.gold })
        : circle(cx, cy, cell * 0.14, { fill: "#DCE3EA" });
  }
  return out;
}

/** Clock face with hands at the given hour and minute. */
export function clock(
  cx: number,
  cy: number,
  r: number,
  hour = 10,
  minute = 10,
  colour: string = P.navy,
): string {
  let out = circle(cx, cy + r * 0.06, r, { fill: P.navy, fillOpacity: 0.12 });
  out += circle(cx, cy, r, { fill: colour });
  out += circle(cx, cy, r * 0.84, { fill: P.white });
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out += line(
      cx + Math.sin(a) * r * 0.68,
      cy - Math.cos(a) * r * 0.68,
      cx + Math.sin(a) * r * 0.76,
      cy - Math.cos(a) * r * 0.76,
      { stroke: P.slate, strokeWidth: r * 0.04 },
    );
  }
  const ha = ((hour % 12) + minute / 60) * (Math.PI / 6);
  const ma = (minute / 60) * Math.PI * 2;
  out += line(cx, cy, cx + Math.sin(ha) * r * 0.42, cy - Math.cos(ha) * r * 0.42, {
    stroke: P.ink,
    strokeWidth: r * 0.07,
  });
  out += line(cx, cy, cx + Math.sin(ma) * r * 0.62, cy - Math.cos(ma) * r * 0.62, {
    stroke: P.teal,
    strokeWidth: r * 0.05,
  });
  out += circle(cx, cy, r * 0.06, { fill: P.gold });
  return out;
}

/** Coffee mug. */
export function mug(x: number, base: number, w: number, colour: string = P.white): string {
  return (
    path(
      `M${x + w * 0.9} ${base - w * 0.85} q${w * 0.35} 0 ${w * 0.3} ${w * 0.3} q-${w * 0.05} ${w * 0.28} -${w * 0.3} ${w * 0.25}`,
      { stroke: shade(colour, 0.15), strokeWidth: w * 0.1, fill: "none" },
    ) +
    rect(x, base - w, w, w, { rx: w * 0.18, fill: colour }) +
    ellipse(x + w / 2, base - w, w / 2, w * 0.1, { fill: shade(P.gold, 0.5) })
  );
}

/** Potted plant, a soft organic accent in rigid office scenes. */
export function pottedPlant(x: number, base: number, s: number, pot: string = P.gold): string {
  const leaf = (ang: number, len: number, col: string): string =>
    g(
      path(`M0 0 Q${len * 0.35} ${-len * 0.5} 0 ${-len} Q${-len * 0.35} ${-len * 0.5} 0 0 Z`, {
        fill: col,
      }),
      {
        transform: `${translate(x, base - s * 0.55)} rotate(${ang})`,
      },
    );
  return (
    leaf(-38, s * 0.9, P.teal) +
    leaf(0, s * 1.1, shade(P.teal, 0.15)) +
    leaf(36, s * 0.85, tint(P.teal, 0.2)) +
    path(
      `M${x - s * 0.32} ${base - s * 0.6} L${x + s * 0.32} ${base - s * 0.6} L${x + s * 0.24} ${base} L${x - s * 0.24} ${base} Z`,
      { fill: pot },
    )
  );
}
