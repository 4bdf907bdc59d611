/**
 * Romanian service thumbnails (1200x800): one object-led metaphor per financing product, built
 * from the shared primitives on a backdrop.
 */
import { P, tint } from "../palette";
import { Canvas, circle, path, rect, smooth } from "../svg";
import { backdrop, behind, card, confetti, floor } from "../primitives/backgrounds";
import { crane, factory, house } from "../primitives/building";
import { bars, gridLines, pts, trend } from "../primitives/chart";
import {
  banknote,
  calculator,
  coin,
  coinStack,
  creditCard,
  doc,
  euro,
} from "../primitives/finance";
import { arrow, key, sprout, starRing } from "../primitives/icons";
import { clock } from "../primitives/office";
import { silhouette } from "../primitives/person";
import { car, excavator, van } from "../primitives/vehicle";

/** Short-term financing: a clock, coins and a wavy cash-flow curve. */
export function svcShortTerm(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.86, w * 0.42);
  out +=
    card(w * 0.46, h * 0.18, w * 0.44, h * 0.5, P.white, 26) +
    gridLines(w * 0.5, h * 0.28, w * 0.36, h * 0.32, 4);
  out += trend(
    w * 0.5,
    h * 0.28,
    w * 0.36,
    h * 0.32,
    [0.3, 0.6, 0.35, 0.7, 0.45, 0.8, 0.6, 0.9],
    P.teal,
    7,
    tint(P.teal, 0.85),
  );
  out += clock(w * 0.3, h * 0.46, h * 0.26, 10, 10, P.blue);
  out += coinStack(w * 0.16, h * 0.86, w * 0.04, 5) + coinStack(w * 0.24, h * 0.86, w * 0.04, 8);
  out += coin(w * 0.5, h * 0.76, w * 0.045) + coin(w * 0.58, h * 0.8, w * 0.035);
  return behind(out, confetti(c, 6));
}

/** Long-term financing: a factory being built, a crane, a long rising line. */
export function svcLongTerm(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "warm") + floor(w / 2, h * 0.82, w * 0.46);
  out += crane(w * 0.72, h * 0.82, h * 0.6);
  out += factory(w * 0.2, h * 0.42, w * 0.46, h * 0.4, 0.62);
  out += trend(
    w * 0.06,
    h * 0.1,
    w * 0.88,
    h * 0.55,
    [0.05, 0.12, 0.2, 0.32, 0.42, 0.58, 0.74, 0.98],
    P.teal,
    8,
  );
  return behind(out, confetti(c, 5));
}

/** Leasing: van, car and an excavator on a road, with a big key. */
export function svcLeasing(c: Canvas): string {
  const { w, h } = c;
  const road = h * 0.8;
  let out = backdrop(c, "mint");
  out +=
    rect(0, road, w, h * 0.2, { fill: tint(P.slate, 0.65) }) +
    rect(0, road + h * 0.09, w, h * 0.015, { fill: P.white, fillOpacity: 0.8 });
  out +=
    excavator(w * 0.06, road, w * 0.3, P.gold) +
    van(w * 0.4, road, w * 0.28, P.white) +
    car(w * 0.72, road, w * 0.24, P.blue);
  out +=
    circle(w * 0.55, h * 0.22, h * 0.13, { fill: P.white }) +
    key(w * 0.5, h * 0.22, h * 0.18, P.gold, -20);
  return behind(out, confetti(c, 5));
}

/** Factoring: invoices on the left turn into cash on the right, via arrows. */
export function svcFactoring(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.86, w * 0.44);
  out +=
    doc(w * 0.1, h * 0.24, w * 0.16, P.blue, 5) +
    doc(w * 0.18, h * 0.32, w * 0.16, P.teal, 5) +
    doc(w * 0.26, h * 0.4, w * 0.16, P.gold, 5, true);
  out +=
    arrow(w * 0.46, h * 0.34, w * 0.6, h * 0.34, P.teal, h * 0.025) +
    arrow(w * 0.46, h * 0.5, w * 0.6, h * 0.5, P.teal, h * 0.025) +
    arrow(w * 0.46, h * 0.66, w * 0.6, h * 0.66, P.teal, h * 0.025);
  out += banknote(w * 0.77, h * 0.34, w * 0.2, -8) + banknote(w * 0.78, h * 0.48, w * 0.2, 4);
  out += coinStack(w * 0.72, h * 0.84, w * 0.04, 6) + coinStack(w * 0.82, h * 0.84, w * 0.04, 9);
  return behind(out, confetti(c, 5));
}

/** Financial forecasts: bars with a dashed forecast line, plus a calculator. */
export function svcForecast(c: Canvas): string {
  const { w, h } = c;
  const x = w * 0.12;
  const y = h * 0.16;
  const cw = w * 0.54;
  const ch = h * 0.6;
  let out = backdrop(c, "mint") + floor(w / 2, h * 0.9, w * 0.44);
  out +=
    card(w * 0.08, h * 0.1, w * 0.62, h * 0.76, P.white, 28) +
    gridLines(x, y + ch * 0.1, cw, ch * 0.9, 5);
  const vals = [0.3, 0.38, 0.34, 0.5, 0.56, 0.66, 0.76, 0.88];
  out += bars(x, y + ch * 0.1, cw, ch * 0.9, vals, P.blue, 3);
  const p = pts(
    x + cw / 16,
    y + ch * 0.1,
    cw - cw / 8,
    ch * 0.9,
    vals.map((v) => v + 0.08),
  );
  out += path(smooth(p.slice(0, 5)), {
    stroke: P.teal,
    strokeWidth: 7,
    fill: "none",
    strokeLinecap: "round",
  });
  out += path(smooth(p.slice(4)), {
    stroke: P.gold,
    strokeWidth: 7,
    fill: "none",
    strokeLinecap: "round",
    strokeDasharray: "16 14",
  });
  out += circle(p[4][0], p[4][1], 10, { fill: P.white, stroke: P.teal, strokeWidth: 6 });
  out += calculator(w * 0.74, h * 0.34, w * 0.18, P.deep);
  return behind(out, confetti(c, 4));
}

/** EU funds: ring of stars with the euro sign inside, and a growing plant. */
export function svcEuFunds(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.86, w * 0.42);
  out +=
    circle(w * 0.4, h * 0.46, h * 0.34, { fill: P.deep }) +
    starRing(w * 0.4, h * 0.46, h * 0.24, P.gold);
  out += euro(w * 0.4, h * 0.46, h * 0.22, P.white);
  out += sprout(w * 0.74, h * 0.84, h * 0.5);
  out += coinStack(w * 0.86, h * 0.86, w * 0.035, 4) + coinStack(w * 0.62, h * 0.88, w * 0.03, 3);
  return behind(out, confetti(c, 6));
}

/** Personal loans: a house, a family and a credit card. */
export function svcPersonal(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "warm") + floor(w / 2, h * 0.86, w * 0.46);
  out += house(w * 0.1, h * 0.3, w * 0.38, P.white, P.blue);
  out +=
    silhouette(w * 0.56, h * 0.4, h / 1000, P.deep) +
    silhouette(w * 0.67, h * 0.43, h / 1080, P.teal) +
    silhouette(w * 0.62, h * 0.6, h / 1900, P.gold);
  out += creditCard(w * 0.82, h * 0.34, w * 0.2, P.navy, 12);
  return behind(out, confetti(c, 5));
}
