// The Lighthouse half of a compare run for the figures every site shares: each run's Lighthouse
// result as LHCI keeps it (`.lighthouseci/lhr-*.json`) reduced to TBT, LCP, FCP and the scripts
// loaded; `lhci collect` on a peer, with this site's collect settings, in a folder of its own (so
// this site's `lhci assert` never sees a peer's runs); and the first-load JS of any site, measured
// alike for all: each script fetched from the site and gzipped here.
import fs from "node:fs";
import path from "node:path";
import { gzipSize, toKb } from "./chunks";
import { lhci } from "./lhci";
import { collectSettings } from "./lighthouserc";

/** One Lighthouse run of one route, reduced to what the compare table shows. */
export interface LhrRun {
  path: string;
  tbtMs: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  /** URLs of the scripts the run requested. */
  scripts: string[];
  error?: string;
}

interface Lhr {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  audits?: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
}

const numeric = (lhr: Lhr, id: string) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/** The figures of one Lighthouse result; the route is the path of the URL asked for. */
export function lhrRun(lhr: Lhr): LhrRun {
  const url = lhr.requestedUrl ?? lhr.finalDisplayedUrl ?? "";
  const scripts = (lhr.audits?.["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && typeof item.url === "string")
    .map((item) => item.url as string);
  return {
    path: URL.canParse(url) ? new URL(url).pathname : url,
    tbtMs: numeric(lhr, "total-blocking-time"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    scripts: [...new Set(scripts)],
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Every run LHCI kept in its working folder, oldest first. */
export function readLhrRuns(workDir: string): LhrRun[] {
  if (!fs.existsSync(workDir)) return [];
  return fs
    .readdirSync(workDir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .sort()
    .map((name) => lhrRun(JSON.parse(fs.readFileSync(path.join(workDir, name), "utf8")) as Lhr));
}

export interface PeerLhci {
  workDir: string;
  collect(url: string): Promise<{ ok: boolean; seconds: number }>;
}

/** A peer's LHCI folder, emptied of earlier runs; each `collect` adds one run of one URL. */
export function openPeerLhci(dir: string, chromePath: string): PeerLhci {
  const workDir = path.join(dir, ".lighthouseci");
  const logFile = path.join(dir, "lhci.log");
  const config = path.join(dir, "lighthouserc.json");
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.writeFileSync(logFile, "");
  const rc = {
    ci: { collect: { numberOfRuns: 1, chromePath, settings: collectSettings(false, "") } },
  };
  fs.writeFileSync(config, `${JSON.stringify(rc, null, 2)}\n`);
  return {
    workDir,
    async collect(url) {
      const started = Date.now();
      const code = await lhci(
        ["collect", `--config=${config}`, `--url=${url}`, "--additive"],
        dir,
        logFile,
      );
      return { ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
    },
  };
}

/**
 * Gzip KB (level 9, as the budget's own figure) of the scripts at these URLs, each fetched once
 * per cache: the same unit on every site, whatever compression its server sends. null when a
 * script cannot be fetched.
 */
export async function scriptsGzipKb(
  urls: readonly string[],
  cache: Map<string, number | null>,
): Promise<number | null> {
  let bytes = 0;
  for (const url of urls) {
    if (!cache.has(url)) {
      try {
        const response = await fetch(url);
        cache.set(url, response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : null);
      } catch {
        cache.set(url, null);
      }
    }
    const size = cache.get(url);
    if (size === null || size === undefined) return null;
    bytes += size;
  }
  return toKb(bytes);
}
