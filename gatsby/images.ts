// createResolvers: the site's one rule for responsive image sizes, applied to every gatsbyImageData.
import type { GatsbyNode } from "gatsby";

/**
 * The widths each image is generated at, as fractions of its display width. At most 1x: larger
 * files cost build time and bytes for a gain visitors do not see on these illustrations.
 */
export const IMAGE_PIXEL_DENSITIES = [0.25, 0.5, 0.75, 1];

/** Logos and avatars up to this display width keep Gatsby's densities (2x), so they stay crisp. */
export const SMALL_IMAGE_MAX_WIDTH = 200;

type Args = Record<string, unknown>;
type Resolver = (source: unknown, args: Args, context: unknown, info: unknown) => unknown;

/** The arguments a gatsbyImageData field is resolved with: the query's, plus the site's densities. */
export function withPixelDensities(args: Args): Args {
  if (typeof args.width === "number" && args.width <= SMALL_IMAGE_MAX_WIDTH) return args;
  return { outputPixelDensities: IMAGE_PIXEL_DENSITIES, ...args };
}

/** Every gatsbyImageData field resolved with the site's densities. */
export const imageResolvers = {
  ImageSharp: {
    gatsbyImageData: {
      resolve(source: unknown, args: Args, context: unknown, info: { originalResolver: Resolver }) {
        return info.originalResolver(source, withPixelDensities(args), context, info);
      },
    },
  },
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(imageResolvers);
};
