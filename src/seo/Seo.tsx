import React from "react";
import { Head } from "./Head";
import type { Lang, PageSeo } from "../types";
import { localeOf } from "../../domain/locale";

interface SeoProps {
  lang: Lang;
  seo: PageSeo;
  companyName: string;
  siteUrl: string;
}

/** Absolute URL of a site path; the site URL comes from data/site.json. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The page title: page title and company name, or the company name alone. */
export function documentTitle(pageTitle: string, companyName: string): string {
  return pageTitle && pageTitle !== companyName ? `${pageTitle} | ${companyName}` : companyName;
}

/** Page metadata through react-helmet: title, description, robots, canonical, Open Graph, Twitter. */
export function Seo({ lang, seo, companyName, siteUrl }: SeoProps) {
  const title = documentTitle(seo.pageTitle, companyName);
  const canonical = absoluteUrl(siteUrl, seo.canonical);
  const image = seo.ogImage ? absoluteUrl(siteUrl, seo.ogImage) : null;
  const robots = seo.indexable ? "index, follow" : "noindex, follow";
  return (
    <Head htmlAttributes={{ lang }} title={title}>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={seo.keywords} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={companyName} />
      <meta property="og:locale" content={localeOf(lang).og} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      {image && <meta name="twitter:image" content={image} />}
    </Head>
  );
}
