// Types shared by gatsby-node (which builds the page context) and the React side (which reads it).

export type Lang = "ro" | "en";
/** Which header/footer variant a page wears: the Romanian site, the English template, or the AI home. */
export type Chrome = "ro" | "en" | "ai";

/** Page metadata for <Seo>, resolved at build time from the route (a page file's or data/pages.json's). */
export interface PageSeo {
  pageTitle: string;
  description: string;
  keywords: string;
  /** Route path of the canonical page, e.g. "/testimonials". */
  canonical: string;
  /** Site-relative URL of the share image. */
  ogImage: string;
  indexable: boolean;
}

/** What the layout needs to dress a page: banner, breadcrumb and header/footer variant. */
export interface PageChrome {
  title: string;
  chrome: Chrome;
  banner: boolean;
  /** The breadcrumb's middle crumb, e.g. Servicii on service pages. */
  parent: { path: string; title: string } | null;
}

/** The context every page is created with (gatsby/createPages.ts). */
export interface PageContext {
  pagePath: string;
  pageKey: string | null;
  contentKey: string | null;
  lang: Lang;
  chrome: PageChrome;
  seo: PageSeo;
}
