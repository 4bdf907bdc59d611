import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import AboutPage from "../../src/templates/AboutPage";
import ServicesPage from "../../src/templates/ServicesPage";
import ServiceDetailsPage from "../../src/templates/ServiceDetailsPage";
import CaseStudiesPage from "../../src/templates/CaseStudiesPage";
import CaseDetailsPage from "../../src/templates/CaseDetailsPage";
import BlogPage from "../../src/templates/BlogPage";
import TeamPage from "../../src/templates/TeamPage";
import TeamDetailsPage from "../../src/templates/TeamDetailsPage";
import TestimonialsPage from "../../src/templates/TestimonialsPage";
import PricingPage from "../../src/templates/PricingPage";
import FaqsPage from "../../src/templates/FaqsPage";
import type { PageContext } from "../../src/types";
import { items, partItems, readData } from "../helpers/dataFiles";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { faqEntries } from "../helpers/accordion";

const marks = readData<{ exampleMarks: Record<string, string> }>("en-labels.json").exampleMarks;
/** The firm's contact form is Romanian, and every button to it says so. */
const TO_THE_FORM = "Contact the firm (form in Romanian)";

/** Renders a template with what the build's page query returned for the route, and its context. */
function renderPage<D>(Page: React.ComponentType<PageProps<D, PageContext>>, path: string) {
  const { data, pageContext } = builtPage<D>(path);
  return render(<Page {...pageProps(data, pageContext)} />);
}

describe("listing pages", () => {
  it("/services shows the 8 template services, each linking to /services-details", () => {
    renderPage(ServicesPage, "/services");
    expect(screen.getAllByRole("article")).toHaveLength(8);
    const links = screen.getAllByRole("link", { name: /^Read more/ });
    expect(links).toHaveLength(8);
    links.forEach((a) => expect(a).toHaveAttribute("href", "/services-details"));
    expect(screen.getByRole("link", { name: TO_THE_FORM })).toHaveAttribute("href", "/contact");
  });

  it("/blog shows 9 cards with tag and title, each linking to /blog-details", () => {
    renderPage(BlogPage, "/blog");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      expect(within(card).getByRole("link")).toHaveAttribute("href", "/blog-details");
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(/\w{3,}/);
    }
  });

  it("/case-studies shows the case cards, each linking to /case-details", () => {
    renderPage(CaseStudiesPage, "/case-studies");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(6);
    links.forEach((a) => expect(a).toHaveAttribute("href", "/case-details"));
  });

  it("/team shows 8 member cards, each linking to /team-details and marked as an example", () => {
    renderPage(TeamPage, "/team");
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(8);
    links.forEach((a) => expect(a).toHaveAttribute("href", "/team-details"));
    expect(links[0]).toHaveAccessibleName(`Olivia Hart ${marks.profile}`);
    links.forEach((a) => expect(a).toHaveTextContent(marks.profile));
  });

  it("/testimonials shows every English testimonial with name and role", () => {
    const all = items("testimonial.en.json");
    renderPage(TestimonialsPage, "/testimonials");
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(all.length);
    expect(screen.getByText("Rachel Simmons")).toBeInTheDocument();
    figures.forEach((f) => expect(f).toHaveTextContent(marks.testimonial));
  });

  it("/pricing shows the AI plans with Pro highlighted", () => {
    renderPage(PricingPage, "/pricing");
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Starter",
      "Pro",
      "Enterprise",
    ]);
    expect(cards.map((c) => c.getAttribute("data-highlight"))).toEqual([null, "true", null]);
    expect(within(cards[1]).getByText("$99")).toBeInTheDocument();
    expect(within(cards[1]).getByText("/ month")).toBeInTheDocument();
    expect(within(cards[2]).getByText("$149")).toBeInTheDocument();
    cards.forEach((c) => expect(within(c).getByText(marks.price)).toBeInTheDocument());
    cards.forEach((c) => expect(within(c).getAllByRole("listitem")).toHaveLength(3));
  });
});

describe("/faqs", () => {
  it("shows only the FAQ items of its page key (inner_page, 10) and the 'Check All Questions' box", () => {
    const { pageKey } = builtPage("/faqs").pageContext;
    const own = [...items("faq.en.json"), ...partItems("faq")].filter((f) => f.page === pageKey);
    renderPage(FaqsPage, "/faqs");
    const entries = faqEntries(document.body);
    expect(entries).toHaveLength(10);
    // The page's query filters by its key: every item of that key and no other is there.
    expect(entries.map((e) => e.title).sort()).toEqual(own.map((i) => i.title).sort());
    expect(entries.filter((e) => e.open)).toHaveLength(1);
    const link = screen.getByRole("link", { name: "Check All Questions" });
    const [route, hash] = link.getAttribute("href")!.split("#");
    expect(route).toBe("/faqs");
    expect(document.getElementById(hash)).toContainElement(entries[0].details);
  });
});

describe("detail pages", () => {
  it("/about shows 4 reasons, the 5-item timeline and the 4 steps with a button to the form", () => {
    renderPage(AboutPage, "/about");
    const why = screen.getByRole("region", { name: "Four reasons clients stay with us" });
    expect(within(why).getAllByRole("article")).toHaveLength(4);
    const timeline = screen.getByRole("region", { name: "Our timeline" });
    // The carousel repeats short sets for its loop; the five items are each there.
    const titles = within(timeline)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(new Set(titles).size).toBe(5);
    const steps = within(screen.getByRole("region", { name: /Four steps/ })).getAllByRole(
      "listitem",
    );
    expect(steps.map((s) => within(s).getByRole("heading").textContent)).toEqual([
      "Discovery",
      "Training",
      "Deployment",
      "Optimization",
    ]);
    expect(screen.getByRole("link", { name: TO_THE_FORM })).toHaveAttribute("href", "/contact");
  });

  it("/services-details opens the video popup and closes it with its own control", async () => {
    const user = userEvent.setup();
    renderPage(ServiceDetailsPage, "/services-details");
    expect(screen.getByRole("heading", { name: "Wealth Planning" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Watch a planning meeting" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /^(Închide|Close)$/ }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("/case-details tells one story in three sections, each with a list", () => {
    renderPage(CaseDetailsPage, "/case-details");
    const parts = screen.getAllByRole("heading", { level: 3 });
    expect(parts.map((h) => h.textContent)).toEqual([
      "The challenge",
      "Our approach",
      "The outcome",
    ]);
    for (const h of parts) {
      expect(within(h.parentElement!).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("/team-details marks the profile and its contacts as examples, links none of them", () => {
    renderPage(TeamDetailsPage, "/team-details");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      `Olivia Hart ${marks.profile}`,
    );
    const contacts = screen.getAllByRole("definition");
    expect(contacts).toHaveLength(3);
    contacts.forEach((dd) => {
      expect(dd).toHaveTextContent(marks.contact);
      expect(within(dd).queryByRole("link")).toBeNull();
    });
    expect(screen.getByRole("link", { name: TO_THE_FORM })).toHaveAttribute("href", "/contact");
  });
});
