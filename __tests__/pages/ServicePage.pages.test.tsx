import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Layout } from "../../src/components/layout/Layout";
import ServicePage from "../../src/templates/ServicePage";
import { builtContext } from "../helpers/builtData";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { faqEntries, groupNames } from "../helpers/accordion";
import { items, partItems, readData, routes as allRoutes } from "../helpers/dataFiles";
import { Helmet } from "react-helmet";

interface Route {
  path: string;
  template: string;
  pageKey: string;
  title: string;
}
const routes = (allRoutes() as Route[]).filter((r) => r.template === "ServicePage");
const faq = [...partItems("faq"), ...items("faq.en.json")];
const shared = readData<{ shared: { title: string } }>("ro-service-shared.json");
const ui = readData<{ lang: string; breadcrumbLabel: string; homeLabel: string }[]>("ui.json").find(
  (u) => u.lang === "ro",
)!;

const COUNTS: Record<string, number> = {
  finantari_termen_scurt: 7,
  finantari_termen_lung: 4,
  leasing: 4,
  factoring: 5,
  previziuni: 5,
  "fonduri-europene": 5,
  credite_persoane_fizice: 5,
};

function renderService(route: Route, withLayout = false) {
  const { data, pageContext } = builtPage<Queries.ServicePageQuery>(route.path);
  const props = pageProps(data, pageContext);
  const page = <ServicePage {...props} />;
  return render(withLayout ? <Layout pageContext={builtContext(route.path)}>{page}</Layout> : page);
}

describe("ServicePage", () => {
  it("serves exactly the seven service routes", () => {
    expect(routes.map((r) => r.pageKey).sort()).toEqual(Object.keys(COUNTS).sort());
  });

  describe.each(routes)("$path", (route) => {
    it("shows only its own FAQ items, the first open", () => {
      renderService(route);
      const section = document.getElementById("intrebari-frecvente")!;
      const entries = faqEntries(section);
      expect(entries).toHaveLength(COUNTS[route.pageKey]);
      const own = faq.filter((f) => f.page === route.pageKey).map((f) => f.title);
      expect(entries.map((e) => e.title)).toEqual(own);
      expect(entries.map((e) => e.open)).toEqual(own.map((_, i) => i === 0));
      expect(within(section).getByRole("link", { name: "Contact" })).toHaveAttribute(
        "href",
        "/contact",
      );
    });

    it("has an intro call to action to its #contact-form and the form itself", () => {
      renderService(route);
      const intro = document.getElementById("prezentare")!;
      expect(within(intro).getByRole("link")).toHaveAttribute("href", `${route.path}#contact-form`);
      expect(document.querySelectorAll("#contact-form")).toHaveLength(1);
      expect(document.querySelector("form#contact-form")).not.toBeNull();
    });

    it("renders product cards, why-choose, the shared block (its booking link naming the page's service) and no h1 of its own", () => {
      renderService(route);
      expect(
        within(document.getElementById("produse")!).getAllByRole("listitem").length,
      ).toBeGreaterThan(1);
      expect(within(document.getElementById("avantaje")!).getAllByRole("listitem")).toHaveLength(4);
      const partner = document.getElementById("un-singur-partener")!;
      expect(partner).toHaveTextContent(shared.shared.title);
      expect(
        within(partner).getByRole("link", { name: "Programează o consultanță gratuită" }),
      ).toHaveAttribute("href", `/programare?serviciu=${route.path.split("/").pop()}`);
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
      expect(!!document.getElementById("programe")).toBe(route.pageKey === "fonduri-europene");
    });

    it("sits under the breadcrumb Acasă › Servicii › title in the layout", () => {
      renderService(route, true);
      const h1 = screen.getByRole("heading", { level: 1 });
      expect(h1).toHaveTextContent(route.title);
      const nav = screen.getByRole("navigation", { name: ui.breadcrumbLabel });
      const crumbs = within(nav)
        .getAllByRole("listitem")
        .map((li) => li.textContent);
      expect(crumbs).toEqual([ui.homeLabel, "Servicii", route.title]);
      expect(within(nav).getByRole("link", { name: ui.homeLabel })).toHaveAttribute("href", "/");
      expect(within(nav).getByRole("link", { name: "Servicii" })).toHaveAttribute(
        "href",
        "/servicii",
      );
    });
  });

  it("makes its FAQ one group of items, each answer inside its own question", () => {
    // One group: the browser opens one item at a time (clicks are tested in Chromium).
    const route = routes.find((r) => r.pageKey === "finantari_termen_scurt")!;
    renderService(route);
    const entries = faqEntries(document.getElementById("intrebari-frecvente")!);
    expect(groupNames(entries).size).toBe(1);
    const own = faq.filter((f) => f.page === route.pageKey);
    entries.forEach((entry, i) => expect(entry.details).toHaveTextContent(String(own[i].desc)));
  });

  it("states the product facts on their pages", () => {
    const text = (key: string) => {
      const { unmount, container } = renderService(routes.find((r) => r.pageKey === key)!);
      const content = container.textContent ?? "";
      unmount();
      return content;
    };
    expect(text("finantari_termen_scurt")).toMatch(
      /până la 24 de luni[\s\S]*maximum 24 de luni[\s\S]*până la 5 ani/,
    );
    expect(text("finantari_termen_scurt")).toContain("procent prestabilit din cifra de afaceri");
    expect(text("finantari_termen_lung")).toContain("de la 5 la 30 de ani");
    const leasing = text("leasing");
    expect(leasing).toContain("de cel mult 5 ani");
    expect(leasing).toContain("doar pentru persoane juridice");
    expect(leasing).toContain("valorii reziduale");
    expect(leasing).toContain("asigurarea, taxele și reparațiile");
    const factoring = text("factoring");
    expect(factoring).toContain("până la 80% din valoarea facturii");
    for (const type of ["intern fără regres", "intern cu regres", "de export", "de import"]) {
      expect(factoring).toContain(`Factoring ${type}`);
    }
    const eu = text("fonduri-europene");
    // The share a programme funds is the programme's, never a general promise.
    expect(eu).toContain("până la 90% din valoarea proiectului, în funcție de program");
    expect(eu).not.toContain("minimum 10%");
    const personal = text("credite_persoane_fizice");
    for (const kind of ["nevoi personale", "ipotecar", "Refinanțare", "Credit bancar", "IFN"]) {
      expect(personal).toContain(kind);
    }
  });

  describe.each(routes)("$path structured data", (route) => {
    it("carries FAQPage entries equal to its FAQ items and a Service block", () => {
      renderService(route);
      const blocks = (
        Helmet.peek() as unknown as { scriptTags: { innerHTML: string }[] }
      ).scriptTags.map((tag) => JSON.parse(tag.innerHTML) as Record<string, unknown>);
      const faqBlock = blocks.find((b) => b["@type"] === "FAQPage")!;
      const entries = faqBlock.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const own = faq.filter((f) => f.page === route.pageKey);
      expect(entries.map((e) => [e.name, e.acceptedAnswer.text])).toEqual(
        own.map((f) => [f.title, f.desc]),
      );
      const svc = blocks.find((b) => b["@type"] === "Service")!;
      expect(svc.serviceType).toBe(route.title);
      expect(String(svc.url)).toMatch(new RegExp(`${route.path}$`));
    });
  });

  it("warns prominently on the personal-loans page only", () => {
    const warning = "Atenție! Banii împrumutați costă bani!";
    for (const route of routes) {
      const { unmount } = renderService(route);
      const notes = screen.queryAllByRole("note").map((n) => n.textContent);
      expect(notes.includes(warning)).toBe(route.pageKey === "credite_persoane_fizice");
      unmount();
    }
  });
});
