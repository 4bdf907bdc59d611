/**
 * About page images (900x700) and the four extra finance scenes (1200x800): symbolic, object-led
 * illustrations without people or with simple silhouettes.
 */
import { P, tint } from "../palette";
import { Canvas, circle, path, rect, smooth } from "../svg";
import { backdrop, behind, card, confetti, floor } from "../primitives/backgrounds";
import { chartCard, donut, textLines, trend } from "../primitives/chart";
import { coin, coinStack, doc } from "../primitives/finance";
import { arrow, check, shield, sprout, target } from "../primitives/icons";
import { flag, magnifier } from "../primitives/symbols";
import { calendar, clock, pottedPlant } from "../primitives/office";
import { silhouette } from "../primitives/person";

export function aboutMission(c: Canvas): string {
  const { w, h } = c;
  return behind(
    backdrop(c, "cool") + floor(w / 2, h * 0.88, w * 0.3) + target(w / 2, h * 0.5, h * 0.34),
    confetti(c, 7),
  );
}

/** A winding road from the bottom to the horizon with milestone flags. */
export function aboutStory(c: Canvas): string {
  const { w, h } = c;
  const road: [number, number][] = [
    [w * 0.15, h * 1.05],
    [w * 0.42, h * 0.82],
    [w * 0.3, h * 0.64],
    [w * 0.6, h * 0.5],
    [w * 0.55, h * 0.36],
    [w * 0.76, h * 0.3],
  ];
  let out = backdrop(c, "mint");
  out += path(smooth(road), {
    stroke: P.slate,
    strokeWidth: h * 0.09,
    fill: "none",
    strokeLinecap: "round",
  });
  out += path(smooth(road), {
    stroke: P.white,
    strokeWidth: h * 0.008,
    fill: "none",
    strokeDasharray: "18 16",
  });
  const stops = [road[1], road[2], road[3], road[5]];
  const cols = [P.teal, P.blue, P.gold, P.gold];
  stops.forEach(([x, y], i) => (out += flag(x + h * 0.06, y, h * (i === 3 ? 0.2 : 0.14), cols[i])));
  out += pottedPlant(w * 0.86, h * 0.9, h * 0.14) + pottedPlant(w * 0.1, h * 0.5, h * 0.1, P.blue);
  return behind(out, confetti(c, 4));
}

/** Shield with a check mark, people gathered around it. */
export function aboutValues(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "warm") + floor(w / 2, h * 0.9, w * 0.4);
  out += shield(w / 2, h * 0.42, h * 0.3, P.teal);
  out +=
    silhouette(w * 0.22, h * 0.6, h / 1700, P.deep) +
    silhouette(w * 0.78, h * 0.6, h / 1700, P.blue);
  out +=
    silhouette(w * 0.36, h * 0.7, h / 2100, P.gold) +
    silhouette(w * 0.64, h * 0.7, h / 2100, P.slate);
  return behind(out, confetti(c, 6));
}

/** Wealth planning: portfolio donut, growing coin stacks, a plant. */
export function extraWealth(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.86, w * 0.46);
  out +=
    card(w * 0.08, h * 0.14, w * 0.36, h * 0.56, P.white, 26) +
    donut(w * 0.26, h * 0.38, h * 0.14, [0.45, 0.3, 0.25], [P.blue, P.teal, P.gold]);
  out += textLines(w * 0.14, h * 0.6, w * 0.24, 2, h * 0.05);
  [3, 5, 7, 10].forEach((n, i) => (out += coinStack(w * (0.54 + i * 0.1), h * 0.86, w * 0.04, n)));
  out += sprout(w * 0.9, h * 0.86, h * 0.32);
  return behind(out, confetti(c, 5));
}

/** Investment planning: rising chart, an upward arrow and coins. */
export function extraInvestment(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "mint") + floor(w / 2, h * 0.88, w * 0.44);
  out += chartCard(
    w * 0.1,
    h * 0.12,
    w * 0.5,
    h * 0.62,
    "line",
    [0.1, 0.25, 0.2, 0.45, 0.4, 0.7, 0.9],
    P.blue,
  );
  out += arrow(w * 0.66, h * 0.7, w * 0.86, h * 0.22, P.teal, h * 0.03);
  out +=
    coin(w * 0.76, h * 0.72, h * 0.09) +
    coin(w * 0.88, h * 0.62, h * 0.07) +
    coinStack(w * 0.66, h * 0.88, w * 0.04, 5);
  return behind(out, confetti(c, 5));
}

/** Retirement planning: calendar, clock and a steady savings curve. */
export function extraRetirement(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "warm") + floor(w / 2, h * 0.88, w * 0.44);
  out += card(w * 0.34, h * 0.2, w * 0.56, h * 0.56, P.white, 28);
  out += trend(
    w * 0.38,
    h * 0.3,
    w * 0.48,
    h * 0.38,
    [0.1, 0.2, 0.32, 0.42, 0.55, 0.66, 0.8],
    P.teal,
    7,
    tint(P.teal, 0.85),
  );
  out += calendar(w * 0.08, h * 0.16, w * 0.22, P.blue, 7);
  out += clock(w * 0.2, h * 0.7, h * 0.14, 4, 0, P.gold);
  out += pottedPlant(w * 0.92, h * 0.88, h * 0.16);
  return behind(out, confetti(c, 4));
}

/** Risk review: a checklist document, a shield and a magnifier over a chart. */
export function extraRisk(c: Canvas): string {
  const { w, h } = c;
  let out = backdrop(c, "cool") + floor(w / 2, h * 0.88, w * 0.44);
  out += doc(w * 0.1, h * 0.14, w * 0.3, P.blue, 0);
  for (let i = 0; i < 4; i++) {
    const y = h * (0.36 + i * 0.1);
    out +=
      rect(w * 0.14, y - h * 0.03, h * 0.06, h * 0.06, { rx: 8, fill: i < 3 ? P.teal : P.light }) +
      (i < 3 ? check(w * 0.14 + h * 0.03, y, h * 0.05) : "");
    out += rect(w * 0.21, y - h * 0.01, w * 0.14, h * 0.02, { rx: h * 0.01, fill: "#DCE3EA" });
  }
  out += chartCard(
    w * 0.48,
    h * 0.16,
    w * 0.38,
    h * 0.42,
    "bars",
    [0.5, 0.7, 0.4, 0.8, 0.6],
    P.slate,
  );
  out += magnifier(w * 0.66, h * 0.4, h * 0.12, P.navy);
  out += shield(w * 0.56, h * 0.72, h * 0.13, P.teal);
  out += circle(w * 0.86, h * 0.7, h * 0.05, { fill: P.gold, fillOpacity: 0.9 });
  return behind(out, confetti(c, 4));
}
