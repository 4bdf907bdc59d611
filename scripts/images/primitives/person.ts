/**
 * Stylised people. Everything is drawn in a local frame where the head is a radius-50 circle at
 * (0,0); callers place and scale with a transform, so one set of proportions serves avatars,
 * portraits and small figures in scenes alike.
 */
import { CLOTHES, HAIR, P, SKIN, shade, tint } from "../palette";
import { Rng } from "../rng";
import { circle, ellipse, g, path, rect, translate } from "../svg";

export type HairStyle =
  "short" | "side" | "curly" | "bun" | "long" | "bob" | "buzz" | "afro" | "bald";
export type Outfit = "blazer" | "sweater" | "shirt";

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  inner: string;
  outfit: Outfit;
  trousers: string;
  glasses: boolean;
  beard: boolean;
}

const STYLES: HairStyle[] = [
  "short",
  "side",
  "curly",
  "bun",
  "long",
  "bob",
  "buzz",
  "afro",
  "bald",
];

/** A random but plausible look; beards only with short styles, grey hair rarely. */
export function randomLook(rng: Rng, over: Partial<Look> = {}): Look {
  const hairStyle = rng.pick(STYLES);
  const short = ["short", "side", "buzz", "bald"].includes(hairStyle);
  const look: Look = {
    skin: rng.pick(SKIN),
    hair: rng.chance(0.12) ? HAIR[5] : rng.pick(HAIR.slice(0, 5)),
    hairStyle,
    top: rng.pick(CLOTHES),
    inner: rng.pick([P.white, P.mint, P.light, P.sand]),
    outfit: rng.pick(["blazer", "sweater", "shirt"] as const),
    trousers: rng.pick([P.ink, P.navy, P.slate, P.deep]),
    glasses: rng.chance(0.3),
    beard: short && rng.chance(0.35),
  };
  return { ...look, ...over };
}

/** Hair behind the head (long styles, afro) must be drawn before the body. */
function backHair(l: Look): string {
  switch (l.hairStyle) {
    case "long":
      return rect(-58, -48, 116, 150, { rx: 50, fill: l.hair });
    case "bob":
      return rect(-56, -48, 112, 96, { rx: 44, fill: l.hair });
    case "afro":
      return circle(0, -14, 72, { fill: l.hair });
    case "bun":
      return circle(0, -60, 22, { fill: l.hair });
    default:
      return "";
  }
}

/** Hair on top of the face: a cap shape, with variations per style. */
function frontHair(l: Look): string {
  const cap = "M-48 6 C-56 -76 56 -76 48 6 C44 -22 22 -34 -4 -32 C-26 -30 -42 -18 -48 6 Z";
  switch (l.hairStyle) {
    case "bald":
      return "";
    case "buzz":
      return path("M-46 -4 C-50 -74 50 -74 46 -4 C34 -34 -34 -34 -46 -4 Z", {
        fill: l.hair,
        fillOpacity: 0.9,
      });
    case "side":
      return (
        path(cap, { fill: l.hair }) +
        path("M-40 -34 C-20 -70 40 -66 50 -16 C30 -36 0 -32 -40 -34 Z", { fill: l.hair })
      );
    case "curly": {
      let out = path(cap, { fill: l.hair });
      for (let a = 190; a <= 350; a += 20) {
        const r = (a * Math.PI) / 180;
        out += circle(Math.cos(r) * 44, -6 + Math.sin(r) * 42, 15, { fill: l.hair });
      }
      return out;
    }
    case "long":
    case "bob":
      return path("M-50 14 C-60 -80 60 -80 50 14 C46 -20 30 -30 8 -34 C-14 -26 -36 -18 -50 14 Z", {
        fill: l.hair,
      });
    default:
      return path(cap, { fill: l.hair });
  }
}

/** Face, ears and hair. */
export function head(l: Look): string {
  const skinDark = shade(l.skin, 0.18);
  let out = "";
  out += circle(-45, 8, 10, { fill: skinDark }) + circle(45, 8, 10, { fill: l.skin });
  out += ellipse(0, 0, 44, 52, { fill: l.skin });
  if (l.beard) {
    out += path("M-44 6 C-44 66 44 66 44 6 C40 30 22 36 0 36 C-22 36 -40 30 -44 6 Z", {
      fill: l.hair,
    });
  }
  out += frontHair(l);
  const brow = { stroke: shade(l.hair, 0.2), strokeWidth: 4, fill: "none", strokeLinecap: "round" };
  out += path("M-25 -9 Q-16 -14 -8 -10", brow) + path("M8 -10 Q16 -14 25 -9", brow);
  out += circle(-16, 5, 4.6, { fill: P.ink }) + circle(16, 5, 4.6, { fill: P.ink });
  out += path("M1 9 Q-4 18 3 19", {
    stroke: skinDark,
    strokeWidth: 3,
    fill: "none",
    strokeLinecap: "round",
  });
  out +=
    circle(-27, 20, 7, { fill: "#E8846B", fillOpacity: 0.22 }) +
    circle(27, 20, 7, { fill: "#E8846B", fillOpacity: 0.22 });
  out += path("M-12 27 Q0 37 12 27", {
    stroke: shade(l.skin, 0.55),
    strokeWidth: 3.6,
    fill: "none",
    strokeLinecap: "round",
  });
  if (l.glasses) {
    const gl = { fill: P.white, fillOpacity: 0.15, stroke: P.ink, strokeWidth: 3 };
    out += circle(-16, 5, 12, gl) + circle(16, 5, 12, gl);
    out += path("M-4 4 Q0 1 4 4", { stroke: P.ink, strokeWidth: 3, fill: "none" });
  }
  return out;
}

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
