// schema.org JSON-LD built from the same data the page renders, so the two never disagree.
import { absoluteUrl } from "./Seo";
import { localeOf } from "../i18n/locale";

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
}

export const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;

export function financialService(site: OrganizationFacts): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": organizationId(site.siteUrl),
    name: site.companyName,
    legalName: site.identity.legalName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, site.logoUrl),
    image: absoluteUrl(site.siteUrl, site.logoUrl),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.identity.registeredOffice,
      addressCountry: "RO",
    },
    areaServed: "RO",
    sameAs: site.socials.map((s) => s.url),
  };
}

export function webSite(site: { companyName: string; siteUrl: string }, lang: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.companyName,
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
