// Serves Gatsby's public/ the way Gatsby's caching guide asks, plus the 404 page with status 404.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { cspByHtmlFile, pageReferrerPolicy } from "./security";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** webpack names chunks `[name]-[contenthash].js` and CSS `[name].[contenthash].css`. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:m?js|css)(?:\.map)?$/i;

export function cacheControlFor(relPath: string): string {
  const p = relPath.replace(/^\/+/, "");
  if (p.startsWith("static/")) return IMMUTABLE;
  if (p === "sw.js") return REVALIDATE;
  if (HASHED_ASSET.test(p)) return IMMUTABLE;
  // HTML, page-data/, app-data.json and unhashed files (favicon, robots.txt) are revalidated.
  return REVALIDATE;
}

/**
 * Canonical form without a trailing slash: gatsby-config has `trailingSlash: "never"`, so links are
 * `/route` (served from `route/index.html`); `/route/` gets a 301 to `/route`, query kept.
 */
export function canonicalRedirect(url: string): string | null {
  const [pathname, query = ""] = url.split(/\?(.*)/s, 2);
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  // Collapse leading slashes so `//host/` cannot become a protocol-relative redirect.
  const target = `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return query ? `${target}?${query}` : target;
}

/** The encodings the not-found page is sent in, preferred first, as the precompressed files. */
const NOT_FOUND_ENCODINGS = ["br", "gzip"] as const;

/** 404.html and its precompressed copies (`.br`, `.gz`) when the build wrote them. */
function readNotFoundPage(root: string) {
  const file = path.join(root, "404.html");
  if (!fs.existsSync(file)) return null;
  const copy = (suffix: string) =>
    fs.existsSync(`${file}${suffix}`) ? fs.readFileSync(`${file}${suffix}`) : null;
  return { html: fs.readFileSync(file), br: copy(".br"), gzip: copy(".gz") };
}

/** Gatsby's not-found page as files (404.html, 404/index.html): never a 200 of its own. */
const NOT_FOUND_PAGE = /^\/404(?:\.html|\/index\.html)?\/?(?:\?.*)?$/;

/** Every file as built, the pages with the contact form included: a proxy serves them from disk
 * just the same, so nothing the form needs may depend on Node writing into a page. */
export async function registerStatic(app: FastifyInstance, publicDir: string) {
  const root = path.resolve(publicDir);
  const csp = cspByHtmlFile(root);
  const notFound = readNotFoundPage(root);
  app.log.info({ publicDir: root, htmlFiles: csp.size }, "static files indexed");

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    // Over the common Referrer-Policy (app.ts sets it first); a file's own headers could not be.
    const referrerPolicy = pageReferrerPolicy(request.url.split("?", 1)[0]);
    if (referrerPolicy) reply.header("referrer-policy", referrerPolicy);
    if (NOT_FOUND_PAGE.test(request.url)) return reply.callNotFound();
    const target = canonicalRedirect(request.url);
    if (target) return reply.redirect(target, 301);
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    redirect: false, // a directory without slash is served from its index.html
    preCompressed: true,
    cacheControl: false,
    // Never serve .env, .git or other dotfiles that end up in the served folder.
    dotfiles: "ignore",
    index: ["index.html"],
    setHeaders(reply, filePath) {
      const rel = path
        .relative(root, filePath)
        .split(path.sep)
        .join("/")
        .replace(/\.(?:br|gz)$/, "");
      reply.header("cache-control", cacheControlFor(rel));
      reply.header("vary", "Accept-Encoding");
      const policy = csp.get(rel);
      if (policy) reply.header("content-security-policy", policy);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).header("cache-control", REVALIDATE);
    if (!notFound) return reply.type("text/plain; charset=utf-8").send("404");
    const policy = csp.get("404.html");
    if (policy) reply.header("content-security-policy", policy);
    // Compressed like every other page (npm run build writes its .br and .gz copies).
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = NOT_FOUND_ENCODINGS.find(
      (e) => notFound[e] && new RegExp(`\\b${e}\\b`).test(accepted),
    );
    reply.header("vary", "Accept-Encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .send(encoding ? notFound[encoding] : notFound.html);
  });
}
