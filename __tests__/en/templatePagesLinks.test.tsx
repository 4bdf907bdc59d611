// A build without the English template pages (SITE_TEMPLATE_PAGES=off) links to none of them: the
// chrome (useChrome) keeps only links to pages the build made (its allSitePage), so the Romanian
// footer loses its link to the template pages, and the English menu and footer that the not-found
// page wears lose theirs. With every page built, every link stays.
import React from "react";
import { render, renderHook } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { useChrome } from "../../src/hooks/useChrome";
import { FooterColumns } from "../../src/components/layout/FooterParts";
import { MainNav } from "../../src/components/layout/MainNav";
import { linksToMissingPage, menuOfBuild } from "../../src/components/layout/chromeLinks";
import { routesOfBuild } from "../../gatsby/templatePages";
import { readData, routes, type Item } from "../helpers/dataFiles";
import type { Lang } from "../../src/types";
import { TEMPLATE_ROUTES } from "../helpers/templateRoutes";

/** The page paths of a build, as Gatsby's allSitePage lists them (the not-found page twice). */
function pagesOfBuild(withTemplatePages: boolean): string[] {
  const all = routes().map((r) => ({ ...r, chrome: String(r.chrome) }));
  return [...routesOfBuild(all, withTemplatePages).map((r) => r.path), "/404.html"].sort();
}

/** The Chrome query's answer over data/ as written, for a build with or without the template pages. */
function chromeData(withTemplatePages: boolean) {
  const menu = readData<Item[]>("menu.json").map(({ id, ...item }) => ({
    ...item,
    jsonId: String(id),
  }));
  return {
    allSitePage: { distinct: pagesOfBuild(withTemplatePages) },
    allMenuJson: { nodes: menu },
    allFooterJson: { nodes: readData<Item[]>("footer.json") },
    allUiJson: { nodes: readData<Item[]>("ui.json") },
    allConsentJson: { nodes: readData<Item[]>("consent.json") },
    enLabelsJson: readData<Item>("en-labels.json"),
  };
}

function chromeOf(lang: Lang, withTemplatePages: boolean) {
  jest.mocked(useStaticQuery).mockReturnValue(chromeData(withTemplatePages));
  return renderHook(() => useChrome(lang)).result.current;
}

/** The site-relative hrefs a rendering links to, without query or fragment. */
const hrefsIn = (container: HTMLElement) =>
  [...container.querySelectorAll("a[href]")]
    .map((a) => a.getAttribute("href") ?? "")
    .map((href) => href.replace(/[?#].*$/, "") || "/");

const templateLinks = (hrefs: string[]) => hrefs.filter((h) => TEMPLATE_ROUTES.includes(h));

function renderChrome(lang: Lang, withTemplatePages: boolean) {
  const { menu, footer } = chromeOf(lang, withTemplatePages);
  const footerHrefs = hrefsIn(render(<FooterColumns footer={footer} />).container);
  const menuHrefs = hrefsIn(
    render(<MainNav items={menu} label="menu" submenuLabel="submenu" currentPath="/404" />)
      .container,
  );
  return { menu, footer, footerHrefs, menuHrefs };
}

afterEach(() => jest.mocked(useStaticQuery).mockReset());

describe("the Romanian chrome", () => {
  it("with the template pages, the footer links to them (the link this switch takes away)", () => {
    const { footerHrefs, menuHrefs } = renderChrome("ro", true);
    expect(templateLinks(footerHrefs)).toEqual(["/home-two"]);
    expect(templateLinks(menuHrefs)).toEqual([]);
  });

  it("without them, the footer has no link to a template page and every other link stays", () => {
    const on = renderChrome("ro", true);
    const off = renderChrome("ro", false);
    expect(templateLinks(off.footerHrefs)).toEqual([]);
    expect(off.footerHrefs).toEqual(on.footerHrefs.filter((h) => h !== "/home-two"));
    expect(off.menuHrefs).toEqual(on.menuHrefs);
  });
});

describe("the English chrome, which the not-found page wears", () => {
  it("with the template pages, its menu and footer link to them", () => {
    const { footerHrefs, menuHrefs } = renderChrome("en", true);
    expect(templateLinks(footerHrefs).length).toBeGreaterThan(5);
    expect(templateLinks(menuHrefs).length).toBeGreaterThan(5);
  });

  it("without them, it keeps only the links to pages that exist, and no emptied column or submenu", () => {
    const { menu, footer, footerHrefs, menuHrefs } = renderChrome("en", false);
    expect(templateLinks(footerHrefs)).toEqual([]);
    expect(templateLinks(menuHrefs)).toEqual([]);
    expect(menuHrefs).toContain("/contact");
    expect(footerHrefs).toContain("/contact");
    expect(footer.columns.every((column) => column.links.length > 0)).toBe(true);
    expect(menu.every((item) => !item.has_dropdown || item.sub_menus.length > 0)).toBe(true);
  });
});

describe("which links point at a missing page", () => {
  const pages = new Set(["/", "/contact", "/servicii"]);

  it("a site path without a page, whatever its query or fragment; never another site's or scheme's link", () => {
    expect(linksToMissingPage("/home-two", pages)).toBe(true);
    expect(linksToMissingPage("/faqs#all-questions", pages)).toBe(true);
    expect(linksToMissingPage("/contact#formular", pages)).toBe(false);
    expect(linksToMissingPage("/servicii?x=1", pages)).toBe(false);
    expect(linksToMissingPage("/#contact", pages)).toBe(false);
    for (const link of [
      "https://example.org/blog",
      "//cdn.example.org/x",
      "mailto:a@b.ro",
      "tel:+40",
    ]) {
      expect(linksToMissingPage(link, pages)).toBe(false);
    }
  });

  it("a menu entry that keeps its own page but loses its whole submenu becomes a plain link", () => {
    const entry = {
      jsonId: "1",
      menu: "en",
      title: "Firm",
      link: "/servicii",
      has_dropdown: true,
      sub_menus: [{ link: "/blog", title: "Blog" }],
    };
    expect(menuOfBuild([entry], pages)).toEqual([{ ...entry, has_dropdown: false, sub_menus: [] }]);
  });
});
