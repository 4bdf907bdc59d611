/**
 * English template heroes and posters: stage, AI dashboard, coaching, workbook, wealth desk. The
 * article and case heroes live in en-articles.ts and are exported from here too.
 */
import { P, shade, tint } from "../palette";
import { Canvas, circle, ellipse, poly, rect } from "../svg";
import { backdrop, behind, card, confetti, floor } from "../primitives/backgrounds";
import { skyline } from "../primitives/building";
import { bars, chartCard, donut, gridLines, textLines, trend } from "../primitives/chart";
import { calculator, coinStack } from "../primitives/finance";
import { handsOnDesk } from "../primitives/gestures";
import { star } from "../primitives/icons";
import { bubble, network } from "../primitives/symbols";
import { desk, laptop, mug, notebook, pottedPlant } from "../primitives/office";
import { bust, randomLook, standing } from "../primitives/person";

export { articleHero, articlePair1, caseDetail } from "./en-articles";

/** Coach on a lit stage pointing at a big screen, audience heads in the foreground. */
export function homeTwoHero(c: Canvas): string {
  const { w, h, rng } = c;
  let out = backdrop(c, "deep");
  out += poly(
    [
      [w * 0.3, 0],
      [w * 0.38, 0],
      [w * 0.62, h * 0.78],
      [w * 0.1, h * 0.78],
    ],
    { fill: P.white, fillOpacity: 0.06 },
  );
  out += card(w * 0.44, h * 0.14, w * 0.48, h * 0.34, P.white, 24);
  out +=
    bars(w * 0.5, h * 0.2, w * 0.2, h * 0.24, [0.35, 0.5, 0.65, 0.9], P.teal) +
    donut(w * 0.81, h * 0.31, h * 0.075, [0.7, 0.3], [P.gold, P.blue]);
  out +=
    ellipse(w / 2, h * 0.8, w * 0.5, h * 0.06, { fill: P.blue }) +
    rect(0, h * 0.8, w, h * 0.2, { fill: P.blue });
  out += rect(0, h * 0.8, w, h * 0.02, { fill: tint(P.blue, 0.3) });
  out += standing(
    randomLook(rng, { top: P.teal, hairStyle: "short", outfit: "blazer" }),
    w * 0.3,
    h * 0.36,
    h / 1050,
    "point",
  );
  for (let i = 0; i < 7; i++) {
    const x = w * (0.07 + i * 0.145);
    out +=
      circle(x, h * 0.93, h * 0.05, { fill: P.navy }) +
      rect(x - h * 0.075, h * 0.97, h * 0.15, h * 0.1, { rx: h * 0.05, fill: P.navy });
  }
  return behind(out, confetti(c, 8, [P.gold, P.teal, P.white]));
}

/** AI dashboard: a dark panel holding a neural network, flanked by metric cards. */
export function homeThreeHero(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "deep");
  out += card(w * 0.22, h * 0.14, w * 0.56, h * 0.7, shade(P.deep, 0.1), 30);
  out += rect(w * 0.22, h * 0.14, w * 0.56, h * 0.08, { rx: 30, fill: P.deep });
  [P.gold, P.teal, P.mint].forEach(
    (col, i) => (out += circle(w * (0.25 + i * 0.02), h * 0.18, h * 0.01, { fill: col })),
  );
  out += network(w * 0.29, h * 0.27, w * 0.42, h * 0.5, [3, 5, 5, 2], P.teal, P.mint, h * 0.018);
  out += chartCard(
    w * 0.04,
    h * 0.22,
    w * 0.16,
    h * 0.26,
    "line",
    [0.2, 0.5, 0.4, 0.8, 0.95],
    P.blue,
  );
  out += chartCard(w * 0.04, h * 0.54, w * 0.16, h * 0.26, "donut", [0.6, 0.25, 0.15], P.teal);
  out += chartCard(w * 0.8, h * 0.22, w * 0.16, h * 0.26, "bars", [0.4, 0.7, 0.5, 0.9], P.teal);
  out +=
    card(w * 0.8, h * 0.54, w * 0.16, h * 0.26, P.white, 18) +
    textLines(w * 0.82, h * 0.6, w * 0.12, 4, h * 0.045);
  return behind(out, confetti(c, 10, [P.gold, P.teal, P.white]));
}

/** Two people facing across a small table with speech bubbles: a coaching session. */
export function coachingSession(c: Canvas, theme: "warm" | "mint" = "warm"): string {
  const { w, h, rng } = c;
  const tableY = h * 0.7;
  const s = h / 820;
  const a = randomLook(rng, { top: P.navy, outfit: "blazer" });
  const b = randomLook(rng, { top: P.gold, outfit: "sweater" });
  let out = backdrop(c, theme);
  out +=
    bubble(w * 0.12, h * 0.08, w * 0.24, h * 0.12, P.white, false) +
    bubble(w * 0.62, h * 0.14, w * 0.26, h * 0.12, P.mint, true);
  out += bust(a, w * 0.28, tableY - 290 * s, s, 340) + bust(b, w * 0.72, tableY - 290 * s, s, 340);
  out += desk(w * 0.12, tableY, w * 0.76, h * 0.32, P.white);
  out +=
    handsOnDesk(a, w * 0.28, tableY - 290 * s, s, tableY + 8 * s) +
    handsOnDesk(b, w * 0.72, tableY - 290 * s, s, tableY + 8 * s);
  out +=
    notebook(w * 0.42, tableY - w * 0.12, w * 0.09, P.blue) +
    mug(w * 0.56, tableY + h * 0.01, w * 0.05);
  out += pottedPlant(w * 0.06, h * 0.98, h * 0.22);
  return behind(out, confetti(c, 5));
}

/** A workbook cover standing beside a tablet showing the same cover. */
export function workbook(c: Canvas): string {
  const { w, h } = c;
  const cover = (x: number, y: number, bw: number, bh: number): string =>
    rect(x, y, bw, bh, { rx: 10, fill: P.navy }) +
    rect(x, y, bw * 0.08, bh, { rx: 6, fill: shade(P.navy, 0.3) }) +
    circle(x + bw * 0.7, y + bh * 0.26, bw * 0.2, { fill: P.teal }) +
    circle(x + bw * 0.5, y + bh * 0.36, bw * 0.14, { fill: P.gold, fillOpacity: 0.9 }) +
    rect(x + bw * 0.18, y + bh * 0.6, bw * 0.62, bh * 0.06, { rx: bh * 0.03, fill: P.white }) +
    rect(x + bw * 0.18, y + bh * 0.7, bw * 0.42, bh * 0.04, {
      rx: bh * 0.02,
      fill: tint(P.navy, 0.5),
    }) +
    rect(x + bw * 0.18, y + bh * 0.86, bw * 0.2, bh * 0.03, { rx: bh * 0.015, fill: P.gold });
  let out = backdrop(c, "mint") + floor(w / 2, h * 0.86, w * 0.38);
  out += rect(w * 0.2 + 14, h * 0.16 + 10, w * 0.38, h * 0.68, {
    rx: 12,
    fill: P.white,
    stroke: "#DCE3EA",
    strokeWidth: 3,
  });
  out += cover(w * 0.2, h * 0.16, w * 0.38, h * 0.68);
  out +=
    card(w * 0.6, h * 0.4, w * 0.26, h * 0.44, P.ink, 22) +
    cover(w * 0.625, h * 0.43, w * 0.21, h * 0.38);
  out += star(w * 0.84, h * 0.2, h * 0.04) + star(w * 0.12, h * 0.3, h * 0.025, P.teal);
  return behind(out, confetti(c, 5));
}

/** Wealth planning desk: laptop with a chart, calculator, coins, notebook; window skyline behind. */
export function wealthDesk(c: Canvas): string {
  const { w, h, rng } = c;
  const deskY = h * 0.7;
  let out = backdrop(c, "cool");
  out += card(w * 0.06, h * 0.08, w * 0.36, h * 0.5, tint(P.blue, 0.75), 20, false);
  out += skyline(rng, w * 0.08, w * 0.4, h * 0.58, h * 0.36, tint(P.blue, 0.45), tint(P.blue, 0.7));
  out += chartCard(w * 0.72, h * 0.1, w * 0.2, h * 0.36, "donut", [0.5, 0.3, 0.2], P.blue);
  out += desk(w * 0.02, deskY, w * 0.96, h * 0.34, P.sand);
  const sw = w * 0.3;
  out += laptop(
    w * 0.36,
    deskY - sw * 0.67,
    sw,
    gridLines(sw * 0.06, sw * 0.08, sw * 0.8, sw * 0.38, 3) +
      trend(
        sw * 0.06,
        sw * 0.08,
        sw * 0.8,
        sw * 0.38,
        [0.1, 0.3, 0.25, 0.6, 0.9],
        P.teal,
        5,
        tint(P.teal, 0.85),
      ),
  );
  out +=
    calculator(w * 0.74, deskY - w * 0.12, w * 0.085) +
    coinStack(w * 0.86, deskY + h * 0.02, w * 0.025, 7) +
    coinStack(w * 0.92, deskY + h * 0.02, w * 0.025, 4);
  out +=
    notebook(w * 0.14, deskY - w * 0.1, w * 0.08, P.teal) +
    mug(w * 0.26, deskY + h * 0.02, w * 0.035);
  return behind(out, confetti(c, 6));
}

/** Article pair 2: two colleagues exchanging ideas. */
export function articlePair2(c: Canvas): string {
  return coachingSession(c, "mint");
}
