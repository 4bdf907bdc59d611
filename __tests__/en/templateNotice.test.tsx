// The English template pages say what they are: a notice at the top of the main content, on every
// one of them and on no other page, in text a screen reader reads, with the way to the firm's own
// (Romanian) pages. The Layout mounting it is rendered in templateNotice.pages.test.tsx.
import React from "react";
import { render, screen } from "@testing-library/react";
import { TemplateNotice, showsTemplateNotice } from "../../src/components/layout/TemplateNotice";
import { contextFor } from "../helpers/context";
import { readData, routes } from "../helpers/dataFiles";
import { TEMPLATE_ROUTES } from "../helpers/templateRoutes";

interface Notice {
  label: string;
  text: string;
  link: { label: string; link: string };
}
const { notice } = readData<{ notice: Notice }>("en-labels.json");
const pages = routes();

describe("which pages carry the template notice", () => {
  it("every English template page, as the site's routes list them", () => {
    const english = pages.filter((p) => p.lang === "en" && p.template !== "NotFoundPage");
    expect(english.map((p) => p.path).sort()).toEqual([...TEMPLATE_ROUTES].sort());
    for (const path of TEMPLATE_ROUTES) {
      expect([path, showsTemplateNotice(contextFor(path))]).toEqual([path, true]);
    }
  });

  it("no Romanian page, and not the not-found page, which shows nothing invented", () => {
    const others = pages.filter((p) => !TEMPLATE_ROUTES.includes(p.path)).map((p) => p.path);
    expect(others).toContain("/404");
    expect(others).toContain("/");
    for (const path of others) {
      expect([path, showsTemplateNotice(contextFor(path))]).toEqual([path, false]);
    }
  });
});

describe("the template notice", () => {
  it("says the page shows the template's invented people, quotes, brands, figures and prices", () => {
    expect(notice.text).toMatch(/example content of the website template/);
    expect(notice.text).toMatch(/people, quotes, brands, figures and prices .* invented/);
    render(<TemplateNotice notice={notice} />);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(`${notice.label} ${notice.text} ${notice.link.label}`);
  });

  it("links to the firm's Romanian pages and says they are in Romanian", () => {
    render(<TemplateNotice notice={notice} />);
    const link = screen.getByRole("link", { name: notice.link.label });
    expect(notice.link.label).toMatch(/in Romanian/);
    expect(link).toHaveAttribute("href", notice.link.link);
    expect(link).toHaveAttribute("hreflang", "ro");
    const romanian = pages.filter((p) => p.lang === "ro").map((p) => p.path);
    expect(romanian).toContain(notice.link.link);
  });

  it("stays out of the search index, or every English page would match its words", () => {
    render(<TemplateNotice notice={notice} />);
    expect(screen.getByRole("note")).toHaveAttribute("data-pagefind-ignore");
  });
});
