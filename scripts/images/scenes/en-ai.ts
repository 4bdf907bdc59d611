/**
 * AI insight thumbnails (1200x800): networks, chips, assistants and data flows. Dark and light
 * themes alternate so a grid of eight does not become one block of navy.
 */
import { P, tint } from "../palette";
import { Canvas, circle, line, path, rect } from "../svg";
import { backdrop, behind, card, confetti, floor, Theme } from "../primitives/backgrounds";
import { bars, chartCard, textLines } from "../primitives/chart";
import { arrow } from "../primitives/icons";
import { bubble, chip, gear, magnifier, network } from "../primitives/symbols";
import { phone } from "../primitives/office";

type Scene = (c: Canvas) => string;

const frame =
  (theme: Theme, fg: Scene): Scene =>
  (c) =>
    behind(
      backdrop(c, theme) +
        floor(c.w / 2, c.h * 0.87, c.w * 0.44, theme === "deep" ? P.white : P.navy, 0.06) +
        fg(c),
      confetti(c, 6, [P.gold, P.teal, theme === "deep" ? P.white : P.blue]),
    );

export const neuralNet = frame("deep", ({ w, h }) =>
  network(w * 0.14, h * 0.14, w * 0.72, h * 0.66, [3, 5, 6, 5, 2], P.teal, P.mint, h * 0.024),
);

export const chipCircuit = frame("cool", ({ w, h }) => {
  let out = "";
  for (let i = 0; i < 6; i++) {
    const y = h * (0.22 + i * 0.1);
    out +=
      path(`M${w * 0.08} ${y} L${w * 0.3} ${y} L${w * 0.36} ${h * 0.46}`, {
        stroke: tint(P.blue, 0.4),
        strokeWidth: 5,
        fill: "none",
        strokeLinejoin: "round",
      }) + circle(w * 0.08, y, 9, { fill: P.teal });
    out +=
      path(`M${w * 0.92} ${y} L${w * 0.7} ${y} L${w * 0.64} ${h * 0.46}`, {
        stroke: tint(P.blue, 0.4),
        strokeWidth: 5,
        fill: "none",
        strokeLinejoin: "round",
      }) + circle(w * 0.92, y, 9, { fill: P.gold });
  }
  return out + chip(w / 2, h * 0.46, h * 0.3, P.deep);
});

export const chatAssistant = frame(
  "mint",
  ({ w, h }) =>
    phone(w * 0.38, h * 0.08, w * 0.2, P.ink) +
    bubble(w * 0.08, h * 0.2, w * 0.26, h * 0.13) +
    bubble(w * 0.64, h * 0.36, w * 0.28, h * 0.13, P.teal, true) +
    bubble(w * 0.1, h * 0.5, w * 0.22, h * 0.12, P.white) +
    circle(w * 0.8, h * 0.2, h * 0.08, { fill: P.deep }) +
    rect(w * 0.8 - h * 0.05, h * 0.17, h * 0.1, h * 0.05, { rx: h * 0.025, fill: P.teal }) +
    circle(w * 0.8 - h * 0.02, h * 0.195, h * 0.008, { fill: P.white }) +
    circle(w * 0.8 + h * 0.02, h * 0.195, h * 0.008, { fill: P.white }),
);

export const dataFlow = frame("deep", ({ w, h }) => {
  const box = (x: number, y: number, col: string) =>
    card(x, y, w * 0.2, h * 0.22, P.white, 18) +
    rect(x + w * 0.03, y + h * 0.04, w * 0.06, h * 0.04, { rx: 8, fill: col }) +
    textLines(x + w * 0.03, y + h * 0.13, w * 0.13, 2, h * 0.045);
  return (
    box(w * 0.06, h * 0.18, P.teal) +
    box(w * 0.06, h * 0.52, P.gold) +
    box(w * 0.74, h * 0.35, P.blue) +
    chip(w * 0.5, h * 0.46, h * 0.16, P.deep) +
    arrow(w * 0.27, h * 0.3, w * 0.42, h * 0.4, P.mint, 8) +
    arrow(w * 0.27, h * 0.62, w * 0.42, h * 0.52, P.mint, 8) +
    arrow(w * 0.58, h * 0.46, w * 0.72, h * 0.46, P.gold, 8)
  );
});

export const brainCluster = frame("cool", ({ w, h, rng }) => {
  let out = circle(w / 2, h * 0.44, h * 0.34, { fill: P.white, fillOpacity: 0.6 });
  const nodes: [number, number][] = [];
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * h * 0.3;
    nodes.push([w / 2 + Math.cos(a) * r * 1.2, h * 0.44 + Math.sin(a) * r]);
  }
  nodes.forEach(([x, y], i) =>
    nodes.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x2 - x, y2 - y) < h * 0.2)
        out += line(x, y, x2, y2, {
          stroke: tint(P.blue, 0.3),
          strokeWidth: 3,
          strokeOpacity: 0.6,
        });
    }),
  );
  nodes.forEach(
    ([x, y], i) =>
      (out += circle(x, y, h * (i % 4 === 0 ? 0.026 : 0.016), {
        fill: i % 4 === 0 ? P.gold : i % 2 ? P.teal : P.blue,
      })),
  );
  return out;
});

export const gearsBars = frame(
  "mint",
  ({ w, h }) =>
    gear(w * 0.26, h * 0.36, h * 0.14, P.blue) +
    gear(w * 0.4, h * 0.6, h * 0.1, P.teal) +
    chartCard(w * 0.54, h * 0.16, w * 0.36, h * 0.6, "bars", [0.3, 0.5, 0.7, 0.9], P.teal),
);

export const scanNetwork = frame(
  "deep",
  ({ w, h }) =>
    network(w * 0.12, h * 0.16, w * 0.52, h * 0.62, [3, 4, 4, 2], P.blue, P.mint, h * 0.022) +
    magnifier(w * 0.7, h * 0.4, h * 0.15, P.gold),
);

export const cloudNodes = frame("cool", ({ w, h }) => {
  const cx = w / 2;
  const cy = h * 0.3;
  let out =
    circle(cx - h * 0.14, cy + h * 0.04, h * 0.12, { fill: P.white }) +
    circle(cx + h * 0.02, cy - h * 0.04, h * 0.16, { fill: P.white }) +
    circle(cx + h * 0.18, cy + h * 0.05, h * 0.11, { fill: P.white }) +
    rect(cx - h * 0.26, cy + h * 0.04, h * 0.55, h * 0.12, { rx: h * 0.06, fill: P.white });
  [0.2, 0.4, 0.6, 0.8].forEach((fx, i) => {
    out += line(w * fx, h * 0.66, cx + (fx - 0.5) * h * 0.4, cy + h * 0.16, {
      stroke: P.blue,
      strokeWidth: 4,
      strokeDasharray: "6 10",
    });
    out +=
      card(w * fx - w * 0.07, h * 0.62, w * 0.14, h * 0.18, P.white, 16) +
      bars(
        w * fx - w * 0.05,
        h * 0.66,
        w * 0.1,
        h * 0.1,
        [0.4, 0.7, 0.5 + i * 0.1],
        [P.teal, P.blue, P.gold, P.teal][i],
      );
  });
  return out;
});
