// createPages: one page per entry of data/pages.json, after the data checks pass.
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkData, type DataNode } from "./checks";
import { typeDefs } from "./schema";
import { ICON_NAMES } from "../src/components/ui/icons/paths";
import type { Chrome, Lang, PageContext } from "../src/types";

export interface RouteEntry {
  path: string;
  template: string;
  lang: string;
  chrome: string;
  pageKey: string | null;
  contentKey: string | null;
  title: string;
  parentPath: string | null;
  banner: boolean;
  indexable: boolean;
  pageTitle: string;
  description: string;
  keywords: string;
  canonical: string;
  ogImage: { publicURL: string | null } | null;
}

interface RoutesQuery {
  allPagesJson: { nodes: RouteEntry[] };
  siteJson: { defaultOgImage: { publicURL: string | null } | null } | null;
}

export const TEMPLATES_DIR = path.resolve(__dirname, "../src/templates");
export const DATA_DIR = path.resolve(__dirname, "../data");

export const ROUTES_QUERY = `
  {
    allPagesJson {
      nodes {
        path template lang chrome pageKey contentKey title parentPath banner indexable
        pageTitle description keywords canonical
        ogImage { publicURL }
      }
    }
    siteJson { defaultOgImage { publicURL } }
  }
`;

/** The context of one route; the breadcrumb parent's title is looked up in the same table. */
export function pageContext(
  route: RouteEntry,
  routes: RouteEntry[],
  defaultOgImage: string,
): PageContext {
  const parent = route.parentPath ? routes.find((r) => r.path === route.parentPath) : undefined;
  return {
    pagePath: route.path,
    pageKey: route.pageKey,
    contentKey: route.contentKey,
    lang: route.lang as Lang,
    chrome: {
      title: route.title,
      chrome: route.chrome as Chrome,
      banner: route.banner,
      parent: parent ? { path: parent.path, title: parent.title } : null,
    },
    seo: {
      pageTitle: route.pageTitle,
      description: route.description,
      keywords: route.keywords,
      canonical: route.canonical,
      ogImage: route.ogImage?.publicURL ?? defaultOgImage,
      indexable: route.indexable,
    },
  };
}

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNodes,
  getNode,
}) => {
  const jsonNodes = getNodes().filter(
    (n) => n.internal.owner === "gatsby-transformer-json",
  ) as unknown as DataNode[];
  const problems = checkData({
    nodes: jsonNodes,
    typeDefs,
    fileOf: (node) => {
      const file = node.parent ? getNode(node.parent) : undefined;
      return String(file?.relativePath ?? "?");
    },
    routes: jsonNodes.filter((n) => n.internal.type === "PagesJson").map((n) => String(n.path)),
    iconNames: ICON_NAMES,
    templateExists: (name) => fs.existsSync(path.join(TEMPLATES_DIR, `${name}.tsx`)),
    fileExists: (dataFile, relativePath) =>
      fs.existsSync(path.join(DATA_DIR, path.dirname(dataFile), relativePath)),
  });
  if (problems.length > 0) {
    reporter.panicOnBuild(`Data check failed:\n  ${problems.sort().join("\n  ")}`);
    return;
  }
  const result = await graphql<RoutesQuery>(ROUTES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("data/pages.json could not be read", result.errors);
    return;
  }
  const routes = result.data.allPagesJson.nodes;
  const defaultOgImage = result.data.siteJson?.defaultOgImage?.publicURL ?? "";
  for (const route of routes) {
    actions.createPage<PageContext>({
      path: route.path,
      component: path.join(TEMPLATES_DIR, `${route.template}.tsx`),
      context: pageContext(route, routes, defaultOgImage),
    });
  }
};
