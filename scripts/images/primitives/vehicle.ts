/**
 * Vehicles and machinery for leasing scenes. Side views on a common ground line; `base` is the
 * y of the road.
 */
import { P, shade, tint } from "../palette";
import { circle, g, path, rect } from "../svg";

function wheel(cx: number, base: number, r: number): string {
  return (
    circle(cx, base - r, r, { fill: P.ink }) + circle(cx, base - r, r * 0.45, { fill: P.light })
  );
}

/** Delivery van, front pointing right. */
export function van(x: number, base: number, w: number, colour: string = P.white): string {
  const h = w * 0.55;
  const r = w * 0.09;
  let out = path(
    `M${x} ${base - r} L${x} ${base - h + 10} Q${x} ${base - h} ${x + 10} ${base - h} L${x + w * 0.68} ${base - h} Q${x + w * 0.8} ${base - h} ${x + w * 0.86} ${base - h * 0.6} L${x + w} ${base - h * 0.45} L${x + w} ${base - r} Z`,
    { fill: colour, stroke: shade(colour, 0.15), strokeWidth: 2 },
  );
  out += path(
    `M${x + w * 0.72} ${base - h * 0.88} L${x + w * 0.8} ${base - h * 0.88} L${x + w * 0.86} ${base - h * 0.56} L${x + w * 0.72} ${base - h * 0.56} Z`,
    { fill: P.mint },
  );
  out += rect(x + w * 0.06, base - h * 0.62, w * 0.56, h * 0.18, { rx: 6, fill: P.teal });
  out += rect(x + w * 0.95, base - h * 0.36, w * 0.05, h * 0.08, { rx: 3, fill: P.gold });
  out += wheel(x + w * 0.2, base, r) + wheel(x + w * 0.8, base, r);
  return out;
}

/** Compact car, front pointing right. */
export function car(x: number, base: number, w: number, colour: string = P.blue): string {
  const h = w * 0.42;
  const r = w * 0.1;
  let out = path(
    `M${x} ${base - r} L${x} ${base - h * 0.52} Q${x} ${base - h * 0.62} ${x + w * 0.08} ${base - h * 0.62} L${x + w * 0.22} ${base - h * 0.62} L${x + w * 0.36} ${base - h} L${x + w * 0.66} ${base - h} L${x + w * 0.82} ${base - h * 0.62} Q${x + w} ${base - h * 0.6} ${x + w} ${base - h * 0.4} L${x + w} ${base - r} Z`,
    { fill: colour },
  );
  out += path(
    `M${x + w * 0.27} ${base - h * 0.62} L${x + w * 0.38} ${base - h * 0.9} L${x + w * 0.5} ${base - h * 0.9} L${x + w * 0.5} ${base - h * 0.62} Z M${x + w * 0.54} ${base - h * 0.62} L${x + w * 0.54} ${base - h * 0.9} L${x + w * 0.64} ${base - h * 0.9} L${x + w * 0.76} ${base - h * 0.62} Z`,
    { fill: P.mint },
  );
  out += rect(x + w * 0.93, base - h * 0.46, w * 0.07, h * 0.1, { rx: 3, fill: P.gold });
  out += wheel(x + w * 0.22, base, r) + wheel(x + w * 0.78, base, r);
  return out;
}

/** Small excavator: "industrial equipment" without detailed mechanics. */
export function excavator(x: number, base: number, w: number, colour: string = P.gold): string {
  const h = w * 0.7;
  let out = rect(x, base - w * 0.16, w * 0.62, w * 0.16, { rx: w * 0.08, fill: P.ink });
  for (let i = 0; i < 4; i++)
    out += circle(x + w * 0.1 + i * w * 0.14, base - w * 0.08, w * 0.045, { fill: P.slate });
  out += rect(x + w * 0.04, base - h * 0.55, w * 0.56, h * 0.32, { rx: 10, fill: colour });
  out += rect(x + w * 0.3, base - h * 0.88, w * 0.28, h * 0.36, { rx: 10, fill: colour });
  out += rect(x + w * 0.34, base - h * 0.82, w * 0.2, h * 0.2, { rx: 6, fill: P.mint });
  const arm = path(
    `M${x + w * 0.56} ${base - h * 0.5} L${x + w * 0.82} ${base - h * 1.0} L${x + w * 0.98} ${base - h * 0.5}`,
    {
      stroke: shade(colour, 0.12),
      strokeWidth: w * 0.07,
      fill: "none",
      strokeLinejoin: "round",
      strokeLinecap: "round",
    },
  );
  out +=
    arm +
    path(
      `M${x + w * 0.9} ${base - h * 0.5} L${x + w * 1.06} ${base - h * 0.5} L${x + w} ${base - h * 0.26} L${x + w * 0.92} ${base - h * 0.3} Z`,
      { fill: P.slate },
    );
  return (
    g(out) +
    rect(x + w * 0.06, base - h * 0.45, w * 0.16, h * 0.05, { rx: 3, fill: tint(colour, 0.4) })
  );
}
