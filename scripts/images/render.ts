/**
 * SVG string → PNG buffer. Flat art compresses well as an indexed palette PNG; images with large
 * soft gradients keep full colour to avoid banding (the catalog decides per image).
 */
import sharp from "sharp";

export interface RenderOptions {
  /** Indexed palette output (much smaller) — default true. */
  palette?: boolean;
}

export async function renderPng(svg: string, opts: RenderOptions = {}): Promise<Buffer> {
  const palette = opts.palette ?? true;
  return sharp(Buffer.from(svg), { density: 72 })
    .png(
      palette
        ? { compressionLevel: 9, palette: true, quality: 90, effort: 10, dither: 0.6 }
        : { compressionLevel: 9, adaptiveFiltering: true },
    )
    .toBuffer();
}
