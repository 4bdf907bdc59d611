// createSchemaCustomization: every JSON collection is declared (@dontInfer), so a typo in data
// fails the build instead of silently rendering nothing.
import type { GatsbyNode } from "gatsby";
import { typeDefs as core } from "./core";
import { typeDefs as shared } from "./shared";
import { typeDefs as ro } from "./ro";
import { typeDefs as capacity } from "./capacity";
import { typeDefs as en } from "./en";

/** The whole schema of data/ in one SDL string: what Gatsby creates and what the data checks read. */
export const typeDefs = [core, shared, ro, capacity, en].join("\n");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
