import React from "react";
import { useSiteData } from "../hooks/useSiteData";
import type { PageContext } from "../types";
import { JsonLd } from "./JsonLd";
import { service } from "./jsonLd";

/** Service structured data for a service page, from its route entry (title, description, path). */
export function ServiceJsonLd({ context }: { context: PageContext }) {
  const { siteUrl } = useSiteData();
  return (
    <JsonLd
      data={service(siteUrl, {
        name: context.seo.pageTitle,
        serviceType: context.chrome.title,
        description: context.seo.description,
        path: context.pagePath,
      })}
    />
  );
}
