import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import webpack from "webpack";
import { CompileHintPlugin } from "../../gatsby/compileHints";
import {
  PRODUCTION_CLASS_NAME,
  onCreateWebpackConfig,
  styleInputsHash,
} from "../../gatsby/webpack";
import {
  HEAD_EXPORT_BROWSER,
  HEAD_EXPORT_BROWSER_STUB,
} from "../../gatsby/patches/headExportBrowser";
import { PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STUB } from "../../gatsby/patches/partytownBrowser";
import {
  SERVICE_WORKER_REGISTRATION,
  SERVICE_WORKER_REGISTRATION_STUB,
} from "../../gatsby/patches/serviceWorkerRegistration";

const ROOT = path.join(__dirname, "..", "..");

/** The parts of Gatsby's webpack config the hook touches, nested as Gatsby nests them. */
function gatsbyConfig() {
  const moduleCss = {
    loader: "/x/node_modules/css-loader/dist/cjs.js",
    options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } },
  };
  const plainCss = {
    loader: "/x/node_modules/css-loader/dist/cjs.js",
    options: { modules: false },
  };
  const fontUrl = {
    loader: "/x/node_modules/url-loader/dist/cjs.js",
    options: { limit: 10000, name: "[name]-[hash].[ext]" } as { limit: number | boolean },
  };
  const imageUrl = {
    loader: "/x/node_modules/url-loader/dist/cjs.js",
    options: { limit: 10000 } as { limit: number | boolean },
  };
  return {
    module: {
      rules: [
        { oneOf: [{ use: [{ loader: "mini-css-extract" }, moduleCss] }, { use: [plainCss] }] },
        { use: { loader: "babel-loader", options: {} } },
        { test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/, use: [fontUrl] },
        { test: /\.(ico|svg|jpg|jpeg|png|gif|webp|avif)(\?.*)?$/, use: [imageUrl] },
      ],
    },
    optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } },
    output: { publicPath: "/" } as { publicPath: string; hashSalt?: string },
    plugins: [] as unknown[],
    moduleCss,
    plainCss,
    fontUrl,
    imageUrl,
  };
}

function run(stage: string) {
  const config = gatsbyConfig();
  const replaceWebpackConfig = jest.fn();
  const store = { getState: () => ({ program: { directory: ROOT } }) };
  // Gatsby's own helper (webpack-utils' `plugins`) makes webpack's plugin of the same name.
  const plugins = {
    normalModuleReplacement: (
      ...args: ConstructorParameters<typeof webpack.NormalModuleReplacementPlugin>
    ) => new webpack.NormalModuleReplacementPlugin(...args),
  };
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig },
    store,
    plugins,
  };
  (onCreateWebpackConfig as (a: unknown) => void)(args as unknown as CreateWebpackConfigArgs);
  return { config, replaceWebpackConfig };
}

describe("webpack config of production builds", () => {
  it("drops the cache group that merges every template's CSS into one chunk", () => {
    const { config, replaceWebpackConfig } = run("build-javascript");
    expect(config.optimization.splitChunks.cacheGroups).not.toHaveProperty("styles");
    expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("framework");
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config);
  });

  it.each(["build-javascript", "build-html"])(
    "%s: names CSS Module classes with a short hash, both stages alike",
    (stage) => {
      const { config } = run(stage);
      expect(config.moduleCss.options.modules).toEqual({
        namedExport: true,
        localIdentName: PRODUCTION_CLASS_NAME,
      });
      expect(config.plainCss.options.modules).toBe(false);
    },
  );

  it("salts the server bundle's hashes with the style inputs, so a CSS change renders every page", () => {
    const { config } = run("build-html");
    expect(config.output).toEqual({
      publicPath: "/",
      hashSalt: styleInputsHash(path.join(ROOT, "src")),
    });
    expect(run("build-javascript").config.output.hashSalt).toBeUndefined();
  });

  it.each(["build-javascript", "build-html"])(
    "%s: never inlines a font file as a data URL, small images still may be",
    (stage) => {
      const { config } = run(stage);
      expect(config.fontUrl.options).toEqual({ limit: false, name: "[name]-[hash].[ext]" });
      expect(config.imageUrl.options.limit).toBe(10000);
    },
  );

  it("bundles no-ops in place of the Partytown plugin's browser file, the service-worker registration and the Head export handler, in the browser's bundle only", () => {
    const replacements = (run("build-javascript").config.plugins as unknown[]).filter(
      (plugin) => !(plugin instanceof CompileHintPlugin),
    ) as webpack.NormalModuleReplacementPlugin[];
    for (const replacement of replacements)
      expect(replacement).toBeInstanceOf(webpack.NormalModuleReplacementPlugin);
    expect(replacements.map((r) => [r.resourceRegExp, r.newResource])).toEqual([
      [PARTYTOWN_BROWSER, PARTYTOWN_BROWSER_STUB],
      [SERVICE_WORKER_REGISTRATION, SERVICE_WORKER_REGISTRATION_STUB],
      [HEAD_EXPORT_BROWSER, HEAD_EXPORT_BROWSER_STUB],
    ]);
    expect(run("build-html").config.plugins).toEqual([]);
  });

  it("puts the compile hint on the browser's scripts (gatsby/compileHints.ts), not on the server's", () => {
    const hints = (stage: string) =>
      (run(stage).config.plugins as unknown[]).filter(
        (plugin) => plugin instanceof CompileHintPlugin,
      );
    expect(hints("build-javascript")).toHaveLength(1);
    expect(hints("build-html")).toHaveLength(0);
  });

  it("leaves gatsby develop as it is", () => {
    const { config, replaceWebpackConfig } = run("develop");
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
    expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("styles");
    expect(config.moduleCss.options.modules.localIdentName).toBe("[name]--[local]--[hash:hex:5]");
  });
});

describe("styleInputsHash", () => {
  it("changes with any stylesheet or font file under the folder, and only with them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"));
    try {
      fs.mkdirSync(path.join(dir, "components"));
      fs.mkdirSync(path.join(dir, "styles"));
      fs.writeFileSync(path.join(dir, "styles", "global.css"), "body { color: black; }");
      fs.writeFileSync(path.join(dir, "components", "Card.module.css"), ".card { margin: 0; }");
      fs.writeFileSync(path.join(dir, "styles", "inter.woff2"), "font v1");
      fs.writeFileSync(path.join(dir, "components", "Card.tsx"), "export {};");
      const first = styleInputsHash(dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(styleInputsHash(dir)).toBe(first);

      fs.writeFileSync(path.join(dir, "components", "Card.tsx"), "export const x = 1;");
      expect(styleInputsHash(dir)).toBe(first);

      fs.writeFileSync(path.join(dir, "components", "Card.module.css"), ".card { margin: 1px; }");
      const second = styleInputsHash(dir);
      expect(second).not.toBe(first);
      fs.writeFileSync(path.join(dir, "styles", "inter.woff2"), "font v2");
      expect(styleInputsHash(dir)).not.toBe(second);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
