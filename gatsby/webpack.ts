// Gatsby's onCreateWebpackConfig: each page ships only its own CSS, with short class names, a
// cached build renders every page again when a stylesheet changed, and the scripts every page
// loads ask the browser to compile them while they download (gatsby/compileHints.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CompileHintPlugin } from "./compileHints";
import { HEAD_EXPORT_BROWSER, HEAD_EXPORT_BROWSER_STUB } from "./patches/headExportBrowser";
import { PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STUB } from "./patches/partytownBrowser";
import {
  SERVICE_WORKER_REGISTRATION,
  SERVICE_WORKER_REGISTRATION_STUB,
} from "./patches/serviceWorkerRegistration";

/** Production class names of CSS Modules: a short hash instead of `File-module--name--hash`. */
export const PRODUCTION_CLASS_NAME = "[hash:base64:6]";

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown; limit?: number | boolean };
}
interface Rule {
  test?: RegExp;
  use?: LoaderUse[] | LoaderUse;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** Every css-loader use with CSS Modules on, at any depth of the rules. */
export function cssModuleLoaders(rules: readonly Rule[]): LoaderUse[] {
  const found: LoaderUse[] = [];
  for (const rule of rules) {
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
    for (const use of uses) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object")
        found.push(use);
    }
    found.push(...cssModuleLoaders(rule.oneOf ?? []), ...cssModuleLoaders(rule.rules ?? []));
  }
  return found;
}

/**
 * The url-loader uses of Gatsby's font rule. Gatsby inlines any file under 10 KB as a data URL,
 * and a subset font can be that small: Manrope became 10 KB of base64 in the CSS every page
 * inlines, and in its preload link, where a file is cached once for every page.
 */
export function fontUrlLoaders(rules: readonly Rule[]): LoaderUse[] {
  return rules
    .filter((rule) => rule.test?.test("font.woff2"))
    .flatMap((rule) => (Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []))
    .filter((use) => use.loader?.includes("url-loader"));
}

/** What a page inlines besides its markup: every stylesheet under src/ and the font files. */
const STYLE_INPUT = /\.(?:css|woff2)$/;

/**
 * A hash of every stylesheet and font file under `dir`. A cached build renders again only the
 * pages whose server-rendering code changed, and the server bundle holds no CSS: after a
 * stylesheet-only change every page would keep the CSS it inlined before. Salting the server
 * bundle's hashes with this one makes Gatsby render every page again when any style input changed.
 */
export function styleInputsHash(dir: string): string {
  const hash = crypto.createHash("sha256");
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && STYLE_INPUT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(path.relative(dir, file)).update("\0").update(fs.readFileSync(file));
  return hash.digest("hex");
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  store,
  plugins,
}) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  const root = store.getState().program.directory;
  // Both stages must name classes alike, so the HTML and the CSS agree.
  for (const use of cssModuleLoaders(config.module.rules)) {
    use.options!.modules = {
      ...(use.options!.modules as object),
      localIdentName: PRODUCTION_CLASS_NAME,
    };
  }
  // Gatsby merges the CSS of every template into one `styles` chunk that each page inlines whole.
  // Without that group, a page inlines the CSS of the app (layout) and of its own template only,
  // and client-side navigation loads the next template's CSS file with its JavaScript.
  if (stage === "build-javascript") {
    delete config.optimization.splitChunks.cacheGroups.styles;
    config.plugins.push(
      plugins.normalModuleReplacement(PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STUB),
      plugins.normalModuleReplacement(
        SERVICE_WORKER_REGISTRATION,
        SERVICE_WORKER_REGISTRATION_STUB,
      ),
      plugins.normalModuleReplacement(HEAD_EXPORT_BROWSER, HEAD_EXPORT_BROWSER_STUB),
      new CompileHintPlugin(),
    );
  }
  // Font files are always files, whatever their size.
  for (const use of fontUrlLoaders(config.module.rules))
    use.options = { ...use.options, limit: false };
  if (stage === "build-html") {
    config.output = { ...config.output, hashSalt: styleInputsHash(path.join(root, "src")) };
  }
  actions.replaceWebpackConfig(config);
};
