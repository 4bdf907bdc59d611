/**
 * Stylised people. Everything is drawn in a local frame where the head is a radius-50 circle at
 * (0,0); callers place and scale with a transform, so one set of proportions serves avatars,
 * portraits and small figures in scenes alike.
 */
import { P, shade, tint } from "../palette";
import { circle, ellipse, g, path, rect, translate } from "../svg";
import { backHair, head } from "./head";
import type { Look } from "./look";

export { head } from "./head";
export { randomLook, type HairStyle, type Look, type Outfit } from "./look";

/** Shoulders and chest down to y=bottom, with the neckline of the outfit. */
export function torso(l: Look, bottom = 260): string {
  const body = `M-96 ${bottom} L-96 150 Q-96 94 -44 90 L44 90 Q96 94 96 150 L96 ${bottom} Z`;
  let out = rect(-15, 30, 30, 70, { fill: shade(l.skin, 0.12) });
  out += path(body, { fill: l.top });
  if (l.outfit === "blazer") {
    out += path(`M-30 90 L0 ${bottom} L30 90 Z`, { fill: l.inner });
    out += path("M-44 90 L-8 150 L-20 160 Z", { fill: shade(l.top, 0.25) });
    out += path("M44 90 L8 150 L20 160 Z", { fill: shade(l.top, 0.25) });
  } else if (l.outfit === "shirt") {
    out += path("M-30 90 L0 128 L30 90 Z", { fill: l.skin });
    out += path("M-34 88 L-4 128 L-22 134 Z M34 88 L4 128 L22 134 Z", { fill: tint(l.top, 0.35) });
    out += rect(-2, 128, 4, bottom - 128, { fill: shade(l.top, 0.2) });
  } else {
    out += path("M-30 90 Q0 122 30 90 Z", { fill: shade(l.skin, 0.12) });
    out += path("M-32 90 Q0 126 32 90", { stroke: tint(l.top, 0.3), strokeWidth: 7, fill: "none" });
  }
  return out;
}

/** Head and shoulders, the building block of portraits, avatars and people behind desks. */
export function bust(l: Look, x: number, y: number, scale: number, bottom = 260): string {
  return g(backHair(l) + torso(l, bottom) + head(l), {
    transform: translate(x, y, scale),
  });
}

export type Pose = "down" | "point" | "wave" | "hold";

/** Whole standing figure; feet end near local y=470. */
export function standing(
  l: Look,
  x: number,
  y: number,
  scale: number,
  pose: Pose = "down",
): string {
  const legs =
    rect(-58, 236, 52, 222, { rx: 20, fill: l.trousers }) +
    rect(6, 236, 52, 222, { rx: 20, fill: shade(l.trousers, 0.1) }) +
    ellipse(-34, 462, 34, 14, { fill: P.ink }) +
    ellipse(34, 462, 34, 14, { fill: P.ink });
  const arm = (d: string, hx: number, hy: number): string =>
    path(d, {
      stroke: shade(l.top, 0.12),
      strokeWidth: 34,
      fill: "none",
      strokeLinecap: "round",
      strokeLinejoin: "round",
    }) + circle(hx, hy, 16, { fill: l.skin });
  const leftDown = arm("M-84 118 Q-104 180 -98 236", -98, 248);
  let arms = "";
  let held = "";
  if (pose === "down") arms = leftDown + arm("M84 118 Q104 180 98 236", 98, 248);
  if (pose === "point") arms = leftDown + arm("M84 118 Q140 90 176 30", 182, 18);
  if (pose === "wave") arms = leftDown + arm("M84 118 Q130 100 132 20", 134, 6);
  if (pose === "hold") {
    arms = arm("M-84 118 Q-96 190 -36 196", -30, 196) + arm("M84 118 Q96 190 36 196", 30, 196);
    held = rect(-46, 140, 92, 62, { rx: 8, fill: P.white, stroke: P.slate, strokeWidth: 3 });
  }
  const body = legs + backHair(l) + torso(l, 250) + arms + held + head(l);
  return g(body, { transform: translate(x, y, scale) });
}

/** Simple one-colour figure (no face) for families and crowds where detail would be noise. */
export function silhouette(x: number, y: number, scale: number, fill: string): string {
  const body =
    circle(0, 0, 42, { fill }) +
    path("M-70 250 L-70 130 Q-70 62 0 62 Q70 62 70 130 L70 250 Z", { fill }) +
    rect(-54, 230, 46, 180, { rx: 20, fill }) +
    rect(8, 230, 46, 180, { rx: 20, fill });
  return g(body, { transform: translate(x, y, scale) });
}
