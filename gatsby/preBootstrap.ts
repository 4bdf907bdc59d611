// Gatsby's onPreBootstrap: the data's placeholders checked (a production build stops on one), then
// the web fonts subset to the copy, before any page or bundle is made.
import type { GatsbyNode } from "gatsby";
import { subsetFontsStep } from "./fonts";
import { placeholdersStep } from "./placeholders";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args) => {
  placeholdersStep(args);
  await subsetFontsStep(args);
};
