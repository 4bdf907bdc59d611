// Serves the editor at /admin/ from a Node server: `gatsby develop` (gatsby-config.ts) and the
// editor's tests. The files are built on the first request, so a develop server that nobody
// edits with pays nothing.
import type { IncomingMessage, ServerResponse } from "node:http";
import { adminFiles, type AdminFile } from "./adminSite";
import { localBackend } from "./adminSettings";

export const DEFAULT_PROXY_URL = "http://localhost:8081/api/v1";

/** `drafts`: the backend runs in drafts mode (cms/localBackend.ts), so the editor offers them. */
export function adminMiddleware(proxyUrl: string = DEFAULT_PROXY_URL, drafts = false) {
  let files: Map<string, AdminFile> | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/admin") {
      res.writeHead(301, { location: "/admin/" }).end();
      return;
    }
    if (!url.pathname.startsWith("/admin/")) {
      next();
      return;
    }
    try {
      files ??= adminFiles(localBackend(proxyUrl, drafts));
    } catch (error) {
      // Said at once, not a page that never loads: the bundle of the editor's code did not build.
      res
        .writeHead(500, { "content-type": "text/plain; charset=utf-8" })
        .end(`The editor's page could not be built:\n${(error as Error).message}`);
      return;
    }
    const file = files.get(url.pathname.slice("/admin/".length) || "index.html");
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    res.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.body);
  };
}
