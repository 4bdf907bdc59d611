// Gatsby's onPreBootstrap: the directly imported data files checked (gatsby/directData.ts: a build
// stops on a broken one), the data's placeholders checked (a production build stops on one), then
// the web fonts subset to the copy, before any page or bundle is made.
import type { GatsbyNode } from "gatsby";
import { directDataStep } from "./directData";
import { subsetFontsStep } from "./fonts";
import { placeholdersStep } from "./placeholders";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args) => {
  directDataStep(args);
  placeholdersStep(args);
  await subsetFontsStep(args);
};
