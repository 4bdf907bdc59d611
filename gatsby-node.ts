// Gatsby Node APIs: the subset web fonts, per-page CSS, the schema of data/, the pages of data/pages.json and robots.txt, one file per job in gatsby/.
export { onPreBootstrap } from "./gatsby/fonts";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/createPages";
export { onPostBuild } from "./gatsby/postBuild";
export { onCreateWebpackConfig } from "./gatsby/webpack";
