// `npm run proxy:csp [-- --public DIR --out DIR]`: after a build, writes the per-page CSP (each HTML
// file's inline scripts by hash, as server/security.ts computes it) as an nginx map and a Caddy map,
// so a reverse proxy serving public/ itself sends the same policy as the Node server would.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { NON_HTML_CSP, cspByHtmlFile } from "../server/security";
import { urlsOfFile } from "../contract/routeFiles";

const ROOT = path.resolve(__dirname, "..");

const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function proxyCspMaps(publicDir: string): { nginx: string; caddy: string } {
  const entries = [...cspByHtmlFile(publicDir)].sort(([a], [b]) => a.localeCompare(b));
  const pairs = entries.flatMap(([rel, csp]) => urlsOfFile(rel).map((uri) => [uri, csp] as const));
  const nginx = pairs.map(([uri, csp]) => `${quote(uri)} ${quote(csp)};`).join("\n");
  const caddy = [
    "map {path} {page_csp} {",
    ...pairs.map(([uri, csp]) => `\t${quote(uri)} ${quote(csp)}`),
    `\tdefault ${quote(NON_HTML_CSP)}`,
    "}",
  ].join("\n");
  return { nginx: `${nginx}\n`, caddy: `${caddy}\n` };
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { public: { type: "string" }, out: { type: "string" } },
  });
  const publicDir = path.resolve(values.public ?? path.join(ROOT, "public"));
  const out = path.resolve(values.out ?? path.join(ROOT, "var", "proxy"));
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No built site in ${publicDir}: run npm run build first`);
    process.exit(1);
  }
  const maps = proxyCspMaps(publicDir);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "csp.nginx.map"), maps.nginx);
  fs.writeFileSync(path.join(out, "csp.caddy"), maps.caddy);
  console.log(`Wrote ${path.join(out, "csp.nginx.map")} and ${path.join(out, "csp.caddy")}`);
}
