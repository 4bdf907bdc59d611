import React from "react";
import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import HomeTwoPage from "../../src/templates/HomeTwoPage";
import HomeThreePage from "../../src/templates/HomeThreePage";
import type { PageContext } from "../../src/types";
import { items, readData } from "../helpers/dataFiles";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { counterValue } from "../helpers/counters";
import { faqEntries, groupNames } from "../helpers/accordion";

const where = (file: string, key: string, value: string) =>
  items(file).filter((n) => n[key] === value);
const labels = readData<{
  sponsorsCarousel: string;
  testimonialsCarousel: string;
  exampleMarks: Record<string, string>;
}>("en-labels.json");
const marks = labels.exampleMarks;
/** The text of every link to the firm's contact form: a Romanian form, and the text says so. */
const TO_THE_FORM = /^Contact the firm \(form in Romanian\)/;

/** Renders a template with what the build's page query returned for the route, and its context. */
function renderPage<D>(Page: React.ComponentType<PageProps<D, PageContext>>, path: string) {
  const { data, pageContext } = builtPage<D>(path);
  return render(<Page {...pageProps(data, pageContext)} />);
}

describe("HomeTwoPage (/home-two)", () => {
  it("renders one h1 in the hero and the sponsor slider with logo alt texts, marked as examples", () => {
    renderPage(HomeTwoPage, "/home-two");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const slider = screen.getByRole("region", { name: labels.sponsorsCarousel });
    expect(within(slider).getAllByRole("img").length).toBeGreaterThanOrEqual(6);
    expect(slider.previousElementSibling).toHaveTextContent(marks.logos);
  });

  it("shows the three counters, four service cards and three blog cards with their links", () => {
    renderPage(HomeTwoPage, "/home-two");
    const counters = where("counter.en.json", "page", "home_2");
    expect(counters).toHaveLength(3);
    for (const counter of counters) {
      expect(counterValue(screen, String(counter.label))).toMatch(/\d/);
      // Each invented figure carries its mark right under its label.
      expect(screen.getByText(String(counter.label)).nextElementSibling).toHaveTextContent(
        marks.figure,
      );
    }
    expect(screen.getByText(/^Join 5,000\+ satisfied members/)).toHaveTextContent(
      `Join 5,000+ satisfied members ${marks.figure}`,
    );
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
    plans.forEach((p) => expect(within(p).getByText(marks.price)).toBeInTheDocument());
  });

  it("sends the hero, about, workbook and plan buttons to the firm's form and says so", () => {
    renderPage(HomeTwoPage, "/home-two");
    const toForm = screen.getAllByRole("link", { name: TO_THE_FORM });
    expect(toForm).toHaveLength(6);
    toForm.forEach((a) => expect(a).toHaveAttribute("href", "/contact"));
    const workbook = screen.getByRole("region", { name: /30-day focus workbook/ });
    expect(within(workbook).getByRole("link")).toHaveAccessibleName(TO_THE_FORM);
    const planLinks = toForm.filter((a) => / – (Starter|Growth|Enterprise)$/.test(a.textContent!));
    expect(planLinks).toHaveLength(3);
    expect(screen.queryAllByRole("link", { name: /free|get started/i })).toEqual([]);
  });

  it("marks the coach's portrait and every testimonial as examples", () => {
    renderPage(HomeTwoPage, "/home-two");
    const about = screen.getByRole("region", { name: /Practical coaching/ });
    expect(within(about).getByText(marks.profile)).toBeInTheDocument();
    const testimonials = screen.getByRole("region", { name: labels.testimonialsCarousel });
    for (const figure of within(testimonials).getAllByRole("figure")) {
      expect(figure).toHaveTextContent(marks.testimonial);
    }
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
  it("renders the hero h1 with calls to action that say they lead to Romanian pages", () => {
    renderPage(HomeThreePage, "/home-three");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole("region", { name: /Put AI to work/ });
    const [primary, secondary] = within(hero).getAllByRole("link");
    expect(primary).toHaveAccessibleName("Contact the firm (form in Romanian)");
    expect(primary).toHaveAttribute("href", "/contact");
    expect(secondary).toHaveAccessibleName("The firm's services (in Romanian)");
    expect(secondary).toHaveAttribute("href", "/servicii");
    expect(screen.queryAllByRole("link", { name: /free trial|get started/i })).toEqual([]);
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
    const testimonials = screen.getByRole("region", { name: labels.testimonialsCarousel });
    for (const figure of within(testimonials).getAllByRole("figure")) {
      expect(figure).toHaveTextContent(marks.testimonial);
    }
  });
});
