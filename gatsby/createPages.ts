// createPages: one page per route (the page files' and data/pages.json's), after the data checks
// pass; without the English template pages when SITE_TEMPLATE_PAGES=off (gatsby/templatePages.ts).
import fs from "fs";
import path from "path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import { checkData, type DataNode } from "./checks";
import {
  jsonNodesStamp,
  readDataFiles,
  SETTLE_TIMEOUT_MS,
  waitForSettledData,
  type StoreNode,
} from "./patches/dataSettled";
import { clearOverlayError, showOverlayError } from "./developOverlay";
import { dataNodes, pageFileProblems } from "./pageNodes";
import { typeDefs } from "./schema";
import { routesOfBuild, templatePagesOn } from "./templatePages";
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

interface PageToCreate {
  path: string;
  component: string;
  context: PageContext;
}

type Outcome =
  | { pages: PageToCreate[] }
  | {
      title: string;
      message: string;
      errors?: Parameters<CreatePagesArgs["reporter"]["panicOnBuild"]>[1];
    };

/** How often the checks start over because the data changed while the routes were queried. */
const MAX_ROUNDS = 5;
const OVERLAY_ID = "data-check";

const isDevelop = () => process.env.gatsby_executing_command === "develop";

// Under `gatsby develop`, the pages of the last run whose data passed: a run that fails
// re-creates them, since Gatsby deletes every page a createPages run does not create.
let lastGoodPages: PageToCreate[] = [];
let overlayShown = false;

/**
 * The pages to create once the data has settled and passes the checks, or why there are none.
 * The checks see every route, so a link to a template page is checked whether or not it is built.
 */
async function pagesFromSettledData(
  args: CreatePagesArgs,
  withTemplatePages: boolean,
): Promise<Outcome> {
  const { graphql, getNodes, getNode, createContentDigest, reporter } = args;
  const nodesNow = () => getNodes() as unknown as StoreNode[];
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const settle = await waitForSettledData({
      dataDir: DATA_DIR,
      readFiles: () => readDataFiles(DATA_DIR),
      getNodes: nodesNow,
      digest: (value) => createContentDigest(value as string | object),
      timeoutMs: Math.max(0, deadline - Date.now()),
    });
    if (!settle.settled) {
      return {
        title: "Data files did not settle",
        message: `Data files did not settle within ${SETTLE_TIMEOUT_MS / 1000} s:\n  ${settle.reasons.join("\n  ")}`,
      };
    }
    if (settle.looks > 1) {
      reporter.verbose(`Data nodes settled after ${settle.looks} looks, ${settle.waitedMs} ms`);
    }
    const jsonNodes = dataNodes(settle.nodes) as DataNode[];
    // The File a node comes from: its parent, or for a page file's part its grandparent.
    const fileOf = (node: { parent?: string | null }): string => {
      let parent = node.parent ? getNode(node.parent) : undefined;
      for (let depth = 0; parent && parent.internal.type !== "File" && depth < 3; depth++) {
        parent = parent.parent ? getNode(parent.parent) : undefined;
      }
      return String(parent?.relativePath ?? "?");
    };
    const problems = checkData({
      nodes: jsonNodes,
      typeDefs,
      fileOf,
      routes: jsonNodes.filter((n) => n.internal.type === "PagesJson").map((n) => String(n.path)),
      iconNames: ICON_NAMES,
      templateExists: (name) => fs.existsSync(path.join(TEMPLATES_DIR, `${name}.tsx`)),
      fileExists: (dataFile, relativePath) =>
        fs.existsSync(path.join(DATA_DIR, path.dirname(dataFile), relativePath)),
    });
    problems.push(...pageFileProblems(settle.nodes, fileOf));
    if (problems.length > 0) {
      return {
        title: "Data check failed",
        message: `Data check failed:\n  ${problems.sort().join("\n  ")}`,
      };
    }
    const result = await graphql<RoutesQuery>(ROUTES_QUERY);
    if (result.errors || !result.data) {
      return {
        title: "The routes could not be read",
        message: "The routes (the page files' and data/pages.json's) could not be read",
        errors: result.errors,
      };
    }
    // A save that landed during the query: the routes may mix two states, so look again.
    if (jsonNodesStamp(nodesNow()) !== jsonNodesStamp(settle.nodes)) continue;
    const routes = result.data.allPagesJson.nodes;
    const defaultOgImage = result.data.siteJson?.defaultOgImage?.publicURL ?? "";
    return {
      pages: routesOfBuild(routes, withTemplatePages).map((route) => ({
        path: route.path,
        component: path.join(TEMPLATES_DIR, `${route.template}.tsx`),
        context: pageContext(route, routes, defaultOgImage),
      })),
    };
  }
  return {
    title: "Data files did not settle",
    message: `Data files kept changing while the pages were made (${MAX_ROUNDS} tries)`,
  };
}

/** The first data file a message names, for the overlay's "Open in Editor". */
export function firstDataFile(message: string): string | undefined {
  const file = /\bdata\/[^\s:()]+\.json\b/.exec(message)?.[0];
  return file && path.resolve(DATA_DIR, "..", file);
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  let withTemplatePages: boolean;
  try {
    withTemplatePages = templatePagesOn();
  } catch (error) {
    // A wrong value is a mistake of the command line, under develop as under build.
    reporter.panic((error as Error).message);
    return;
  }
  const outcome = await pagesFromSettledData(args, withTemplatePages);
  if ("message" in outcome) {
    // `gatsby build` exits here; `gatsby develop` only logs, so the overlay shows the same text
    // and the last good pages stay.
    if (outcome.errors) reporter.panicOnBuild(outcome.message, outcome.errors);
    else reporter.panicOnBuild(outcome.message);
    if (isDevelop()) {
      showOverlayError(OVERLAY_ID, outcome.title, outcome.message, firstDataFile(outcome.message));
      overlayShown = true;
      for (const page of lastGoodPages) actions.createPage<PageContext>(page);
      if (lastGoodPages.length > 0) {
        reporter.warn(`Keeping the last good ${lastGoodPages.length} pages until data/ is fixed`);
      }
    }
    return;
  }
  for (const page of outcome.pages) actions.createPage<PageContext>(page);
  if (isDevelop()) {
    lastGoodPages = outcome.pages;
    if (overlayShown) clearOverlayError(OVERLAY_ID);
    overlayShown = false;
  }
};
