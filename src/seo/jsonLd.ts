// schema.org JSON-LD built from the same data the page renders, so the two never disagree.
import { isPlaceholder } from "../utils/placeholders";
import { absoluteUrl } from "./Seo";
import { localeOf } from "../../domain/locale";

type Thing = Record<string, unknown>;

export interface OrganizationFacts {
  companyName: string;
  description: string;
  siteUrl: string;
  logoUrl: string;
  phone: string;
  email: string;
  socials: readonly { url: string }[];
  identity: { legalName: string; registeredOffice: string };
  /** Keys of data/site.json still holding example values (see src/utils/placeholders). */
  placeholders: readonly string[];
}

export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;

/** Search engines take JSON-LD as fact, so a value still marked as a placeholder is left out. */
export function financialService(site: OrganizationFacts): Thing {
  const real = (key: string) => !isPlaceholder(site.placeholders, key);
  const sameAs = site.socials.filter((_, i) => real(`socials.${i}.url`)).map((s) => s.url);
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": organizationId(site.siteUrl),
    ...(real("companyName") && { name: site.companyName }),
    ...(real("identity.legalName") && { legalName: site.identity.legalName }),
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, site.logoUrl),
    image: absoluteUrl(site.siteUrl, site.logoUrl),
    ...(real("phone") && { telephone: site.phone }),
    ...(real("email") && { email: site.email }),
    ...(real("identity.registeredOffice") && {
      address: {
        "@type": "PostalAddress",
        streetAddress: site.identity.registeredOffice,
        addressCountry: "RO",
      },
    }),
    areaServed: "RO",
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function webSite(
  site: { companyName: string; siteUrl: string; placeholders?: readonly string[] },
  lang: string,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    ...(!isPlaceholder(site.placeholders, "companyName") && { name: site.companyName }),
    url: absoluteUrl(site.siteUrl, "/"),
    inLanguage: localeOf(lang).tag,
    publisher: { "@id": organizationId(site.siteUrl) },
  };
}

/** The banner's breadcrumb (Home, optional parent, the page) as a BreadcrumbList. */
export function breadcrumbList(
  siteUrl: string,
  crumbs: readonly { name: string; path: string }[],
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function faqPage(items: readonly { title: string; desc: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.desc },
    })),
  };
}

export function service(
  siteUrl: string,
  page: { name: string; description: string; path: string; serviceType: string },
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.name,
    serviceType: page.serviceType,
    description: page.description,
    url: absoluteUrl(siteUrl, page.path),
    areaServed: { "@type": "Country", name: "România" },
    provider: { "@id": organizationId(siteUrl) },
  };
}
