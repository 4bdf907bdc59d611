// createSchemaCustomization: every JSON collection is declared (@dontInfer), so a typo in data
// fails the build instead of silently rendering nothing.
import type { GatsbyNode } from "gatsby";
import { typeDefs as core } from "./core";
import { typeDefs as ro } from "./ro";
import { typeDefs as en } from "./en";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([core, ro, en].join("\n"));
};
