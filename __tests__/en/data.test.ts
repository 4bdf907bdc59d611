// The English template content: counts, links and plan sets the template pages show, read from data/.
import fs from "fs";
import path from "path";
import { items, readData, routes } from "../helpers/dataFiles";
import { contextFor } from "../helpers/context";

type Item = Record<string, unknown>;
const byPage = (items: Item[], page: string) => items.filter((i) => i.page === page);

describe("English template data", () => {
  it("has 8 team members, each linking to /team-details with a portrait and alt text", () => {
    const team = items("team.json");
    expect(team).toHaveLength(8);
    for (const m of team) {
      expect(m.link).toBe("/team-details");
      expect(m.thumb).toMatch(/^images\/en-team-\d\.png$/);
      expect(String(m.thumbAlt)).toContain(String(m.name));
    }
    expect(new Set(team.map((m) => m.name)).size).toBe(8);
  });

  it("links blog and insight cards to /blog-details and case cards to /case-details", () => {
    const posts = items("post.json");
    const target = { blog: "/blog-details", insight: "/blog-details", case: "/case-details" };
    for (const p of posts) expect(p.link).toBe(target[p.kind as keyof typeof target]);
    expect(posts.filter((p) => p.page === "inner_page" && p.kind === "blog")).toHaveLength(9);
    expect(posts.filter((p) => p.page === "inner_page" && p.kind === "case")).toHaveLength(6);
    expect(byPage(posts, "home_2")).toHaveLength(3);
    expect(byPage(posts, "home_3_1")).toHaveLength(8);
  });

  it("holds both pricing sets with one highlighted plan each", () => {
    const plans = items("pricing.json");
    const summary = (page: string) =>
      byPage(plans, page).map((p) => [p.title, p.price, p.time, p.highlight]);
    expect(summary("home_2")).toEqual([
      ["Starter", 199, "One-time", false],
      ["Growth", 299, "One-time", true],
      ["Enterprise", 499, "month", false],
    ]);
    expect(summary("pricing")).toEqual([
      ["Starter", 199, "One-time", false],
      ["Pro", 99, "month", true],
      ["Enterprise", 149, "One-time", false],
    ]);
    for (const p of plans) expect(p.features).toHaveLength(3);
  });

  it("has 10 English inner_page FAQ items and the home-two counters", () => {
    expect(byPage(items("faq.en.json"), "inner_page")).toHaveLength(10);
    const counters = byPage(items("counter.en.json"), "home_2");
    expect(counters.map((c) => [c.target, c.suffix])).toEqual([
      [10, "+"],
      [240, "+"],
      [5000, "+"],
    ]);
  });

  it("has the four 'How it works' steps in order and the English why/timeline sets", () => {
    const steps = byPage(items("process.en.json"), "about");
    expect(steps.map((s) => s.title)).toEqual([
      "Discovery",
      "Training",
      "Deployment",
      "Optimization",
    ]);
    expect(items("why-choose.en.json").filter((w) => w.lang === "en")).toHaveLength(4);
    expect(items("timeline.en.json").filter((t) => t.lang === "en")).toHaveLength(5);
  });

  it("has 8 template service cards and 4 home-two cards, all to /services-details", () => {
    const cards = items("service-card.en.json");
    expect(cards.filter((c) => c.group === "template")).toHaveLength(8);
    expect(cards.filter((c) => c.group === "home_2")).toHaveLength(4);
    for (const c of cards) expect(c.link).toBe("/services-details");
  });

  it("marks the team profile's invented contact data as examples", () => {
    const profile = readData<{
      contacts: { value: string; href: string | null }[];
      examples: string[];
    }>("en-team-details.json");
    // The whole list: the page shows each contact with its mark and links none of them.
    expect(profile.examples).toContain("contacts");
    expect(profile.contacts.map((c) => c.href)).toContain("mailto:olivia.hart@example.com");
  });

  it("serves the duplicate routes with one template and one canonical address", () => {
    expect(contextFor("/testimonial").seo.canonical).toBe("/testimonials");
    expect(contextFor("/testimonials").seo.canonical).toBe("/testimonials");
    expect(contextFor("/pricing-plan").seo.canonical).toBe("/pricing");
    expect(contextFor("/pricing").seo.canonical).toBe("/pricing");
    const pages = routes();
    const template = (p: string) => pages.find((r) => r.path === p)?.template;
    expect(template("/testimonial")).toBe(template("/testimonials"));
    expect(template("/pricing-plan")).toBe(template("/pricing"));
    expect(contextFor("/faqs").pageKey).toBe("inner_page");
  });

  it("contains no placeholder copy in the English data files", () => {
    const dir = path.resolve(__dirname, "../../data");
    const files = fs
      .readdirSync(dir)
      .filter((f) => /^(en-.*|post|pricing|feature|benefit|team|comment|.*\.en)\.json$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
    }
  });
});
