/**
 * Architecture: skylines, bank, house, factory. Buildings are boxes with window grids; the look is
 * kept flat so they sit behind people without competing with them.
 */
import { P, shade, tint } from "../palette";
import { Rng } from "../rng";
import { g, path, poly, rect } from "../svg";

/** Grid of windows inside a facade. */
function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  colour: string,
): string {
  let out = "";
  const gx = w / cols;
  const gy = h / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      out += rect(x + i * gx + gx * 0.22, y + j * gy + gy * 0.22, gx * 0.56, gy * 0.5, {
        rx: 2,
        fill: colour,
      });
    }
  }
  return out;
}

/** Row of towers along a baseline; heights and widths from rng, colour faded for depth. */
export function skyline(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  maxH: number,
  colour: string,
  win: string,
): string {
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = rng.range(0.06, 0.12) * (x1 - x0);
    const h = rng.range(0.35, 1) * maxH;
    const bw = Math.min(w, x1 - x);
    out += rect(x, base - h, bw - 6, h, { rx: 6, fill: colour });
    if (bw > 40)
      out += windows(
        x + 6,
        base - h + 12,
        bw - 18,
        h - 20,
        Math.max(2, Math.round(bw / 34)),
        Math.max(2, Math.round(h / 40)),
        win,
      );
    if (rng.chance(0.3)) out += rect(x + bw / 2 - 4, base - h - 24, 4, 24, { fill: colour });
    x += bw;
  }
  return out;
}

/** Classical bank with columns and pediment: the universal sign for "lender". */
export function bank(x: number, y: number, w: number, h: number, colour: string = P.deep): string {
  const roofH = h * 0.24;
  const cols = 5;
  let out = poly(
    [
      [x - w * 0.04, y + roofH],
      [x + w / 2, y],
      [x + w * 1.04, y + roofH],
    ],
    { fill: colour },
  );
  out += rect(x, y + roofH, w, h * 0.06, { fill: shade(colour, 0.15) });
  const top = y + roofH + h * 0.06;
  const colH = h * 0.56;
  for (let i = 0; i < cols; i++) {
    const cx = x + (w / cols) * (i + 0.5);
    out += rect(cx - w * 0.035, top, w * 0.07, colH, { fill: tint(colour, 0.85) });
  }
  out += rect(x - w * 0.03, top + colH, w * 1.06, h * 0.07, { fill: shade(colour, 0.1) });
  out += rect(x - w * 0.07, top + colH + h * 0.07, w * 1.14, h * 0.07, { rx: 3, fill: colour });
  out += poly(
    [
      [x + w * 0.42, y + roofH * 0.78],
      [x + w / 2, y + roofH * 0.42],
      [x + w * 0.58, y + roofH * 0.78],
    ],
    { fill: P.gold },
  );
  return out;
}

/** Family house with door, windows and chimney. */
export function house(
  x: number,
  y: number,
  w: number,
  wall: string = P.sand,
  roof: string = P.blue,
): string {
  const h = w * 0.7;
  let out = rect(x + w * 0.68, y - w * 0.02, w * 0.1, w * 0.24, { fill: shade(roof, 0.2) });
  out += rect(x + w * 0.06, y + w * 0.3, w * 0.88, h - w * 0.3 + w * 0.3, { rx: 6, fill: wall });
  out += poly(
    [
      [x - w * 0.04, y + w * 0.34],
      [x + w / 2, y - w * 0.08],
      [x + w * 1.04, y + w * 0.34],
    ],
    { fill: roof, strokeLinejoin: "round", stroke: roof, strokeWidth: 10 },
  );
  out += rect(x + w * 0.42, y + w * 0.62, w * 0.18, w * 0.38, { rx: 8, fill: P.deep });
  out += rect(x + w * 0.16, y + w * 0.5, w * 0.18, w * 0.16, {
    rx: 4,
    fill: P.mint,
    stroke: P.white,
    strokeWidth: 4,
  });
  out += rect(x + w * 0.68, y + w * 0.5, w * 0.18, w * 0.16, {
    rx: 4,
    fill: P.mint,
    stroke: P.white,
    strokeWidth: 4,
  });
  return out;
}

/** Factory with saw-tooth roof and chimney; `progress` < 1 leaves it half built with scaffolding. */
export function factory(x: number, y: number, w: number, h: number, progress = 1): string {
  const built = h * progress;
  const top = y + h - built;
  let out = rect(x + w * 0.78, y - h * 0.3, w * 0.08, h * 0.5, { fill: P.slate });
  out += rect(x, top, w, built, { rx: 6, fill: P.deep });
  const teeth = 4;
  const tw = w / teeth;
  for (let i = 0; i < teeth; i++) {
    out += poly(
      [
        [x + i * tw, top],
        [x + i * tw + tw, top - h * 0.18],
        [x + i * tw + tw, top],
      ],
      { fill: P.blue },
    );
  }
  out += windows(x + w * 0.05, top + built * 0.2, w * 0.9, built * 0.45, 6, 2, P.gold);
  if (progress < 1) {
    let scaf = "";
    for (let i = 0; i <= 6; i++)
      scaf += rect(x + (w / 6) * i - 3, y - h * 0.15, 6, h * 1.15 - built, { fill: P.gold });
    for (let j = 0; j < 3; j++)
      scaf += rect(x - 6, y - h * 0.15 + j * ((h * 1.15 - built) / 3), w + 12, 6, { fill: P.gold });
    out += g(scaf, { opacity: 0.9 });
  }
  return out;
}

/** Tower crane for construction scenes. */
export function crane(x: number, base: number, h: number, colour: string = P.gold): string {
  let out = rect(x - 10, base - h, 20, h, { fill: colour });
  for (let i = 0; i < h; i += 40)
    out += path(`M${x - 10} ${base - i} L${x + 10} ${base - i - 40}`, {
      stroke: shade(colour, 0.3),
      strokeWidth: 3,
    });
  out += rect(x - h * 0.25, base - h - 16, h * 0.85, 16, { fill: colour });
  out += rect(x - h * 0.25, base - h - 4, h * 0.12, 30, { fill: P.slate });
  out += rect(x + h * 0.5, base - h, 3, h * 0.35, { fill: P.ink });
  out += rect(x + h * 0.5 - 24, base - h * 0.65, 50, 26, { rx: 3, fill: P.teal });
  return out;
}
