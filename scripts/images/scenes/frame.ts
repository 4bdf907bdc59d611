/**
 * Shared framing for the English 1200x800 thumbnails: backdrop, floor shadow and sparkles around a
 * foreground, plus a "people at a table" group used by several scenes.
 */
import { P } from "../palette";
import { Canvas } from "../svg";
import { backdrop, behind, confetti, floor, Theme } from "../primitives/backgrounds";
import { handsOnDesk } from "../primitives/gestures";
import { desk } from "../primitives/office";
import { bust, randomLook } from "../primitives/person";

export type Scene = (c: Canvas) => string;

/** Wraps a foreground in backdrop + floor + sparkles, the common frame of all thumbnails. */
export const frame =
  (theme: Theme, fg: Scene, sparkles = 5): Scene =>
  (c) =>
    behind(
      backdrop(c, theme) + floor(c.w / 2, c.h * 0.87, c.w * 0.44) + fg(c),
      confetti(c, sparkles),
    );

/** People behind a table: busts, the table covering their lower half, hands resting on it. */
export function atTable(c: Canvas, xs: number[], tableY: number, s: number): string {
  const looks = xs.map(() => randomLook(c.rng));
  const top = tableY - 290 * s;
  let out = looks.map((l, i) => bust(l, c.w * xs[i], top, s, 340)).join("");
  const x0 = c.w * (xs[0] - 0.16);
  out += desk(x0, tableY, c.w * (xs[xs.length - 1] - xs[0] + 0.32), c.h * 0.3, P.white);
  return out + looks.map((l, i) => handsOnDesk(l, c.w * xs[i], top, s, tableY + 8 * s)).join("");
}
