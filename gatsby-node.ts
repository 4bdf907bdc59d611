// Gatsby Node APIs: the schema of data/ and the pages of data/pages.json, one file per job in gatsby/.
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/createPages";
