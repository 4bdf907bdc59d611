import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../src/components/layout/Layout";
import { CompanyIdentity } from "../../src/components/ui/CompanyIdentity";
import { financialService, faqPage, service } from "../../src/seo/jsonLd";
import { builtContext } from "../helpers/builtData";
import { readData } from "../helpers/dataFiles";

interface Site {
  description: string;
  companyName: string;
  siteUrl: string;
  phone: string;
  email: string;
  socials: { url: string }[];
  identity: {
    legalName: string;
    cui: string;
    tradeRegister: string;
    registeredOffice: string;
    exampleNote: string;
  };
  placeholders: string[];
  consumerProtection: { sal: { url: string; alt: string }; sol: { alt: string } };
}
const site = readData<Site>("site.json");

function blocksOf(path: string) {
  render(
    <Layout pageContext={builtContext(path)}>
      <p>x</p>
    </Layout>,
  );
  const scripts = (
    Helmet.peek() as unknown as { scriptTags: { innerHTML: string; type: string }[] }
  ).scriptTags;
  return scripts
    .filter((s) => s.type === "application/ld+json")
    .map((s) => JSON.parse(s.innerHTML) as Record<string, unknown>);
}

const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.filter((b) => b["@type"] === type);

describe("structured data", () => {
  it("describes the firm as a FinancialService on Romanian pages, from data/site.json", () => {
    const blocks = blocksOf("/servicii/leasing");
    const [org] = ofType(blocks, "FinancialService");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      url: `${site.siteUrl}/`,
      description: site.description,
    });
    expect(String(org.logo)).toMatch(/^https:\/\/.+\.svg$/);
    expect(ofType(blocks, "WebSite")).toHaveLength(1);
  });

  it("publishes no placeholder as fact: no example name, address, legal name, phone, e-mail or profiles", () => {
    expect(site.placeholders).toContain("companyName");
    const blocks = blocksOf("/servicii/leasing");
    const [org] = ofType(blocks, "FinancialService");
    for (const field of ["name", "legalName", "address", "telephone", "email", "sameAs"]) {
      expect(org).not.toHaveProperty(field);
    }
    const [website] = ofType(blocks, "WebSite");
    expect(website).not.toHaveProperty("name");
    const text = JSON.stringify(blocks);
    for (const value of [
      site.companyName,
      site.identity.registeredOffice,
      site.identity.legalName,
      site.phone,
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it("publishes the identity and contacts once they are real (no placeholders left)", () => {
    const org = financialService({ ...site, logoUrl: "/logo.svg", placeholders: [] });
    expect(org).toMatchObject({
      name: site.companyName,
      legalName: site.identity.legalName,
      telephone: site.phone,
      email: site.email,
      address: { "@type": "PostalAddress", streetAddress: site.identity.registeredOffice },
      sameAs: site.socials.map((s) => s.url),
    });
    const partly = financialService({
      ...site,
      logoUrl: "/l.svg",
      placeholders: ["socials.1.url"],
    });
    expect(partly.sameAs).toEqual(site.socials.filter((_, i) => i !== 1).map((s) => s.url));
  });

  it("gives the banner's breadcrumb as a BreadcrumbList with absolute addresses", () => {
    const [crumbs] = ofType(blocksOf("/servicii/leasing"), "BreadcrumbList");
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    const banner = within(screen.getByRole("navigation", { name: "Fir de navigare" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items.map((i) => i.name)).toEqual(banner);
    expect(items.map((i) => i.item)).toEqual([
      `${site.siteUrl}/`,
      `${site.siteUrl}/servicii`,
      `${site.siteUrl}/servicii/leasing`,
    ]);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  });

  it("has no organization block on English template pages", () => {
    const blocks = blocksOf("/team");
    expect(ofType(blocks, "FinancialService")).toHaveLength(0);
    expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
  });

  it("has no breadcrumb on the home page", () => {
    const blocks = blocksOf("/");
    expect(ofType(blocks, "BreadcrumbList")).toHaveLength(0);
    expect(ofType(blocks, "FinancialService")).toHaveLength(1);
  });

  it("builds FAQPage and Service blocks from the items given", () => {
    const faq = faqPage([
      { title: "Ce este factoringul?", desc: "O finanțare pe baza facturilor." },
    ]);
    expect(faq).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Ce este factoringul?",
          acceptedAnswer: { "@type": "Answer", text: "O finanțare pe baza facturilor." },
        },
      ],
    });
    const svc = service("https://x.ro", {
      name: "Leasing",
      description: "d",
      path: "/servicii/leasing",
      serviceType: "Leasing",
    });
    expect(svc).toMatchObject({ "@type": "Service", url: "https://x.ro/servicii/leasing" });
    expect(svc.provider).toEqual({ "@id": "https://x.ro/#organization" });
  });
});

describe("Romanian footer compliance blocks", () => {
  it("shows the company identity and the ANPC SAL pictogram from data, SOL switched off", async () => {
    render(
      <Layout pageContext={builtContext("/contact")}>
        <p>x</p>
      </Layout>,
    );
    const footer = within(screen.getByRole("contentinfo"));
    // Rendered in the browser, the footer fetches its read-only parts (FooterParts) first.
    await footer.findByRole("img", { name: site.consumerProtection.sal.alt });
    for (const value of Object.values(site.identity).filter((v) => typeof v === "string")) {
      expect(footer.getAllByText(value as string, { exact: false }).length).toBeGreaterThan(0);
    }
    const sal = footer.getByRole("img", { name: site.consumerProtection.sal.alt });
    expect(sal).toHaveAttribute("width", "250");
    expect(sal).toHaveAttribute("height", "50");
    expect(sal.closest("a")).toHaveAttribute("href", site.consumerProtection.sal.url);
    expect(footer.queryByRole("img", { name: site.consumerProtection.sol.alt })).toBeNull();
  });

  it("notes the example identity while it is a placeholder, and not once it is real", () => {
    const { unmount } = render(<CompanyIdentity />);
    expect(screen.getByText(site.identity.exampleNote)).toBeInTheDocument();
    unmount();
    const built = (jest.mocked(useStaticQuery).getMockImplementation() as () => unknown)() as {
      siteJson: Record<string, unknown>;
    };
    jest
      .mocked(useStaticQuery)
      .mockReturnValueOnce({ ...built, siteJson: { ...built.siteJson, placeholders: ["phone"] } });
    render(<CompanyIdentity />);
    expect(screen.getByText(site.identity.legalName)).toBeInTheDocument();
    expect(screen.queryByText(site.identity.exampleNote)).toBeNull();
  });
});
