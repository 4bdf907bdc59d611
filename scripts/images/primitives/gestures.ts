/**
 * Arms and hands that interact with objects (desk, phone, handshake). Kept apart from person.ts
 * because they are drawn in scene coordinates, after the desk or objects they touch.
 */
import { P, shade } from "../palette";
import { circle, g, path, rect, translate } from "../svg";
import type { Look } from "./person";

const sleeve = (c: string, w: number) => ({
  stroke: shade(c, 0.1),
  strokeWidth: w,
  fill: "none",
  strokeLinecap: "round",
  strokeLinejoin: "round",
});

/** Forearms resting on a desk in front of a bust placed at (x, y) with scale s. */
export function handsOnDesk(l: Look, x: number, y: number, s: number, deskY: number): string {
  const sy = y + 150 * s;
  return (
    path(
      `M${x - 88 * s} ${sy} Q${x - 100 * s} ${deskY - 20 * s} ${x - 48 * s} ${deskY - 16 * s}`,
      sleeve(l.top, 34 * s),
    ) +
    path(
      `M${x + 88 * s} ${sy} Q${x + 100 * s} ${deskY - 20 * s} ${x + 48 * s} ${deskY - 16 * s}`,
      sleeve(l.top, 34 * s),
    ) +
    circle(x - 36 * s, deskY - 16 * s, 16 * s, { fill: l.skin }) +
    circle(x + 36 * s, deskY - 16 * s, 16 * s, { fill: l.skin })
  );
}

/** Raised arm holding a phone at the ear of a bust at (x, y) scale s (right side of the face). */
export function phoneAtEar(l: Look, x: number, y: number, s: number): string {
  return (
    path(
      `M${x + 88 * s} ${y + 150 * s} Q${x + 170 * s} ${y + 250 * s} ${x + 58 * s} ${y + 40 * s}`,
      sleeve(l.top, 34 * s),
    ) +
    g(
      rect(-11, -30, 22, 58, { rx: 6, fill: P.ink }) +
        rect(-7, -23, 14, 42, { rx: 3, fill: P.teal }),
      {
        transform: `${translate(x + 50 * s, y + 16 * s, s)} rotate(-16)`,
      },
    ) +
    circle(x + 56 * s, y + 36 * s, 17 * s, { fill: l.skin })
  );
}

/** Two forearms meeting in a handshake at (cx, cy); s scales the whole gesture. */
export function handshake(a: Look, b: Look, cx: number, cy: number, s: number): string {
  const arm = (l: Look, flip: number) =>
    g(
      rect(-420, -40, 340, 80, { rx: 40, fill: l.top }) +
        rect(-110, -44, 36, 88, { rx: 12, fill: l.inner }) +
        path("M-80 -38 Q-10 -52 40 -30 Q70 -18 60 4 Q40 40 -80 38 Z", { fill: l.skin }) +
        path("M-20 -10 Q20 -6 44 6 M-26 10 Q14 14 38 24", {
          stroke: shade(l.skin, 0.2),
          strokeWidth: 4,
          fill: "none",
          strokeLinecap: "round",
        }),
      { transform: `${translate(cx, cy)} scale(${flip * s} ${s}) rotate(-10)` },
    );
  return (
    arm(a, 1) +
    arm(b, -1) +
    path(
      `M${cx - 30 * s} ${cy - 40 * s} Q${cx} ${cy - 60 * s} ${cx + 40 * s} ${cy - 30 * s} Q${cx + 30 * s} ${cy - 10 * s} ${cx - 10 * s} ${cy - 18 * s} Z`,
      { fill: a.skin },
    )
  );
}
