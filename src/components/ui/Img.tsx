import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Img.module.css";

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
 * passed in its HTML spelling.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * A processed data image: the WebP and fallback sizes gatsby-plugin-image made at build time, as a
 * plain <picture> with the browser's own lazy loading, its box reserved by width and height, and
 * the image's dominant colour behind it until it arrives. Nothing when the file is missing.
 *
 * GatsbyImage's browser component is not used: after mounting it always loads a chunk with
 * react-dom/server (21 KB gzip) to render images on client-side navigation, and writes a script and
 * a <noscript> copy per image into the HTML. The page's own markup needs neither.
 */
export function Img({ image, alt, eager = false, className }: ImgProps) {
  const data = image?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  const { width, height, layout, backgroundColor, images } = data;
  const { fallback, sources = [] } = images;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={[styles.img, layout === "fullWidth" ? styles.full : "", className]
          .filter(Boolean)
          .join(" ")}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        style={backgroundColor ? { backgroundColor } : undefined}
        {...(eager ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}
