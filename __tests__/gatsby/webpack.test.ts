import type { CreateWebpackConfigArgs } from "gatsby";
import { PRODUCTION_CLASS_NAME, onCreateWebpackConfig } from "../../gatsby/webpack";

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
  return {
    module: {
      rules: [
        { oneOf: [{ use: [{ loader: "mini-css-extract" }, moduleCss] }, { use: [plainCss] }] },
        { use: { loader: "babel-loader", options: {} } },
      ],
    },
    optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } },
    moduleCss,
    plainCss,
  };
}

function run(stage: string) {
  const config = gatsbyConfig();
  const replaceWebpackConfig = jest.fn();
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig } };
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

  it("leaves gatsby develop as it is", () => {
    const { config, replaceWebpackConfig } = run("develop");
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
    expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("styles");
    expect(config.moduleCss.options.modules.localIdentName).toBe("[name]--[local]--[hash:hex:5]");
  });
});
