// The English template pages as the build renders them: the Layout puts the template notice at the
// top of the main content of every one of them and of no other page, and no page's links promise
// a trial or hide that they lead to a Romanian page.
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { Layout } from "../../src/components/layout/Layout";
import AboutPage from "../../src/templates/AboutPage";
import BlogDetailsPage from "../../src/templates/BlogDetailsPage";
import BlogPage from "../../src/templates/BlogPage";
import CaseDetailsPage from "../../src/templates/CaseDetailsPage";
import CaseStudiesPage from "../../src/templates/CaseStudiesPage";
import FaqsPage from "../../src/templates/FaqsPage";
import HomeThreePage from "../../src/templates/HomeThreePage";
import HomeTwoPage from "../../src/templates/HomeTwoPage";
import PricingPage from "../../src/templates/PricingPage";
import ServiceDetailsPage from "../../src/templates/ServiceDetailsPage";
import ServicesPage from "../../src/templates/ServicesPage";
import TeamDetailsPage from "../../src/templates/TeamDetailsPage";
import TeamPage from "../../src/templates/TeamPage";
import TestimonialsPage from "../../src/templates/TestimonialsPage";
import type { PageContext } from "../../src/types";
import { readData, routes } from "../helpers/dataFiles";
import { builtContext, builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";

// Pagefind's script exists only in a build; nothing here opens the search.
jest.mock("../../src/search/pagefind", () => ({
  loadPagefind: jest.fn(async () => jest.requireActual("../helpers/fakePagefind").fakePagefind([])),
}));

type Template = React.ComponentType<PageProps<never, PageContext>>;
const TEMPLATES: Record<string, unknown> = {
  AboutPage,
  BlogDetailsPage,
  BlogPage,
  CaseDetailsPage,
  CaseStudiesPage,
  FaqsPage,
  HomeThreePage,
  HomeTwoPage,
  PricingPage,
  ServiceDetailsPage,
  ServicesPage,
  TeamDetailsPage,
  TeamPage,
  TestimonialsPage,
};

const pages = routes();
const english = pages.filter((p) => p.lang === "en" && p.template !== "NotFoundPage");
const others = pages.filter((p) => !english.includes(p));
const romanian = new Set(pages.filter((p) => p.lang === "ro").map((p) => p.path));
const { notice } = readData<{ notice: { label: string; text: string } }>("en-labels.json");

/** Renders inside the Layout and lets the footer's parts loaded on demand settle. */
async function renderInLayout(path: string, children: React.ReactNode = <p>Page</p>) {
  render(<Layout pageContext={builtContext(path)}>{children}</Layout>);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("the template notice in the Layout", () => {
  it("has 16 English template pages to show it on", () => {
    expect(english).toHaveLength(16);
  });

  it.each(english.map((p) => p.path))("%s opens its main content with the notice", async (path) => {
    await renderInLayout(path);
    const main = screen.getByRole("main");
    const note = within(main).getByRole("note");
    expect(note).toHaveTextContent(`${notice.label} ${notice.text}`);
    // First in <main>, before the banner and the page's sections.
    const first = main.querySelector("[data-static]");
    expect(first).toContainElement(note);
  });

  it.each(others.map((p) => p.path))("%s has no notice", async (path) => {
    await renderInLayout(path);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("the English template pages' links", () => {
  it.each(english.map((p) => [p.path, p.template] as const))(
    "%s names the Romanian pages it leads to and promises no trial",
    async (path, template) => {
      const Page = TEMPLATES[template] as Template;
      const { data, pageContext } = builtPage<never>(path);
      await renderInLayout(path, <Page {...pageProps(data, pageContext)} />);
      const main = screen.getByRole("main");
      const links = within(main).getAllByRole("link");
      const leaving = links.filter((a) => romanian.has(a.getAttribute("href")!.split(/[?#]/)[0]));
      expect(leaving.length).toBeGreaterThanOrEqual(1);
      for (const link of leaving) expect(link).toHaveAccessibleName(/\(([^)]* )?in Romanian\)/);
      const promising = links.filter((a) => /free trial|get started/i.test(a.textContent ?? ""));
      expect(promising).toEqual([]);
    },
  );
});
