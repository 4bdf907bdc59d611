import React from "react";
import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import HomeTwoPage from "../../../src/templates/HomeTwoPage";
import HomeThreePage from "../../../src/templates/HomeThreePage";
import type { PageContext } from "../../../src/types";
import { items } from "../../helpers/dataFiles";
import { builtPage } from "../../helpers/builtData";
import { pageProps } from "../../helpers/pageProps";
import { counterValue } from "../../helpers/counters";
import { faqEntries, groupNames } from "../../helpers/accordion";

const where = (file: string, key: string, value: string) =>
  items(file).filter((n) => n[key] === value);

/** Renders a template with what the build's page query returned for the route, and its context. */
function renderPage<D>(Page: React.ComponentType<PageProps<D, PageContext>>, path: string) {
  const { data, pageContext } = builtPage<D>(path);
  return render(<Page {...pageProps(data, pageContext)} />);
}

describe("HomeTwoPage (/home-two)", () => {
  it("renders one h1 in the hero and the sponsor slider with logo alt texts", () => {
    renderPage(HomeTwoPage, "/home-two");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const slider = screen.getByRole("region", { name: "Partner logos" });
    expect(within(slider).getAllByRole("img").length).toBeGreaterThanOrEqual(6);
  });

  it("shows the three counters, four service cards and three blog cards with their links", () => {
    renderPage(HomeTwoPage, "/home-two");
    const counters = where("counter.en.json", "page", "home_2");
    expect(counters).toHaveLength(3);
    for (const counter of counters)
      expect(counterValue(screen, String(counter.label))).toMatch(/\d/);
    expect(screen.getByText("Join 5,000+ satisfied members")).toBeInTheDocument();
    const services = screen.getByRole("region", { name: "Coaching programmes for every stage" });
    const serviceLinks = within(services).getAllByRole("link");
    expect(serviceLinks).toHaveLength(4);
    serviceLinks.forEach((a) => expect(a).toHaveAttribute("href", "/services-details"));
    const blog = screen.getByRole("region", { name: "Ideas you can use this week" });
    const cards = within(blog).getAllByRole("article");
    expect(cards).toHaveLength(3);
    cards.forEach((c) =>
      expect(within(c).getByRole("link")).toHaveAttribute("href", "/blog-details"),
    );
  });

  it("highlights Growth among the coaching plans", () => {
    renderPage(HomeTwoPage, "/home-two");
    const plans = screen.getAllByRole("article", { name: /^(Starter|Growth|Enterprise)$/ });
    expect(plans.map((p) => p.getAttribute("data-highlight"))).toEqual([null, "true", null]);
    expect(within(plans[1]).getByText("Most popular")).toBeInTheDocument();
    expect(within(plans[1]).getByText("$299")).toBeInTheDocument();
    expect(within(plans[2]).getByText("/ month")).toBeInTheDocument();
  });

  it("sends the workbook request and plan buttons to /contact", () => {
    renderPage(HomeTwoPage, "/home-two");
    expect(screen.getByRole("link", { name: "Request the workbook" })).toHaveAttribute(
      "href",
      "/contact",
    );
    const planLinks = screen.getAllByRole("link", { name: /^Get started/ });
    expect(planLinks).toHaveLength(3);
    planLinks.forEach((a) => expect(a).toHaveAttribute("href", "/contact"));
  });

  it("groups its five FAQ answers so one opens at a time, the first on load", () => {
    renderPage(HomeTwoPage, "/home-two");
    const faq = screen.getByRole("region", { name: "Questions people ask before they start" });
    const entries = faqEntries(faq);
    expect(entries.map((e) => e.open)).toEqual([true, false, false, false, false]);
    expect(groupNames(entries).size).toBe(1);
  });
});

describe("HomeThreePage (/home-three)", () => {
  it("renders the hero h1 with 'Start Free Trial' to /contact", () => {
    renderPage(HomeThreePage, "/home-three");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const trial = screen.getAllByRole("link", { name: "Start Free Trial" });
    trial.forEach((a) => expect(a).toHaveAttribute("href", "/contact"));
  });

  it("shows services, features, the AI plans with Pro highlighted, and both sliders", () => {
    renderPage(HomeThreePage, "/home-three");
    const services = screen.getByRole("region", { name: /AI services that fit/ });
    expect(within(services).getAllByRole("article")).toHaveLength(6);
    const features = screen.getByRole("region", { name: /careful first AI project/ });
    expect(within(features).getAllByRole("listitem")).toHaveLength(6);
    const highlighted = screen
      .getAllByRole("article", { name: /^(Starter|Pro|Enterprise)$/ })
      .filter((p) => p.getAttribute("data-highlight") === "true");
    expect(highlighted.map((p) => p.getAttribute("aria-labelledby"))).toEqual(["plan-5"]);
    const insights = screen.getByRole("region", { name: "Latest AI insights" });
    expect(within(insights).getAllByRole("link", { name: /.+/ }).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole("region", { name: "What our clients say" })).toBeInTheDocument();
  });
});
