// Gatsby's onCreateWebpackConfig: each page ships only its own CSS, with short class names.
import type { GatsbyNode } from "gatsby";

/** Production class names of CSS Modules: a short hash instead of `File-module--name--hash`. */
export const PRODUCTION_CLASS_NAME = "[hash:base64:6]";

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}
interface Rule {
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
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
  if (stage === "build-javascript") delete config.optimization.splitChunks.cacheGroups.styles;
  actions.replaceWebpackConfig(config);
};
