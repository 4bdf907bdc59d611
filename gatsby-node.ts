// Gatsby Node APIs: the schema of data/, the pages of data/pages.json and robots.txt, one file per job in gatsby/.
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/createPages";
export { createResolvers } from "./gatsby/images";
export { onPostBuild } from "./gatsby/sitemap";
