/**
 * Romanian site scenes with people: hero, contact, credentials, team meeting. Compositions are in
 * canvas units (fractions of w/h) so they keep their balance at each image's own size.
 */
import { P, tint } from "../palette";
import { Canvas } from "../svg";
import { backdrop, behind, card, confetti, floor } from "../primitives/backgrounds";
import { bank, skyline } from "../primitives/building";
import { bars, chartCard, donut, gridLines, trend } from "../primitives/chart";
import { coinStack, doc } from "../primitives/finance";
import { handsOnDesk, handshake, phoneAtEar } from "../primitives/gestures";
import { calendar, desk, laptop, mug, notebook, pottedPlant } from "../primitives/office";
import { bust, randomLook } from "../primitives/person";

/** The consultant recurring across the Romanian pages: same look everywhere. */
export const consultantLook = {
  skin: "#EDC3A0",
  hair: "#3B2519",
  hairStyle: "bob",
  top: P.navy,
  inner: P.white,
  outfit: "blazer",
  trousers: P.ink,
  glasses: false,
  beard: false,
} as const;

/** Consultant and business owner at a desk reviewing a growth chart; skyline behind. */
export function roHero(c: Canvas): string {
  const { w, h, rng } = c;
  const deskY = h * 0.7;
  const owner = randomLook(rng, {
    top: P.teal,
    outfit: "shirt",
    hairStyle: "short",
    beard: true,
    skin: "#B97D57",
    hair: "#1B1410",
  });
  let out = backdrop(c, "cool");
  out += skyline(rng, w * 0.02, w * 0.98, deskY, h * 0.42, tint(P.blue, 0.7), tint(P.blue, 0.85));
  const s = h / 700;
  out +=
    bust(consultantLook, w * 0.27, deskY - 300 * s, s, 340) +
    bust(owner, w * 0.73, deskY - 300 * s, s, 340);
  out += card(w * 0.36, h * 0.1, w * 0.28, h * 0.36, P.white, 24);
  out += gridLines(w * 0.39, h * 0.17, w * 0.22, h * 0.24, 4);
  out += bars(
    w * 0.39,
    h * 0.17,
    w * 0.22,
    h * 0.24,
    [0.3, 0.42, 0.38, 0.58, 0.7, 0.86],
    tint(P.blue, 0.35),
  );
  out += trend(
    w * 0.39,
    h * 0.17,
    w * 0.22,
    h * 0.22,
    [0.2, 0.34, 0.3, 0.52, 0.66, 0.92],
    P.teal,
    7,
  );
  out += chartCard(w * 0.83, h * 0.08, w * 0.13, h * 0.2, "donut", [0.55, 0.25, 0.2]);
  out += desk(w * 0.04, deskY, w * 0.92, h * 0.3, P.sand);
  out += handsOnDesk(consultantLook, w * 0.27, deskY - 300 * s, s, deskY + 6 * s);
  out += handsOnDesk(owner, w * 0.73, deskY - 300 * s, s, deskY + 6 * s);
  out += laptop(
    w * 0.43,
    deskY - w * 0.087,
    w * 0.14,
    bars(12, 12, w * 0.13 - 24, w * 0.06, [0.4, 0.6, 0.5, 0.9], P.teal),
  );
  out += doc(w * 0.1, deskY - w * 0.075, w * 0.06, P.gold, 3);
  out +=
    coinStack(w * 0.63, deskY + h * 0.02, w * 0.022, 6) +
    coinStack(w * 0.67, deskY + h * 0.02, w * 0.022, 9);
  out += pottedPlant(w * 0.9, deskY + h * 0.02, h * 0.13);
  return out;
}

/** Consultant on a call, calendar and notebook beside (tall side image of the contact page). */
export function roContact(c: Canvas): string {
  const { w, h } = c;
  const s = w / 420;
  const deskY = h * 0.74;
  let out = backdrop(c, "mint");
  out += calendar(w * 0.6, h * 0.08, w * 0.3, P.teal, 11);
  out += bust(consultantLook, w * 0.42, h * 0.3, s, 320);
  out += phoneAtEar(consultantLook, w * 0.42, h * 0.3, s);
  out += desk(0, deskY, w, h * 0.3, P.sand);
  out += notebook(w * 0.14, deskY - w * 0.02, w * 0.22, P.blue);
  out += mug(w * 0.68, deskY + h * 0.04, w * 0.09);
  return behind(out, confetti(c, 6));
}

/** Handshake over a financing file, bank building behind. */
export function roCredentials(c: Canvas): string {
  const { w, h, rng } = c;
  let out = backdrop(c, "cool");
  out += floor(w / 2, h * 0.62, w * 0.42, P.navy, 0.08);
  out += bank(w * 0.24, h * 0.12, w * 0.52, h * 0.5, P.deep);
  out += doc(w * 0.36, h * 0.58, w * 0.28, P.teal, 6, true);
  out += handshake(
    randomLook(rng, { top: P.navy, inner: P.white }),
    randomLook(rng, { top: P.teal, inner: P.mint }),
    w / 2,
    h * 0.6,
    w / 1000,
  );
  return behind(out, confetti(c, 8));
}

/** Team around a table, a laptop and a wall screen with a chart (video poster). */
export function roServiciiWhy(c: Canvas): string {
  const { w, h, rng } = c;
  const tableY = h * 0.68;
  const s = h / 800;
  let out = backdrop(c, "warm");
  out += card(w * 0.3, h * 0.06, w * 0.4, h * 0.3, P.deep, 22);
  out += bars(w * 0.34, h * 0.11, w * 0.2, h * 0.2, [0.4, 0.55, 0.5, 0.8], P.teal);
  out += donut(w * 0.62, h * 0.21, h * 0.07, [0.6, 0.4], [P.gold, P.teal]);
  const people = [0.16, 0.38, 0.62, 0.84].map((fx, i) => ({
    fx,
    look: randomLook(rng, i === 1 ? consultantLook : {}),
  }));
  for (const p of people) out += bust(p.look, w * p.fx, tableY - 290 * s, s, 340);
  out += desk(w * 0.02, tableY, w * 0.96, h * 0.34, P.white);
  for (const p of people) out += handsOnDesk(p.look, w * p.fx, tableY - 290 * s, s, tableY + 8 * s);
  out += laptop(
    w * 0.42,
    tableY - w * 0.1,
    w * 0.16,
    bars(10, 10, w * 0.15 - 20, w * 0.07, [0.3, 0.5, 0.7, 0.9], P.blue),
  );
  out += doc(w * 0.2, tableY - w * 0.06, w * 0.05, P.gold, 3);
  return out;
}
