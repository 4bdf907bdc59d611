/**
 * English template article and case heroes: a person with an idea, a desk top seen from above and a
 * growth story with a trophy. The second article poster reuses the coaching scene, so it stays in
 * en-main.ts; en-main.ts exports these too, where the catalog looks for them.
 */
import { P, tint } from "../palette";
import { Canvas, ellipse, rect } from "../svg";
import { backdrop, behind, confetti, floor } from "../primitives/backgrounds";
import { skyline } from "../primitives/building";
import { chartCard, trend } from "../primitives/chart";
import { handsOnDesk } from "../primitives/gestures";
import { bulb, trophy } from "../primitives/symbols";
import { desk, laptop, mug, notebook, pottedPlant } from "../primitives/office";
import { bust, randomLook } from "../primitives/person";

/** Person at a laptop with a glowing idea bulb and floating cards. */
export function articleHero(c: Canvas): string {
  const { w, h, rng } = c;
  const deskY = h * 0.72;
  const s = h / 760;
  const p = randomLook(rng, { outfit: "sweater", top: P.teal });
  let out = backdrop(c, "warm");
  out += bulb(w * 0.5, h * 0.2, h * 0.1);
  out += chartCard(w * 0.1, h * 0.14, w * 0.2, h * 0.34, "bars", [0.4, 0.6, 0.5, 0.9], P.blue);
  out += chartCard(
    w * 0.7,
    h * 0.14,
    w * 0.2,
    h * 0.34,
    "line",
    [0.2, 0.4, 0.35, 0.7, 0.9],
    P.teal,
  );
  out += bust(p, w * 0.5, deskY - 270 * s, s, 340);
  out += desk(w * 0.1, deskY, w * 0.8, h * 0.3, P.white);
  out += handsOnDesk(p, w * 0.5, deskY - 270 * s, s, deskY + 6 * s);
  out += laptop(w * 0.42, deskY - w * 0.1, w * 0.16, "", P.slate);
  out +=
    pottedPlant(w * 0.82, deskY + h * 0.02, h * 0.16) + mug(w * 0.22, deskY + h * 0.02, w * 0.03);
  return behind(out, confetti(c, 6));
}

/** Article pair 1: notebook, coffee and a chart card on a desk top (seen from above-ish). */
export function articlePair1(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.88, w * 0.4);
  out +=
    notebook(w * 0.1, h * 0.22, w * 0.3, P.blue) +
    chartCard(w * 0.5, h * 0.14, w * 0.38, h * 0.44, "line", [0.3, 0.45, 0.4, 0.75, 0.85], P.teal);
  out += mug(w * 0.62, h * 0.86, w * 0.12) + pottedPlant(w * 0.88, h * 0.88, h * 0.2);
  return behind(out, confetti(c, 4));
}

/** Case detail hero: skyline, a steep growth line and a trophy. */
export function caseDetail(c: Canvas): string {
  const { w, h, rng } = c;
  let out = backdrop(c, "mint");
  out += skyline(rng, 0, w, h * 0.86, h * 0.5, tint(P.teal, 0.7), tint(P.teal, 0.85));
  out += rect(0, h * 0.86, w, h * 0.14, { fill: tint(P.teal, 0.55) });
  out += trend(
    w * 0.08,
    h * 0.12,
    w * 0.6,
    h * 0.6,
    [0.05, 0.15, 0.12, 0.35, 0.5, 0.72, 0.95],
    P.blue,
    10,
  );
  out +=
    ellipse(w * 0.8, h * 0.84, w * 0.12, h * 0.03, { fill: P.navy, fillOpacity: 0.12 }) +
    trophy(w * 0.8, h * 0.6, h * 0.3);
  return behind(out, confetti(c, 8));
}
