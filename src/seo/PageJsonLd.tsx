import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import type { PageContext } from "../types";
import { JsonLd } from "./JsonLd";
import { breadcrumbList, financialService, webSite } from "./jsonLd";

interface PageJsonLdProps {
  context: PageContext;
  homeLabel: string;
}

/** The structured data every page carries: organization (Romanian pages), site and breadcrumb. */
export function PageJsonLd({ context, homeLabel }: PageJsonLdProps) {
  const site = useSiteData();
  const { chrome, lang, pagePath } = context;
  const crumbs = [
    { name: homeLabel, path: "/" },
    ...(chrome.parent ? [{ name: chrome.parent.title, path: chrome.parent.path }] : []),
    { name: chrome.title, path: pagePath },
  ];
  return (
    <>
      {lang === "ro" && (
        <JsonLd
          data={financialService({ ...site, logoUrl: site.logo?.publicURL ?? "/favicon.svg" })}
        />
      )}
      <JsonLd data={webSite(site, lang)} />
      {chrome.banner && <JsonLd data={breadcrumbList(site.siteUrl, crumbs)} />}
    </>
  );
}
