/**
 * Invented sponsor wordmarks (400x160, transparent background): a small geometric mark plus a
 * name. The names are made up for this project and do not refer to real companies.
 */
import { P, tint } from "../palette";
import { Canvas, circle, path, poly, rect } from "../svg";
import { text } from "../primitives/text";

type Mark = (x: number, y: number, s: number, col: string) => string;

const MARKS: Mark[] = [
  (x, y, s, col) =>
    circle(x + s / 2, y + s / 2, s / 2, { fill: col }) +
    circle(x + s * 0.62, y + s * 0.38, s * 0.22, { fill: P.white }),
  (x, y, s, col) =>
    poly(
      [
        [x, y + s],
        [x + s / 2, y],
        [x + s, y + s],
      ],
      { fill: col },
    ) +
    poly(
      [
        [x + s * 0.3, y + s],
        [x + s * 0.65, y + s * 0.35],
        [x + s, y + s],
      ],
      { fill: tint(col, 0.4) },
    ),
  (x, y, s, col) =>
    rect(x, y, s * 0.45, s * 0.45, { rx: s * 0.1, fill: col }) +
    rect(x + s * 0.55, y, s * 0.45, s * 0.45, { rx: s * 0.1, fill: tint(col, 0.4) }) +
    rect(x, y + s * 0.55, s * 0.45, s * 0.45, { rx: s * 0.1, fill: tint(col, 0.4) }) +
    rect(x + s * 0.55, y + s * 0.55, s * 0.45, s * 0.45, { rx: s * 0.1, fill: col }),
  (x, y, s, col) =>
    path(
      `M${x} ${y + s * 0.7} Q${x + s * 0.25} ${y} ${x + s * 0.5} ${y + s * 0.5} T${x + s} ${y + s * 0.3}`,
      { stroke: col, strokeWidth: s * 0.16, fill: "none", strokeLinecap: "round" },
    ),
  (x, y, s, col) =>
    circle(x + s / 2, y + s / 2, s * 0.42, { fill: "none", stroke: col, strokeWidth: s * 0.14 }) +
    circle(x + s / 2, y + s / 2, s * 0.14, { fill: col }),
  (x, y, s, col) =>
    poly(
      [
        [x + s / 2, y],
        [x + s, y + s / 2],
        [x + s / 2, y + s],
        [x, y + s / 2],
      ],
      { fill: col },
    ) +
    poly(
      [
        [x + s / 2, y + s * 0.25],
        [x + s * 0.75, y + s / 2],
        [x + s / 2, y + s * 0.75],
        [x + s * 0.25, y + s / 2],
      ],
      { fill: P.white },
    ),
];

/** Invented names; colours vary so the row of logos is not monochrome. */
const SPONSORS = [
  { name: "Brightmere", col: P.blue },
  { name: "Ridgeline Co", col: P.teal },
  { name: "Quadrant Nine", col: P.deep },
  { name: "Tidewell", col: P.teal },
  { name: "Orbis Ledger", col: P.gold },
  { name: "Kestrel Works", col: P.navy },
];

export function sponsor(index: number) {
  return (c: Canvas): string => {
    const { w, h } = c;
    const sp = SPONSORS[index];
    const s = h * 0.42;
    const size = sp.name.length > 11 ? h * 0.19 : h * 0.22;
    return (
      MARKS[index](w * 0.07, (h - s) / 2, s, sp.col) +
      text(w * 0.07 + s + w * 0.04, h / 2 + size * 0.36, sp.name, {
        size,
        fill: P.ink,
        weight: "bold",
      })
    );
  };
}
