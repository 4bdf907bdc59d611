/**
 * English blog and case-study thumbnails (1200x800): each a small composition of the shared
 * primitives around one idea.
 */
import { P } from "../palette";
import { circle, path, smooth } from "../svg";
import { card } from "../primitives/backgrounds";
import { house } from "../primitives/building";
import { chartCard, donut, textLines, trend } from "../primitives/chart";
import { coin, coinStack, creditCard, doc } from "../primitives/finance";
import { handshake } from "../primitives/gestures";
import { arrow, target } from "../primitives/icons";
import { bubble, bulb, flag, magnifier, puzzle, rocket, trophy } from "../primitives/symbols";
import { calendar, laptop, mug, notebook, phone, pottedPlant } from "../primitives/office";
import { randomLook, standing } from "../primitives/person";
import { car, van } from "../primitives/vehicle";
import { atTable, frame } from "./frame";

export const laptopNotes = frame(
  "warm",
  ({ w, h }) =>
    laptop(
      w * 0.24,
      h * 0.3,
      w * 0.4,
      trend(20, 20, w * 0.4 - 80, w * 0.16, [0.2, 0.5, 0.4, 0.8], P.teal, 6),
    ) +
    notebook(w * 0.72, h * 0.32, w * 0.14, P.gold) +
    mug(w * 0.1, h * 0.84, w * 0.08),
);

export const ideaPeople = frame(
  "mint",
  ({ w, h, rng }) =>
    bulb(w / 2, h * 0.24, h * 0.13) +
    standing(randomLook(rng), w * 0.26, h * 0.34, h / 1000, "point") +
    standing(randomLook(rng), w * 0.74, h * 0.34, h / 1000, "wave"),
);

export const magnifyChart = frame(
  "cool",
  ({ w, h }) =>
    chartCard(
      w * 0.12,
      h * 0.14,
      w * 0.6,
      h * 0.66,
      "bars",
      [0.3, 0.5, 0.45, 0.7, 0.6, 0.9],
      P.blue,
    ) + magnifier(w * 0.64, h * 0.4, h * 0.16, P.navy),
);

export const planner = frame(
  "warm",
  ({ w, h }) =>
    calendar(w * 0.12, h * 0.18, w * 0.32, P.blue, 8) +
    doc(w * 0.52, h * 0.14, w * 0.24, P.teal, 6, true) +
    pottedPlant(w * 0.86, h * 0.86, h * 0.2),
);

export const launch = frame(
  "deep",
  ({ w, h }) =>
    rocket(w * 0.5, h * 0.4, h * 0.3, 30) +
    path(`M${w * 0.2} ${h * 0.82} Q${w * 0.3} ${h * 0.6} ${w * 0.42} ${h * 0.56}`, {
      stroke: P.gold,
      strokeWidth: 10,
      fill: "none",
      strokeDasharray: "6 16",
      strokeLinecap: "round",
    }),
);

export const puzzleTeam = frame(
  "cool",
  ({ w, h }) =>
    puzzle(w * 0.4, h * 0.44, h * 0.36, P.blue) +
    puzzle(w * 0.6, h * 0.44, h * 0.36, P.teal) +
    circle(w * 0.5, h * 0.44, h * 0.04, { fill: P.gold }),
);

export const targetArrows = frame(
  "mint",
  ({ w, h }) =>
    target(w * 0.42, h * 0.48, h * 0.32) +
    chartCard(w * 0.7, h * 0.2, w * 0.22, h * 0.36, "donut", [0.8, 0.2], P.teal),
);

export const mobileSavings = frame(
  "warm",
  ({ w, h }) =>
    phone(w * 0.26, h * 0.14, w * 0.16) +
    creditCard(w * 0.6, h * 0.34, w * 0.26, P.blue, -10) +
    coin(w * 0.74, h * 0.7, h * 0.08) +
    coinStack(w * 0.56, h * 0.86, w * 0.04, 5),
);

export const teamChat = frame("cool", (c) => {
  const { w, h } = c;
  return (
    atTable(c, [0.2, 0.5, 0.8], h * 0.74, h / 1000) +
    bubble(w * 0.06, h * 0.1, w * 0.2, h * 0.11) +
    bubble(w * 0.38, h * 0.06, w * 0.24, h * 0.11, P.mint) +
    bubble(w * 0.72, h * 0.1, w * 0.2, h * 0.11, P.white, false)
  );
});

export const factoryGrowth = frame(
  "warm",
  ({ w, h }) =>
    chartCard(w * 0.1, h * 0.14, w * 0.44, h * 0.6, "bars", [0.3, 0.4, 0.6, 0.75, 0.95], P.teal) +
    trophy(w * 0.74, h * 0.5, h * 0.34),
);

export const shopCards = frame(
  "mint",
  ({ w, h }) =>
    house(w * 0.12, h * 0.3, w * 0.36, P.white, P.teal) +
    creditCard(w * 0.68, h * 0.32, w * 0.24, P.navy, 8) +
    phone(w * 0.6, h * 0.44, w * 0.1),
);

export const fleetRoute = frame(
  "cool",
  ({ w, h }) =>
    path(
      smooth([
        [w * 0.1, h * 0.3],
        [w * 0.4, h * 0.16],
        [w * 0.7, h * 0.32],
        [w * 0.9, h * 0.2],
      ]),
      {
        stroke: P.teal,
        strokeWidth: 8,
        fill: "none",
        strokeDasharray: "2 16",
        strokeLinecap: "round",
      },
    ) +
    circle(w * 0.1, h * 0.3, 14, { fill: P.blue }) +
    flag(w * 0.9, h * 0.22, h * 0.16, P.gold) +
    van(w * 0.14, h * 0.84, w * 0.34, P.white) +
    car(w * 0.56, h * 0.84, w * 0.3, P.teal),
);

export const handshakeDeal = frame(
  "warm",
  ({ w, h, rng }) =>
    doc(w * 0.38, h * 0.14, w * 0.24, P.gold, 5, true) +
    handshake(
      randomLook(rng, { top: P.navy }),
      randomLook(rng, { top: P.teal }),
      w / 2,
      h * 0.6,
      w / 1100,
    ),
);

export const kpiTeam = frame("mint", (c) => {
  const { w, h } = c;
  return (
    card(w * 0.14, h * 0.06, w * 0.72, h * 0.26, P.white, 24) +
    donut(w * 0.26, h * 0.19, h * 0.07, [0.72, 0.28], [P.teal, P.light]) +
    textLines(w * 0.38, h * 0.14, w * 0.4, 3, h * 0.06) +
    atTable(c, [0.3, 0.5, 0.7], h * 0.76, h / 1150)
  );
});

/** Before/after case study: a flat, grey result turned into a rising, coloured one. */
export const beforeAfter = frame(
  "warm",
  ({ w, h }) =>
    chartCard(w * 0.08, h * 0.2, w * 0.32, h * 0.5, "bars", [0.4, 0.35, 0.42, 0.38], P.slate) +
    arrow(w * 0.44, h * 0.45, w * 0.56, h * 0.45, P.gold, 14) +
    chartCard(w * 0.6, h * 0.12, w * 0.32, h * 0.62, "bars", [0.4, 0.55, 0.75, 0.95], P.teal),
);
