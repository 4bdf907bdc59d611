// Security headers; the CSP of each HTML file allows exactly its own inline scripts by hash.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BOOKING_MANAGE_PAGE_PATH } from "../contract/booking/api";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Only these types execute; JSON-LD and other data blocks need no hash. */
const EXECUTABLE_TYPE = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function htmlCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // Site search (Pagefind) compiles its WebAssembly; this allows only that, not eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(" "),
    // Gatsby and gatsby-plugin-image write inline style attributes and <style> blocks.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For everything that is not an HTML page (JSON replies, assets): nothing may run or embed it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Reads every HTML file once at startup: relative posix path → its CSP. */
export function cspByHtmlFile(publicDir: string): Map<string, string> {
  const map = new Map<string, string>();
  if (!fs.existsSync(publicDir)) return map;
  const entries = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const full = path.join(entry.parentPath, entry.name);
    const rel = path.relative(publicDir, full).split(path.sep).join("/");
    map.set(rel, htmlCsp(inlineScriptHashes(fs.readFileSync(full, "utf8"))));
  }
  return map;
}

/** Pages whose address may carry a secret (a mail link's token on the manage page): neither the
 * page nor anything it loads or links to sends a Referer naming it. deploy/nginx.conf and
 * deploy/Caddyfile send the same. */
export const NO_REFERRER_PAGES: readonly string[] = [BOOKING_MANAGE_PAGE_PATH];

/** The Referrer-Policy of a page by its path (the page itself, its files, its slashed form), or
 * null for the common one. */
export function pageReferrerPolicy(pathname: string): string | null {
  return NO_REFERRER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))
    ? "no-referrer"
    : null;
}

export function commonSecurityHeaders(hstsMaxAge: number): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
  };
  if (hstsMaxAge > 0)
    headers["strict-transport-security"] = `max-age=${hstsMaxAge}; includeSubDomains`;
  return headers;
}

/** Whether a secret a client sent is the expected one, in a time that does not depend on how
 * much of it is right (a deploy check's key, the calendar feed's key). */
export function secretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
