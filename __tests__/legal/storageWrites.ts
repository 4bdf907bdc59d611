// Every key this site's browser code writes to localStorage or sessionStorage, read from the
// source itself (the site's own files and the two Gatsby runtime modules that write storage), so
// a new key cannot slip past the cookie policy's table.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export type Storage = "localStorage" | "sessionStorage";

export interface StorageWrite {
  /** The key, or the key's prefix when the key goes on with a page path. */
  key: string;
  prefix: boolean;
  storage: Storage;
  /** Relative to the repository. */
  file: string;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** The browser code of the site: src/ and the Gatsby browser and SSR entry files. */
export function siteSources(): string[] {
  return [...sourceFiles("src"), "gatsby-browser.tsx", "gatsby-ssr.tsx"].filter((f) =>
    fs.existsSync(path.join(ROOT, f)),
  );
}

export const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** A `const NAME = "value"` (or template literal without placeholders) of the given files. */
function constantValue(name: string, files: string[]): string | null {
  const pattern = new RegExp(`const ${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)\`)`);
  for (const file of files) {
    const match = pattern.exec(read(file));
    if (match) return match[1] ?? match[2] ?? match[3];
  }
  return null;
}

const WRITE = /\b(localStorage|sessionStorage)\s*\.\s*setItem\(\s*([^,]+),/g;
const STRING = /^(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)$/;

/** The writes of one file; a key that is neither a literal nor a known constant throws. */
function writesOf(file: string, constantFiles: string[]): StorageWrite[] {
  return [...read(file).matchAll(WRITE)].map((m) => {
    const storage = m[1] as Storage;
    const expr = m[2].trim();
    const literal = STRING.exec(expr);
    const key = literal
      ? (literal[1] ?? literal[2] ?? literal[3])
      : constantValue(expr, [file, ...constantFiles]);
    if (key === null) throw new Error(`${file}: cannot tell which key ${expr} is`);
    return { key, prefix: false, storage, file };
  });
}

/** Gatsby's scroll restoration and its reload guard: the only storage its runtime writes. */
function gatsbyRuntimeWrites(): StorageWrite[] {
  const scroll = "node_modules/gatsby-react-router-scroll/session-storage.js";
  const prefix = /STATE_KEY_PREFIX = "([^"]+)"/.exec(read(scroll))?.[1];
  if (!prefix || !/sessionStorage\.setItem\(stateKey/.test(read(scroll))) {
    throw new Error(`${scroll} no longer writes what this helper expects`);
  }
  const app = "node_modules/gatsby/cache-dir/production-app.js";
  const reload = writesOf(app, []);
  if (reload.length === 0) throw new Error(`${app} no longer writes what this helper expects`);
  return [{ key: prefix, prefix: true, storage: "sessionStorage", file: scroll }, ...reload];
}

export function storageWrites(): StorageWrite[] {
  const constants = ["src/constants.ts"];
  return [...siteSources().flatMap((f) => writesOf(f, constants)), ...gatsbyRuntimeWrites()];
}

/** Whether the site's code sets a cookie itself anywhere. */
export function setsCookies(): string[] {
  return siteSources().filter((f) => /document\s*\.\s*cookie\s*=/.test(read(f)));
}

/** The site's files that import `file` (relative imports only, which is all src/ uses). */
export function importersOf(file: string): string[] {
  const target = file.replace(/\.tsx?$/, "");
  return siteSources().filter((f) =>
    [...read(f).matchAll(/from "(\.[^"]+)"/g)].some(
      (m) => path.join(path.dirname(f), m[1]) === target,
    ),
  );
}
