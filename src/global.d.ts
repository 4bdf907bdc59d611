// CSS Modules export their class names as named exports (Gatsby 5 default).
declare module "*.module.css" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module "*.css";
// Font files imported from code resolve to their built URL (Gatsby's url-loader).
declare module "*.woff2" {
  const url: string;
  export default url;
}
// subset-font ships no types; the build uses its one function.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: "woff2" | "woff" | "sfnt";
      /** OpenType feature tags to keep; every feature when left out. */
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
// Gatsby writes the compilation hash of the build into every page (error reports name the build).
interface Window {
  ___webpackCompilationHash?: string;
}
// Gatsby's page loader: the page it shows at an address (its 404 page's path, /404.html, for an
// address that is no page), read by the Web Vitals beacon (src/vitals/beacon.ts).
interface Window {
  ___loader?: { loadPageSync?(path: string): { page?: { path?: string } } | undefined };
}
