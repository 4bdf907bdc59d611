// Built HTML pages that contain the contact form: served with a fresh time-trap token in place of
// the marker the build wrote, so a form posted without JavaScript carries a server-issued time.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import type { FastifyReply, FastifyRequest } from "fastify";
import { TIME_TRAP_ATTRIBUTE } from "../src/contact/constants";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Fast settings: these pages are compressed per request (the token differs each time). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/** How the build writes the token field's marker (React renders an empty data attribute so). */
const MARKER = `${TIME_TRAP_ATTRIBUTE}=""`;
/** The page holds a one-off token: the browser may keep it but must revalidate, shared caches
 * must not keep it. */
const FORM_PAGE_CACHE = "private, no-cache";

export interface FormPage {
  /** The HTML split at each marker. */
  parts: string[];
  csp: string | undefined;
}

/** URL paths at which @fastify/static would serve `rel` (index.html also answers its folder). */
function urlsOf(rel: string): string[] {
  if (rel === "index.html") return ["/", "/index.html"];
  if (rel.endsWith("/index.html")) return [`/${rel.slice(0, -"/index.html".length)}`, `/${rel}`];
  return [`/${rel}`];
}

export function formPages(root: string, csp: Map<string, string>): Map<string, FormPage> {
  const pages = new Map<string, FormPage>();
  for (const rel of csp.keys()) {
    if (rel === "404.html" || rel.startsWith("404/")) continue;
    const html = fs.readFileSync(path.join(root, rel), "utf8");
    if (!html.includes(MARKER)) continue;
    const page = { parts: html.split(MARKER), csp: csp.get(rel) };
    for (const url of urlsOf(rel)) pages.set(url, page);
  }
  return pages;
}

export async function sendFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: FormPage,
  token: string,
) {
  const html = Buffer.from(page.parts.join(`value="${token}" ${MARKER}`));
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .type("text/html; charset=utf-8")
    .header("cache-control", FORM_PAGE_CACHE)
    .header("vary", "Accept-Encoding");
  if (page.csp) reply.header("content-security-policy", page.csp);
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header("content-encoding", "gzip").send(await gzip(html, { level: GZIP_LEVEL }));
  }
  return reply.send(html);
}
