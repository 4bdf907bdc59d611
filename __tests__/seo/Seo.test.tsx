import React from "react";
import { render } from "@testing-library/react";
import { Helmet } from "react-helmet";
import { Seo, absoluteUrl, documentTitle } from "../../src/seo/Seo";
import { contextFor } from "../helpers/context";

type Tag = Record<string, string>;

function renderSeo(path: string) {
  const { lang, seo } = contextFor(path);
  render(<Seo lang={lang} seo={seo} companyName="Axia Test" siteUrl="https://example.ro/" />);
  const head = Helmet.peek() as unknown as {
    title: string;
    htmlAttributes: Tag;
    metaTags: Tag[];
    linkTags: Tag[];
  };
  const meta = (key: string) =>
    head.metaTags.find((m) => m.name === key || m.property === key)?.content;
  return { head, meta };
}

describe("Seo", () => {
  it("titles a page with its title and the company name, or the company name alone", () => {
    expect(documentTitle("Leasing", "Axia")).toBe("Leasing | Axia");
    expect(documentTitle("", "Axia")).toBe("Axia");
  });

  it("makes site paths absolute without doubling slashes", () => {
    expect(absoluteUrl("https://example.ro/", "/contact")).toBe("https://example.ro/contact");
    expect(absoluteUrl("https://example.ro", "static/a.png")).toBe(
      "https://example.ro/static/a.png",
    );
    expect(absoluteUrl("https://example.ro", "https://cdn.example/a.png")).toBe(
      "https://cdn.example/a.png",
    );
  });

  it("writes the Romanian page's metadata: lang, robots, canonical, Open Graph and Twitter", () => {
    const { head, meta } = renderSeo("/servicii/leasing");
    expect(head.htmlAttributes.lang).toBe("ro");
    expect(head.title).toMatch(/^Leasing financiar și leasing operațional \| Axia Test$/);
    expect(meta("description")).toMatch(/^Leasing pentru persoane juridice: leasing financiar/);
    expect(meta("keywords")).toContain("leasing operațional");
    expect(meta("robots")).toBe("index, follow");
    expect(head.linkTags).toContainEqual({
      rel: "canonical",
      href: "https://example.ro/servicii/leasing",
    });
    expect(meta("og:url")).toBe("https://example.ro/servicii/leasing");
    expect(meta("og:locale")).toBe("ro_RO");
    expect(meta("og:image")).toBe("https://example.ro/static/-servicii-leasing.png");
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("twitter:image")).toBe(meta("og:image"));
  });

  it("marks template pages English, and points a duplicate route at its canonical", () => {
    const { head, meta } = renderSeo("/pricing-plan");
    expect(head.htmlAttributes.lang).toBe("en");
    expect(meta("robots")).toBe("noindex, follow");
    expect(meta("og:locale")).toBe("en_US");
    expect(head.linkTags).toContainEqual({ rel: "canonical", href: "https://example.ro/pricing" });
  });
});
