/**
 * A stylised person's head and hair, in the local frame of person.ts: the head is a radius-50
 * circle at (0,0).
 */
import { P, shade } from "../palette";
import { circle, ellipse, path, rect } from "../svg";
import type { Look } from "./look";

/** Hair behind the head (long styles, afro) must be drawn before the body. */
export function backHair(l: Look): string {
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
