// Gatsby Node APIs, one file per job in gatsby/: the placeholder check and the subset web fonts,
// the schema of data/, the nodes of the page files' parts, one page per route, per-page CSS,
// after the build robots.txt and the pages' scripts after their first paint, and under develop
// page data written whole and a watch on saved data files.
import type { GatsbyNode } from "gatsby";
import { watchDataFiles } from "./gatsby/patches/dataWatchdog";
import { writePageDataWhole } from "./gatsby/patches/wholePageData";

export { onPreBootstrap } from "./gatsby/preBootstrap";
export { createSchemaCustomization } from "./gatsby/schema";
export { onCreateNode } from "./gatsby/pageNodes";
export { createPages } from "./gatsby/createPages";
export { createResolvers } from "./gatsby/resolvers";
export { onPostBuild } from "./gatsby/postBuild";
export { onCreateWebpackConfig } from "./gatsby/webpack";

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  writePageDataWhole();
  watchDataFiles(args);
};
