import React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";

/** What any image field of a query gives (a File with its processed image), or nothing. */
export type ImageFile =
  | { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }
  | null
  | undefined;

interface ImgProps {
  image: ImageFile;
  alt: string;
  /** The page's LCP image loads eagerly with high priority; everything else lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * React 18 knows no `fetchPriority` prop (it warns on the camelCase name), so the attribute is
 * passed in its HTML spelling; GatsbyImage hands unknown props to the <img>.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** A processed data image (AVIF/WebP, placeholder, reserved size); nothing when the file is missing. */
export function Img({ image, alt, eager = false, className }: ImgProps) {
  const data = image?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      {...(eager ? HIGH_PRIORITY : {})}
    />
  );
}
