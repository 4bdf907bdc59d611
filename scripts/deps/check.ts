// What ships, package by package, against the advisories kept in scripts/deps/known-bad.json.
// Three things ship: the server (the packages its code imports, with everything they need, as npm
// installed them), the site's bundle (the packages whose files the build's source maps name) and
// the editor's bundle (Decap's prebuilt file, with the libraries built into it, whose versions
// only the bundle itself tells). `npm audit` cannot reach its endpoint from every machine; this
// check needs nothing but the repository and node_modules.
import fs from "node:fs";
import path from "node:path";

/** OSV's range: from `introduced` ("0": every release) up to `fixed`, or through `lastAffected`. */
export interface AffectedRange {
  introduced: string;
  fixed?: string;
  lastAffected?: string;
}

export interface Advisory {
  package: string;
  id: string;
  summary: string;
  affected: AffectedRange[];
  /** Where the id and the range were read. */
  source?: string;
}

export interface KnownBad {
  /** Library → a regular expression whose first group is its version inside a bundle. */
  embedded: Record<string, string>;
  advisories: Advisory[];
}

/** One package in what ships: where it was found and how it gets there. */
export interface Shipped {
  name: string;
  version: string;
  /** "server", "site bundle" or "editor bundle". */
  part: string;
  /** The folder under the project (node_modules/…) or the bundle file it was read from. */
  where: string;
}

export interface Hit {
  shipped: Shipped;
  advisory: Advisory;
}

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Semantic version order: numbers first, then a pre-release before its release. */
export function compareVersions(a: string, b: string): number {
  const pa = VERSION.exec(a.trim());
  const pb = VERSION.exec(b.trim());
  if (!pa || !pb) throw new Error(`not a version: ${pa ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i] ?? 0) - Number(pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  const [ra, rb] = [pa[4], pb[4]];
  if (ra === undefined || rb === undefined) return ra === rb ? 0 : ra === undefined ? 1 : -1;
  const xa = ra.split(".");
  const xb = rb.split(".");
  for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
    if (xa[i] === undefined) return -1;
    if (xb[i] === undefined) return 1;
    const na = /^\d+$/.test(xa[i]) ? Number(xa[i]) : NaN;
    const nb = /^\d+$/.test(xb[i]) ? Number(xb[i]) : NaN;
    if (!Number.isNaN(na) && !Number.isNaN(nb)) {
      if (na !== nb) return Math.sign(na - nb);
    } else if (Number.isNaN(na) !== Number.isNaN(nb)) {
      return Number.isNaN(na) ? 1 : -1; // numeric identifiers sort first
    } else if (xa[i] !== xb[i]) {
      return xa[i] < xb[i] ? -1 : 1;
    }
  }
  return 0;
}

export function isAffected(version: string, ranges: AffectedRange[]): boolean {
  return ranges.some((r) => {
    if (r.introduced !== "0" && compareVersions(version, r.introduced) < 0) return false;
    if (r.fixed !== undefined) return compareVersions(version, r.fixed) < 0;
    if (r.lastAffected !== undefined) return compareVersions(version, r.lastAffected) <= 0;
    return true;
  });
}

/** Reads and checks the list: a mistake in it must fail loudly, not let everything pass. */
export function readKnownBad(file: string): KnownBad {
  const list = JSON.parse(fs.readFileSync(file, "utf8")) as KnownBad;
  const where = (i: number, field: string) => `${file}: advisories[${i}].${field}`;
  if (!Array.isArray(list.advisories)) throw new Error(`${file}: no "advisories" list`);
  list.advisories.forEach((a, i) => {
    for (const field of ["package", "id", "summary"] as const) {
      if (typeof a[field] !== "string" || a[field] === "") throw new Error(where(i, field));
    }
    if (!Array.isArray(a.affected) || a.affected.length === 0) {
      throw new Error(`${where(i, "affected")} is empty`);
    }
    a.affected.forEach((r, j) => {
      const bound = r.fixed ?? r.lastAffected;
      if ((r.fixed === undefined) === (r.lastAffected === undefined)) {
        throw new Error(`${where(i, `affected[${j}]`)} needs one of "fixed" or "lastAffected"`);
      }
      for (const v of [r.introduced === "0" ? "0.0.0" : r.introduced, bound as string]) {
        if (typeof v !== "string" || !VERSION.test(v)) {
          throw new Error(`${where(i, `affected[${j}]`)}: "${v}" is not a version`);
        }
      }
    });
  });
  list.embedded ??= {};
  for (const [name, pattern] of Object.entries(list.embedded)) {
    // An alternative that matches the empty string shows how many groups the pattern captures.
    const groups = (new RegExp(`${pattern}|`).exec("") as RegExpExecArray).length - 1;
    if (groups < 1) throw new Error(`${file}: embedded.${name} has no group for the version`);
  }
  return list;
}

export function findHits(shipped: Shipped[], list: KnownBad): Hit[] {
  const byName = new Map<string, Advisory[]>();
  for (const a of list.advisories) byName.set(a.package, [...(byName.get(a.package) ?? []), a]);
  return shipped.flatMap((s) =>
    (byName.get(s.name) ?? [])
      .filter((a) => isAffected(s.version, a.affected))
      .map((advisory) => ({ shipped: s, advisory })),
  );
}

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function readInstalled(root: string, dir: string): { name: string; version: string } | null {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8"));
    return { name: pkg.name, version: pkg.version };
  } catch {
    return null; // an optional package for another platform, not installed here
  }
}

/** Where Node finds `name` from the package installed at `from`: its own node_modules, then each
 * parent's, then the top. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === "") return null;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

/** The bare package names a folder's sources import ("fastify", "@fastify/static"); Node's own
 * modules left out. */
export function importedPackages(root: string, folders: string[]): string[] {
  const names = new Set<string>();
  const SPEC = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|^import\s+)["']([^"'.][^"']*)["']/gm;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name)) {
        for (const m of fs.readFileSync(full, "utf8").matchAll(SPEC)) {
          const spec = m[1];
          if (spec.startsWith("node:")) continue;
          const parts = spec.split("/");
          names.add(spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
        }
      }
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return [...names].sort();
}

/** The server: the packages its sources import and `tsx`, which runs it, with all they need. */
export function serverPackages(root: string, roots: string[]): Shipped[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const packages: Record<string, LockEntry> = lock.packages;
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const name of roots) {
    const at = resolveIn(packages, "", name);
    if (at) queue.push(at);
  }
  while (queue.length > 0) {
    const at = queue.pop() as string;
    if (seen.has(at)) continue;
    seen.add(at);
    const entry = packages[at];
    const needs = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(
          ([name]) => !entry.peerDependenciesMeta?.[name]?.optional,
        ),
      ),
    };
    for (const name of Object.keys(needs)) {
      const dep = resolveIn(packages, at, name);
      if (dep && !seen.has(dep)) queue.push(dep);
    }
  }
  return [...seen].sort().flatMap((at) => {
    const installed = readInstalled(root, at);
    return installed ? [{ ...installed, part: "server", where: at }] : [];
  });
}

/** The site's bundle: every package a source map of the build names, as installed. */
export function siteBundlePackages(root: string, publicDir: string): Shipped[] {
  const dirs = new Set<string>();
  const PACKAGE_DIR = /(node_modules\/(?:(?:@[^/]+\/)?[^/]+\/node_modules\/)*(?:@[^/]+\/)?[^/]+)\//;
  for (const file of fs.readdirSync(publicDir)) {
    if (!file.endsWith(".js.map")) continue;
    const map = JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8"));
    for (const source of map.sources as string[]) {
      const m = PACKAGE_DIR.exec(source);
      if (m) dirs.add(m[1]);
    }
  }
  return [...dirs].sort().flatMap((dir) => {
    const installed = readInstalled(root, dir);
    return installed ? [{ ...installed, part: "site bundle", where: dir }] : [];
  });
}

/** The editor's bundle: the package that carries it, and each library built into it, found by
 * the signatures of the list (a licence banner, say) in its files. */
export function editorBundlePackages(
  bundleDir: string,
  packageName: string,
  embedded: Record<string, string>,
): Shipped[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(bundleDir, "..", "package.json"), "utf8"));
  const found: Shipped[] = [
    {
      name: packageName,
      version: pkg.version,
      part: "editor bundle",
      where: path.join("node_modules", packageName),
    },
  ];
  const seen = new Set<string>();
  for (const file of fs.readdirSync(bundleDir).sort()) {
    if (!/\.(?:js|txt)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(bundleDir, file), "utf8");
    for (const [name, pattern] of Object.entries(embedded)) {
      for (const m of text.matchAll(new RegExp(pattern, "g"))) {
        const key = `${name}@${m[1]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({
          name,
          version: m[1],
          part: "editor bundle",
          where: `${packageName}/dist/${file}`,
        });
      }
    }
  }
  return found;
}
