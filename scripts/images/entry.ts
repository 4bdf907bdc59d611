/**
 * One catalog entry → PNG bytes. Shared by the generator and the tests (which re-render an image to
 * prove the output is deterministic).
 */
import { renderPng } from "./render";
import { Rng } from "./rng";
import { Canvas } from "./svg";

export interface Entry {
  /** File name in data/images (exactly as listed in the team's image list). */
  file: string;
  width: number;
  height: number;
  /** Returns the SVG body; the canvas supplies size, seeded rng and defs. */
  draw: (c: Canvas) => string;
  /** Set false for images whose wide gradients band in an indexed palette. */
  palette?: boolean;
}

export function svgFor(e: Entry): string {
  // The seed is the file name, so an image never changes because another one was added.
  const c = new Canvas(e.width, e.height, new Rng(e.file));
  const body = e.draw(c);
  return c.document(body);
}

export function drawEntry(e: Entry): Promise<Buffer> {
  return renderPng(svgFor(e), { palette: e.palette });
}
