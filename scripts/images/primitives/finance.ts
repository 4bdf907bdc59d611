/**
 * Money objects: coins, stacks, cards, calculators, documents and the euro sign. Symbols are drawn
 * as shapes (not font glyphs) so they render the same wherever sharp runs.
 */
import { P, shade, tint } from "../palette";
import { circle, g, line, path, rect, translate } from "../svg";
import { card } from "./backgrounds";
import { textLines } from "./chart";

/** Euro sign centred at (cx, cy) with height s, drawn as arc + bars. */
export function euro(cx: number, cy: number, s: number, colour: string): string {
  const r = s * 0.42;
  const sw = s * 0.12;
  const a = (deg: number): [number, number] => [
    cx + s * 0.08 + r * Math.cos((deg * Math.PI) / 180),
    cy + r * Math.sin((deg * Math.PI) / 180),
  ];
  const [x1, y1] = a(-50);
  const [x2, y2] = a(50);
  let out = path(`M${x1} ${y1} A${r} ${r} 0 1 0 ${x2} ${y2}`, {
    stroke: colour,
    strokeWidth: sw,
    fill: "none",
    strokeLinecap: "round",
  });
  out += line(cx - s * 0.48, cy - s * 0.1, cx + s * 0.14, cy - s * 0.1, {
    stroke: colour,
    strokeWidth: sw * 0.8,
  });
  out += line(cx - s * 0.48, cy + s * 0.12, cx + s * 0.08, cy + s * 0.12, {
    stroke: colour,
    strokeWidth: sw * 0.8,
  });
  return out;
}

/** Gold coin seen from the front, with rim and euro sign. */
export function coin(cx: number, cy: number, r: number, colour: string = P.gold): string {
  return (
    circle(cx, cy + r * 0.1, r, { fill: shade(colour, 0.25) }) +
    circle(cx, cy, r, { fill: colour }) +
    circle(cx, cy, r * 0.78, { fill: "none", stroke: tint(colour, 0.35), strokeWidth: r * 0.08 }) +
    euro(cx, cy, r * 0.9, shade(colour, 0.3))
  );
}

/** Stack of coins seen from the side; `count` coins high. */
export function coinStack(
  cx: number,
  base: number,
  r: number,
  count: number,
  colour: string = P.gold,
): string {
  let out = "";
  const th = r * 0.22;
  for (let i = 0; i < count; i++) {
    const y = base - i * th;
    out += rect(cx - r, y - th, r * 2, th, { fill: shade(colour, 0.2) });
    out += path(`M${cx - r} ${y - th} a${r} ${r * 0.3} 0 0 0 ${r * 2} 0`, {
      fill: shade(colour, 0.2),
    });
    out += path(`M${cx - r} ${y} a${r} ${r * 0.3} 0 0 0 ${r * 2} 0`, { fill: shade(colour, 0.28) });
    out += line(cx - r, y - th / 2, cx + r, y - th / 2, {
      stroke: colour,
      strokeWidth: th * 0.18,
      strokeLinecap: "butt",
    });
  }
  const top = base - count * th;
  out += circle(cx, top, 0, {});
  out += path(
    `M${cx - r} ${top} a${r} ${r * 0.3} 0 1 0 ${r * 2} 0 a${r} ${r * 0.3} 0 1 0 ${-r * 2} 0`,
    { fill: tint(colour, 0.15) },
  );
  return out;
}

/** Credit card, tilted by `angle` degrees around its centre. */
export function creditCard(
  cx: number,
  cy: number,
  w: number,
  colour: string = P.blue,
  angle = 0,
): string {
  const h = w * 0.62;
  const body =
    rect(-w / 2, -h / 2 + 8, w, h, { rx: w * 0.07, fill: P.navy, fillOpacity: 0.15 }) +
    rect(-w / 2, -h / 2, w, h, { rx: w * 0.07, fill: colour }) +
    rect(-w / 2, -h / 2 + h * 0.18, w, h * 0.16, { fill: shade(colour, 0.35) }) +
    rect(-w * 0.38, -h * 0.02, w * 0.16, h * 0.2, { rx: 4, fill: P.gold }) +
    textLines(-w * 0.38, h * 0.3, w * 0.5, 1, 0, tint(colour, 0.5), h * 0.07) +
    circle(w * 0.26, h * 0.28, h * 0.1, { fill: P.gold, fillOpacity: 0.9 }) +
    circle(w * 0.36, h * 0.28, h * 0.1, { fill: tint(colour, 0.6), fillOpacity: 0.9 });
  return g(body, { transform: `${translate(cx, cy)} rotate(${angle})` });
}

/** Desk calculator with display and button grid. */
export function calculator(x: number, y: number, w: number, colour: string = P.deep): string {
  const h = w * 1.4;
  let out = card(x, y, w, h, colour, w * 0.1);
  out += rect(x + w * 0.1, y + w * 0.1, w * 0.8, w * 0.3, { rx: w * 0.05, fill: P.mint });
  out += rect(x + w * 0.45, y + w * 0.2, w * 0.35, w * 0.1, { rx: 3, fill: P.teal });
  const bw = (w * 0.8) / 4;
  for (let r = 0; r < 4; r++) {
    for (let cI = 0; cI < 4; cI++) {
      const fill = cI === 3 ? P.gold : r === 3 && cI === 2 ? P.teal : tint(colour, 0.25);
      out += rect(
        x + w * 0.1 + cI * bw + bw * 0.1,
        y + w * 0.5 + r * bw * 0.98 + bw * 0.1,
        bw * 0.8,
        bw * 0.72,
        { rx: bw * 0.18, fill },
      );
    }
  }
  return out;
}

/** Paper document with a heading bar and text lines; `accent` colours the heading. */
export function doc(
  x: number,
  y: number,
  w: number,
  accent: string = P.blue,
  lines = 6,
  stamp = false,
): string {
  const h = w * 1.3;
  let out = card(x, y, w, h, P.white, w * 0.06);
  out += path(
    `M${x + w * 0.78} ${y} L${x + w} ${y + w * 0.22} L${x + w * 0.78} ${y + w * 0.22} Z`,
    { fill: "#DCE3EA" },
  );
  out += rect(x + w * 0.12, y + w * 0.14, w * 0.45, w * 0.08, { rx: w * 0.04, fill: accent });
  out += textLines(
    x + w * 0.12,
    y + w * 0.38,
    w * 0.72,
    lines,
    (h * 0.5) / lines,
    "#DCE3EA",
    Math.max(3, w * 0.035),
  );
  if (stamp) {
    out += circle(x + w * 0.72, y + h * 0.82, w * 0.13, {
      fill: "none",
      stroke: P.teal,
      strokeWidth: w * 0.025,
    });
    out += path(
      `M${x + w * 0.66} ${y + h * 0.82} l${w * 0.045} ${w * 0.045} l${w * 0.08} ${-w * 0.09}`,
      {
        stroke: P.teal,
        strokeWidth: w * 0.03,
        fill: "none",
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
    );
  }
  return out;
}

/** Banknote (no text) used in cash-flow scenes. */
export function banknote(cx: number, cy: number, w: number, angle = 0): string {
  const h = w * 0.5;
  const body =
    rect(-w / 2, -h / 2, w, h, { rx: 8, fill: P.teal }) +
    rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, {
      rx: 6,
      fill: "none",
      stroke: P.mint,
      strokeWidth: 3,
    }) +
    circle(0, 0, h * 0.26, { fill: P.mint }) +
    euro(0, 0, h * 0.32, P.teal);
  return g(body, { transform: `${translate(cx, cy)} rotate(${angle})` });
}
