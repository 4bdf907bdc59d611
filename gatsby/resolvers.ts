// createResolvers: the fields the build computes rather than reads, the images' sizes and the
// credit's one-sentence example.
import type { GatsbyNode } from "gatsby";
import { capacityResolvers } from "./capacityExample";
import { creditExampleResolvers } from "./creditExample";
import { imageResolvers } from "./images";

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ...imageResolvers, ...creditExampleResolvers, ...capacityResolvers });
};
