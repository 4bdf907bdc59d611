/**
 * Minimal SVG string builder. Shapes are plain strings so scenes stay readable; the Canvas collects
 * <defs> (gradients, patterns) with per-image ids so two images never depend on each other.
 */
import { Rng } from "./rng";

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

/** Round to 2 decimals: shorter SVG and no float noise between platforms. */
export const n = (v: number): string => String(Math.round(v * 100) / 100);

/** SVG attributes that are genuinely camelCase; every other camelCase key becomes kebab-case. */
const CAMEL = new Set(["patternUnits", "gradientUnits", "viewBox", "gradientTransform"]);

function attrs(o: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    const key = CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);
    out += ` ${key}="${typeof v === "number" ? n(v) : esc(String(v))}"`;
  }
  return out;
}

export function esc(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export const el = (tag: string, a: Attrs, body?: string): string =>
  body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const path = (d: string, a: Attrs = {}): string => el("path", { d, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el("line", { x1, y1, x2, y2, strokeLinecap: "round", ...a });
export const poly = (pts: [number, number][], a: Attrs = {}): string =>
  el("polygon", { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), ...a });
export const polyline = (pts: [number, number][], a: Attrs = {}): string =>
  el("polyline", {
    points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ...a,
  });
export const g = (body: string, a: Attrs = {}): string => el("g", a, body);
export const translate = (x: number, y: number, s = 1): string =>
  s === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${n(s)})`;

/** Smooth path through points (Catmull-Rom converted to cubic Béziers) for charts and roads. */
export function smooth(pts: [number, number][]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** One image being drawn: size, its own random stream and its own <defs>. */
export class Canvas {
  readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Linear gradient from c1 to c2; angle in degrees (90 = top to bottom). Returns a fill url. */
  linear(c1: string, c2: string, angle = 90, o1 = 1, o2 = 1): string {
    const id = this.uid("lg");
    const r = (angle * Math.PI) / 180;
    const dx = Math.cos(r) / 2;
    const dy = Math.sin(r) / 2;
    this.defs.push(
      el(
        "linearGradient",
        { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy },
        el("stop", { offset: 0, stopColor: c1, stopOpacity: o1 }) +
          el("stop", { offset: 1, stopColor: c2, stopOpacity: o2 }),
      ),
    );
    return `url(#${id})`;
  }

  /** Radial glow used for soft background blobs. */
  radial(c: string, o = 1): string {
    const id = this.uid("rg");
    this.defs.push(
      el(
        "radialGradient",
        { id },
        el("stop", { offset: 0, stopColor: c, stopOpacity: o }) +
          el("stop", { offset: 1, stopColor: c, stopOpacity: 0 }),
      ),
    );
    return `url(#${id})`;
  }

  /** Repeating dot grid, the subtle texture behind every scene. */
  dots(colour: string, step: number, r: number, opacity: number): string {
    const id = this.uid("dp");
    this.defs.push(
      el(
        "pattern",
        { id, width: step, height: step, patternUnits: "userSpaceOnUse" },
        circle(step / 2, step / 2, r, { fill: colour, fillOpacity: opacity }),
      ),
    );
    return `url(#${id})`;
  }

  document(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}
