/**
 * English service thumbnails (1200x800): strategy, coaching, AI automation, analytics, wealth, tax,
 * leadership, growth. Themes rotate so neighbouring cards in a grid look different.
 */
import { P, tint } from "../palette";
import { circle, path, rect, smooth } from "../svg";
import { card } from "../primitives/backgrounds";
import { bars, chartCard, gridLines, trend } from "../primitives/chart";
import { calculator, coinStack, doc } from "../primitives/finance";
import { arrow, sprout, target } from "../primitives/icons";
import { bubble, flag, gear, percent, rocket } from "../primitives/symbols";
import { randomLook, silhouette, standing } from "../primitives/person";
import { atTable, frame } from "./frame";

/** Strategy: a plan on a board, a dotted route from start to a flag and a target. */
export const strategy = frame("cool", ({ w, h }) => {
  const route: [number, number][] = [
    [w * 0.2, h * 0.72],
    [w * 0.36, h * 0.5],
    [w * 0.56, h * 0.62],
    [w * 0.72, h * 0.36],
  ];
  return (
    card(w * 0.1, h * 0.14, w * 0.8, h * 0.66, P.white, 30) +
    gridLines(w * 0.14, h * 0.2, w * 0.72, h * 0.54, 6, P.light) +
    rect(w * 0.16, h * 0.24, w * 0.14, h * 0.14, { rx: 12, fill: P.mint }) +
    rect(w * 0.44, h * 0.24, w * 0.16, h * 0.1, { rx: 12, fill: tint(P.gold, 0.7) }) +
    rect(w * 0.62, h * 0.6, w * 0.2, h * 0.12, { rx: 12, fill: tint(P.blue, 0.8) }) +
    path(smooth(route), {
      stroke: P.blue,
      strokeWidth: 8,
      fill: "none",
      strokeDasharray: "4 18",
      strokeLinecap: "round",
    }) +
    circle(w * 0.2, h * 0.72, 16, { fill: P.teal }) +
    flag(w * 0.72, h * 0.38, h * 0.24, P.gold) +
    target(w * 0.82, h * 0.26, h * 0.08)
  );
});

/** Coaching: two people at a table talking. */
export const coachingTile = frame(
  "warm",
  (c) =>
    bubble(c.w * 0.1, c.h * 0.1, c.w * 0.22, c.h * 0.12) +
    bubble(c.w * 0.68, c.h * 0.08, c.w * 0.22, c.h * 0.12, P.mint, false) +
    atTable(c, [0.32, 0.68], c.h * 0.72, c.h / 760),
  3,
);

/** AI automation: gears driving a rising chart along a conveyor arrow. */
export const aiAutomation = frame(
  "deep",
  ({ w, h }) =>
    gear(w * 0.36, h * 0.42, h * 0.16, P.teal) +
    gear(w * 0.55, h * 0.3, h * 0.1, P.gold) +
    gear(w * 0.52, h * 0.58, h * 0.08, P.blue) +
    card(w * 0.64, h * 0.3, w * 0.24, h * 0.42, P.white, 20) +
    bars(w * 0.67, h * 0.42, w * 0.18, h * 0.26, [0.3, 0.6, 0.8, 1], P.teal) +
    arrow(w * 0.14, h * 0.76, w * 0.86, h * 0.76, P.mint, 10),
);

/** Analytics: three dashboard cards. */
export const analytics = frame(
  "mint",
  ({ w, h }) =>
    chartCard(w * 0.08, h * 0.12, w * 0.4, h * 0.44, "bars", [0.4, 0.65, 0.5, 0.85, 0.7], P.blue) +
    chartCard(w * 0.52, h * 0.12, w * 0.4, h * 0.44, "line", [0.2, 0.35, 0.3, 0.6, 0.85], P.teal) +
    chartCard(w * 0.3, h * 0.5, w * 0.4, h * 0.34, "donut", [0.5, 0.3, 0.2], P.blue),
);

/** Wealth: growing coin stacks, a rising line and a sprout. */
export const wealthTile = frame(
  "warm",
  ({ w, h }) =>
    [4, 6, 9, 12].map((n, i) => coinStack(w * (0.2 + i * 0.12), h * 0.86, w * 0.045, n)).join("") +
    trend(w * 0.14, h * 0.16, w * 0.46, h * 0.3, [0.1, 0.3, 0.5, 0.8, 1], P.teal, 8) +
    sprout(w * 0.8, h * 0.86, h * 0.48),
);

/** Tax: a checked document, a percent badge and a calculator. */
export const tax = frame(
  "cool",
  ({ w, h }) =>
    doc(w * 0.14, h * 0.12, w * 0.28, P.blue, 6, true) +
    circle(w * 0.56, h * 0.34, h * 0.13, { fill: P.gold }) +
    percent(w * 0.56, h * 0.34, h * 0.14, P.white) +
    calculator(w * 0.68, h * 0.34, w * 0.17),
);

/** Leadership: a person waving from the top step, a flag, others looking on. */
export const leadership = frame("mint", ({ w, h, rng }) => {
  let out = "";
  [0, 1, 2].forEach(
    (i) =>
      (out += rect(w * (0.3 + i * 0.14), h * (0.72 - i * 0.12), w * 0.14, h * (0.16 + i * 0.12), {
        rx: 8,
        fill: [P.blue, P.teal, P.deep][i],
      })),
  );
  const s = h / 1250;
  out += standing(randomLook(rng, { top: P.gold }), w * 0.65, h * 0.48 - 470 * s, s, "wave");
  out += flag(w * 0.75, h * 0.48, h * 0.22, P.gold);
  out +=
    silhouette(w * 0.16, h * 0.52, h / 2200, P.slate) +
    silhouette(w * 0.24, h * 0.56, h / 2400, P.blue);
  return out;
});

/** Growth: rising bars, a big arrow and a rocket. */
export const growth = frame(
  "cool",
  ({ w, h }) =>
    bars(w * 0.14, h * 0.3, w * 0.5, h * 0.56, [0.2, 0.35, 0.55, 0.75, 1], P.blue) +
    arrow(w * 0.14, h * 0.64, w * 0.64, h * 0.16, P.teal, 16) +
    rocket(w * 0.8, h * 0.42, h * 0.22, 30),
);
