/**
 * Regenerates every image of the catalog into data/images.
 *   npx tsx scripts/images/generate.ts            all images
 *   npx tsx scripts/images/generate.ts --only en-team --out /tmp/preview   a subset elsewhere
 * Stale PNGs in data/images that the catalog no longer lists are removed, so the folder always
 * mirrors the catalog exactly.
 */
import { mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CATALOG } from "./catalog";
import { drawEntry } from "./entry";

const DEFAULT_OUT = path.resolve(__dirname, "../../data/images");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const only = arg("--only");
  const out = path.resolve(arg("--out") ?? DEFAULT_OUT);
  mkdirSync(out, { recursive: true });
  const entries = CATALOG.filter((e) => !only || e.file.includes(only));
  let total = 0;
  for (const e of entries) {
    const png = await drawEntry(e);
    writeFileSync(path.join(out, e.file), png);
    total += png.length;
    console.log(`${e.file.padEnd(44)} ${e.width}x${e.height} ${(png.length / 1024).toFixed(1)} KB`);
  }
  if (!only && out === DEFAULT_OUT) {
    const known = new Set(CATALOG.map((e) => e.file));
    for (const f of readdirSync(out)) {
      if (f.endsWith(".png") && !known.has(f) && statSync(path.join(out, f)).isFile()) {
        unlinkSync(path.join(out, f));
        console.log(`removed stale ${f}`);
      }
    }
  }
  console.log(`${entries.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
