// Reading the office's calendar: the whole text of an iCalendar file (a path or a file: URL) or
// feed (an http(s) or webcal URL, its calendar application's private address), within a time and
// a size bound, so a slow or endless source cannot hold the server. What the text means is
// busyExpand.ts's; when to read it again is busy.ts's.
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";

export const BUSY_TIMEOUT_MS = 10_000;
export const BUSY_MAX_BYTES = 5 * 1024 * 1024;

export interface ReadBounds {
  /** The whole read, connection to last byte. */
  timeoutMs: number;
  /** The largest file read; a larger one is a failed read. */
  maxBytes: number;
}

/** The source's URL, or null when it names a file. */
export function sourceUrl(source: string): URL | null {
  if (!/^(https?|webcal):\/\//i.test(source)) return null;
  const url = new URL(source);
  // webcal:// is how calendar applications publish a subscription; it is served over https.
  if (url.protocol === "webcal:") return new URL(`https://${source.slice(9)}`);
  return url;
}

/** The source as logged: a URL's path and query may carry a secret (a private calendar address),
 * so only its scheme and host are written. */
export function sourceLabel(source: string): string {
  const url = sourceUrl(source);
  return url ? `${url.protocol}//${url.host}/…` : source;
}

/** The source's text; throws when it cannot be read within the bounds. */
export async function readCalendar(source: string, bounds: ReadBounds): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${bounds.timeoutMs} ms`)),
    bounds.timeoutMs,
  );
  try {
    const url = sourceUrl(source);
    return url
      ? await fetchUrl(url, bounds.maxBytes, controller.signal)
      : await readFile(source, bounds.maxBytes, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

const tooLarge = (maxBytes: number): Error => new Error(`larger than ${maxBytes} bytes`);

async function readFile(source: string, maxBytes: number, signal: AbortSignal): Promise<string> {
  const file = /^file:/i.test(source) ? fileURLToPath(source) : source;
  const { size } = await fs.stat(file);
  if (size > maxBytes) throw tooLarge(maxBytes);
  const buffer = await fs.readFile(file, { signal });
  // The file may have grown between stat and read.
  if (buffer.length > maxBytes) throw tooLarge(maxBytes);
  return buffer.toString("utf8");
}

async function fetchUrl(url: URL, maxBytes: number, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, {
    signal,
    headers: { accept: "text/calendar, */*;q=0.1" },
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  // Counted as it arrives: a chunked answer names no length, and a compressed one is counted
  // unpacked.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
