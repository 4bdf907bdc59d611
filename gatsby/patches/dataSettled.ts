// Under `gatsby develop` a saved data file reaches the node store in steps: its File node is
// replaced (which deletes its JSON nodes), then gatsby-transformer-json creates the new ones one
// by one, and Gatsby may run createPages in between. createPages waits here until every sourced
// data file's File node holds the bytes on disk and its JSON nodes match them, so its checks never
// read half an update. The File node counts too: a burst of saves (a git pull) is reported over a
// moment, and a file saved with the same data (indented anew) matches its old JSON nodes until
// its save is reported; reported later, while the queries run, it would delete those nodes under
// them. While createPages waits, Gatsby applies each save as it is reported. In `gatsby build`
// nothing changes, so the first look passes. A workaround of Gatsby's develop loop
// (runMutationBatch does not await onCreateNode): upstream and when it can go,
// gatsby/patches/README.md.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { DIRECTLY_IMPORTED } from "../dataFiles";
import { transformerTypeOf } from "../../contract/pageFiles";
import { CARRIER_TYPES, nodesOfCarrier, TRANSFORMER, writtenContent } from "../pageNodes";

export const SETTLE_TIMEOUT_MS = 20_000;
export const SETTLE_INTERVAL_MS = 100;

/** A data file as read from disk: its text, or why it could not be read. */
export interface DiskFile {
  /** Relative to data/, with forward slashes. */
  relativePath: string;
  absolutePath: string;
  text: string | null;
  readError?: string;
  /** The MD5 of its bytes in hex, as gatsby-source-filesystem digests a File node; only for a
   * file read from disk. */
  fileDigest?: string;
}

/** The fields of a node this module reads. */
export interface StoreNode {
  id: string;
  parent?: string | null;
  internal: { type: string; owner?: string; contentDigest?: string; mediaType?: string };
  [field: string]: unknown;
}

export type Digest = (value: unknown) => string;

/** Folders gatsby-source-filesystem never watches (its default ignore list). */
const SKIPPED_DIRS = new Set(["node_modules", "bower_components"]);

/** The JSON files of data/ that gatsby-source-filesystem sources (gatsby-config.ts). */
export function sourcedJsonFiles(dataDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string, depth: number): void => {
    if (depth > 20) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(full, depth + 1);
      } else if (entry.name.endsWith(".json") && !DIRECTLY_IMPORTED.includes(entry.name)) {
        found.push(full);
      }
    }
  };
  visit(dataDir, 0);
  return found.sort();
}

/** The digest gatsby-source-filesystem gives a File node: the MD5 of its bytes, in hex. */
export const fileNodeDigest = (bytes: Buffer): string =>
  crypto.createHash("md5").update(bytes).digest("hex");

export function readDataFiles(dataDir: string): DiskFile[] {
  return sourcedJsonFiles(dataDir).map((absolutePath) => {
    const relativePath = path.relative(dataDir, absolutePath).split(path.sep).join("/");
    try {
      const bytes = fs.readFileSync(absolutePath);
      const text = bytes.toString("utf8");
      return { relativePath, absolutePath, text, fileDigest: fileNodeDigest(bytes) };
    } catch (error) {
      // Deleted between the listing and the read, or not readable yet.
      return { relativePath, absolutePath, text: null, readError: (error as Error).message };
    }
  });
}

/**
 * The content digests of the nodes a file's text makes: gatsby-transformer-json's, one per array
 * item, one for an object, none otherwise; and those gatsby/pageNodes.ts makes from them: one per
 * carried item, one per part of a page file (none when its shape is wrong). Throws when the text
 * does not parse.
 */
export function expectedDigests(text: string, digest: Digest, fileName = ""): string[] {
  const parsed: unknown = JSON.parse(text);
  const items: unknown[] = Array.isArray(parsed)
    ? parsed
    : parsed !== null && typeof parsed === "object"
      ? [parsed]
      : [];
  const own = items.map((item) => digest(item));
  const type = transformerTypeOf(fileName);
  if (!CARRIER_TYPES.has(type)) return own;
  // What gatsby/pageNodes.ts makes of each carrier, read as it reads them.
  const made = items.flatMap((item) =>
    nodesOfCarrier(type, fileName, writtenContent(item as Record<string, unknown>)),
  );
  return [...own, ...made.map((part) => digest(part.fields))];
}

export function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const x of b) {
    const n = counts.get(x);
    if (!n) return false;
    counts.set(x, n - 1);
  }
  return true;
}

const isDataJsonFile = (node: StoreNode, dataDir: string): boolean =>
  node.internal.type === "File" &&
  typeof node.absolutePath === "string" &&
  node.absolutePath.endsWith(".json") &&
  !path.relative(dataDir, node.absolutePath).startsWith("..");

/**
 * Why the node store does not yet hold what the files say, one line per file; empty when every
 * file's JSON nodes match its items.
 */
export function unsettledFiles(
  files: readonly DiskFile[],
  nodes: readonly StoreNode[],
  digest: Digest,
  dataDir: string,
): string[] {
  const fileNodes = new Map<string, StoreNode>();
  const children = new Map<string, string[]>();
  // The nodes made from a carrier count as its File's: their parent is the carrier.
  const carrierFile = new Map<string, string>();
  for (const node of nodes) {
    if (CARRIER_TYPES.has(node.internal.type) && node.parent) {
      carrierFile.set(node.id, node.parent);
    }
  }
  const addChild = (fileId: string, node: StoreNode) => {
    const list = children.get(fileId) ?? [];
    list.push(String(node.internal.contentDigest));
    children.set(fileId, list);
  };
  for (const node of nodes) {
    if (isDataJsonFile(node, dataDir)) fileNodes.set(String(node.absolutePath), node);
    if (!node.parent) continue;
    if (node.internal.owner === TRANSFORMER) addChild(node.parent, node);
    else if (carrierFile.has(node.parent)) addChild(carrierFile.get(node.parent)!, node);
  }
  const reasons: string[] = [];
  const onDisk = new Set<string>();
  for (const file of files) {
    const name = `data/${file.relativePath}`;
    onDisk.add(file.absolutePath);
    if (file.text === null) {
      reasons.push(`${name} could not be read (${file.readError ?? "unknown error"})`);
      continue;
    }
    let expected: string[];
    try {
      expected = expectedDigests(file.text, digest, path.basename(file.relativePath));
    } catch (error) {
      reasons.push(`${name} does not parse as JSON (${(error as Error).message})`);
      continue;
    }
    const fileNode = fileNodes.get(file.absolutePath);
    if (!fileNode) {
      reasons.push(`${name} has no File node yet`);
      continue;
    }
    if (file.fileDigest !== undefined && fileNode.internal.contentDigest !== file.fileDigest) {
      reasons.push(`${name} was saved again: its File node still holds the previous save`);
      continue;
    }
    const actual = children.get(fileNode.id) ?? [];
    if (!sameMultiset(actual, expected)) {
      reasons.push(
        `${name}: its ${actual.length} data nodes do not match the file's ${expected.length} items yet`,
      );
    }
  }
  for (const absolutePath of fileNodes.keys()) {
    if (!onDisk.has(absolutePath)) {
      reasons.push(`data/${path.relative(dataDir, absolutePath)} is gone but still has nodes`);
    }
  }
  return reasons.sort();
}

export interface SettleOptions {
  dataDir: string;
  readFiles: () => DiskFile[];
  getNodes: () => readonly StoreNode[];
  digest: Digest;
  timeoutMs?: number;
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type SettleResult =
  | { settled: true; nodes: readonly StoreNode[]; looks: number; waitedMs: number }
  | { settled: false; reasons: string[]; looks: number; waitedMs: number };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls until the nodes match the files, within the timeout. The nodes returned are the very
 * list that was compared, taken in the same tick, so checks run on them see one consistent state.
 */
export async function waitForSettledData(options: SettleOptions): Promise<SettleResult> {
  const {
    timeoutMs = SETTLE_TIMEOUT_MS,
    intervalMs = SETTLE_INTERVAL_MS,
    now = Date.now,
    sleep = delay,
  } = options;
  const start = now();
  const maxLooks = Math.ceil(timeoutMs / intervalMs) + 1;
  let reasons: string[] = [];
  let looks = 0;
  while (looks < maxLooks) {
    looks++;
    const files = options.readFiles();
    const nodes = options.getNodes();
    reasons = unsettledFiles(files, nodes, options.digest, options.dataDir);
    if (reasons.length === 0) return { settled: true, nodes, looks, waitedMs: now() - start };
    if (now() - start >= timeoutMs) break;
    await sleep(intervalMs);
  }
  return { settled: false, reasons, looks, waitedMs: now() - start };
}

/** Identifies the state of the data nodes, to tell whether it changed across an await. */
export function jsonNodesStamp(nodes: readonly StoreNode[]): string {
  const carriers = new Set(
    nodes.filter((n) => CARRIER_TYPES.has(n.internal.type)).map((n) => n.id),
  );
  return nodes
    .filter((n) => n.internal.owner === TRANSFORMER || carriers.has(String(n.parent)))
    .map((n) => `${n.id}:${String(n.internal.contentDigest)}`)
    .sort()
    .join("\n");
}
