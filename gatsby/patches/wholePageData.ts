// Under `gatsby develop`, every page's data and every static query's result is a JSON file under
// public/page-data that Gatsby rewrites in place (fs-extra's outputFile: truncate, then write)
// each time a saved data file changes a query's result, while its server reads the same files for
// the browser. A read that falls between the truncation and the last byte gets half a file: the
// server answers "Query was not run and no cached result was found. Unexpected end of JSON input"
// and the page's navigation or preview fails. Here those files are written whole instead: to a
// temporary file beside them, then renamed over the old one, which a reader sees as the old file
// or the new one, never a part. A patch of Gatsby's fs-extra (its ensure-file-content.js and
// query-runner.js): what it waits for upstream and when it can go, gatsby/patches/README.md.
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

type OutputFile = (file: string, data: string | Uint8Array, ...rest: unknown[]) => unknown;

let sequence = 0;

/** Writes `data` to `file` (creating its folder) so that a reader finds the old or the new content
 * whole: a temporary file in the same folder, renamed over `file`. */
export async function writeFileWhole(file: string, data: string | Uint8Array): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${++sequence}.tmp`;
  try {
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** An outputFile that writes the files under `folder` whole and leaves every other call, and every
 * call in callback or options form, to `original`. */
export function outputFileWholeUnder(folder: string, original: OutputFile): OutputFile {
  const inside = path.resolve(folder) + path.sep;
  return function outputFile(file, data, ...rest) {
    const plain = rest.length === 0 && (typeof data === "string" || data instanceof Uint8Array);
    if (plain && path.resolve(file).startsWith(inside)) return writeFileWhole(file, data);
    return original(file, data, ...rest);
  };
}

/** Gatsby's own fs-extra (ensure-file-content.js and query-runner.js look its outputFile up on
 * each call), made to write `publicDir`/page-data whole. Once per process. */
export function writePageDataWhole(publicDir = path.join(ROOT, "public")): void {
  const fsExtra = createRequire(path.join(ROOT, "node_modules/gatsby/package.json"))(
    "fs-extra",
  ) as {
    outputFile: OutputFile & { wholeUnder?: string };
  };
  if (fsExtra.outputFile.wholeUnder) return;
  const folder = path.join(publicDir, "page-data");
  fsExtra.outputFile = Object.assign(outputFileWholeUnder(folder, fsExtra.outputFile), {
    wholeUnder: folder,
  });
}
