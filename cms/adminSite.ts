// The files of the editor's page at /admin/: its HTML (with the settings block), its script
// bundled from cms/admin/main.ts, and Decap CMS's standalone bundle (its own React) from
// node_modules with the chunks it loads on demand. Nothing here is part of the public site's build.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PREVIEW_CSS, SETTINGS_ID, type AdminSettings } from "./adminSettings";

export const BUNDLE = "decap-cms.js";
/**
 * The chunks decap-cms.js loads on demand (since Decap 3.16: "<id>.decap-cms.js", fetched from the
 * bundle's own folder, so they sit beside it). The dist's "<id>.cms.js" belong to its other entry,
 * cms.js, which the page does not load; its .wasm files are the WebP encoder of `media_processing`,
 * which the configuration does not use (an admin test keeps it so), and are not served either.
 */
export const CHUNK = /^\d+\.decap-cms\.js$/;
// gatsby-config runs compiled under .cache/, where __dirname is not this folder: fall back to
// the working directory, which is the project's root there.
const ROOT = [path.resolve(__dirname, ".."), process.cwd()].find((dir) =>
  fs.existsSync(path.join(dir, "cms/admin/main.ts")),
) as string;

/**
 * Packages resolved from the project at run time, not by a bundler: gatsby-config (which serves
 * /admin/ in `gatsby develop`) is bundled by Gatsby, and a bundled esbuild cannot start.
 */
const projectRequire = createRequire(path.join(ROOT, "package.json"));

export interface AdminFile {
  type: string;
  body: Buffer;
}

/** `<` escaped, so no text of the settings can close the data block. */
const jsonBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

function indexHtml(settings: AdminSettings): string {
  return `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editare conținut</title>
    <script type="application/json" id="${SETTINGS_ID}">${jsonBlock(settings)}</script>
    <script src="admin.js"></script>
  </head>
  <body></body>
</html>
`;
}

/**
 * The admin page's script and the previews' stylesheet (the site's fonts, tokens, global and
 * component CSS that cms/admin/preview imports), bundled by esbuild; the fonts are inlined, so the
 * preview needs nothing else from the site.
 */
function adminBundle(): { js: Buffer; css: Buffer } {
  const { buildSync } = projectRequire("esbuild") as typeof import("esbuild");
  const result = buildSync({
    entryPoints: [path.join(ROOT, "cms/admin/main.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    outdir: path.join(ROOT, "var/admin-bundle"),
    loader: { ".woff2": "dataurl" },
    alias: { gatsby: path.join(ROOT, "cms/admin/preview/gatsbyStub.ts") },
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  const output = (extension: string) => {
    const file = result.outputFiles.find((f) => f.path.endsWith(extension));
    if (!file) throw new Error(`esbuild wrote no ${extension} for the admin page`);
    return Buffer.from(file.contents);
  };
  return { js: output(".js"), css: output(".css") };
}

/** Every file of /admin/, by its name there. */
export function adminFiles(backendConfig: Record<string, unknown>): Map<string, AdminFile> {
  const settings: AdminSettings = { bundle: BUNDLE, config: backendConfig };
  const dist = path.dirname(projectRequire.resolve(`decap-cms/dist/${BUNDLE}`));
  const js = "text/javascript; charset=utf-8";
  const decap = (name: string): [string, AdminFile] => [
    name,
    { type: js, body: fs.readFileSync(path.join(dist, name)) },
  ];
  const chunks = fs.readdirSync(dist).filter((name) => CHUNK.test(name));
  const bundle = adminBundle();
  return new Map([
    ["index.html", { type: "text/html; charset=utf-8", body: Buffer.from(indexHtml(settings)) }],
    ["admin.js", { type: js, body: bundle.js }],
    [PREVIEW_CSS, { type: "text/css; charset=utf-8", body: bundle.css }],
    decap(BUNDLE),
    ...chunks.sort().map(decap),
  ]);
}

/**
 * Writes /admin/'s files into a directory, for a web server to serve (production). Chunks of an
 * earlier Decap left there are removed: nothing loads them any more.
 */
export function writeAdmin(dir: string, backendConfig: Record<string, unknown>): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files = adminFiles(backendConfig);
  for (const name of fs.readdirSync(dir))
    if (CHUNK.test(name) && !files.has(name)) fs.rmSync(path.join(dir, name));
  for (const [name, file] of files) fs.writeFileSync(path.join(dir, name), file.body);
  return [...files.keys()];
}
