// Every value the English data lists under `examples` (invented people, quotes, logos, figures,
// prices, contact details) is shown with its visible mark, in text a screen reader reads, where
// the section shows the value; and the mark goes once the data no longer lists the value. The
// sections get their data from the data files here: the built page-data may predate the marks.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { TeamCard } from "../../src/components/sections/en/TeamCard";
import { TeamProfile } from "../../src/components/sections/en/TeamProfile";
import { TestimonialCard } from "../../src/components/sections/en/TestimonialCard";
import { PricingCard } from "../../src/components/sections/en/PricingCard";
import { CommentList } from "../../src/components/sections/en/CommentList";
import { ArticleBody } from "../../src/components/sections/en/ArticleBody";
import { HomeTwoAbout } from "../../src/components/sections/en/HomeTwoAbout";
import { HomeTwoHero } from "../../src/components/sections/en/HomeTwoHero";
import { isExample, type ExampleMarks } from "../../src/components/sections/en/ExampleMark";
import { readData } from "../helpers/dataFiles";

// The hero's logo carousel reads its button labels from the chrome, a static query of the build.
jest.mock("../../src/hooks/useChrome", () => ({
  useChrome: () => ({
    ui: { carouselRole: "carousel", carouselPrev: "Previous slide", carouselNext: "Next slide" },
  }),
}));

/** A data item with its `examples` list, as the data files write it ("id" for jsonId). */
interface Marked {
  examples?: string[];
}
interface Labels {
  exampleMarks: ExampleMarks;
  planButton: { label: string; link: string };
  popular: string;
  currency: string;
  featuresLabel: string;
}

const labels = readData<Labels>("en-labels.json");
const marks = labels.exampleMarks;
const NO_IMAGE = null;

const squash = (text: string) => text.replace(/\s+/g, " ");

/** A copy of `value` without any `examples` list, at any depth: the data once nothing is invented. */
function withoutExamples<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === "examples" ? undefined : v,
  ) as T;
}

/** The data as written, and the same data with its marks taken away. */
function variants<T>(value: T): [string, T][] {
  return [
    ["as the data marks it", value],
    ["with no examples listed", withoutExamples(value)],
  ];
}

describe("the data marks every invented value of the English pages", () => {
  it("marks the team, the testimonials, the comments, the counters and the prices item by item", () => {
    const every = (file: string, keys: string[]) =>
      readData<Marked[]>(file).forEach((item) =>
        expect([file, isExample(item.examples, ...keys)]).toEqual([file, true]),
      );
    every("team.json", ["name"]);
    every("team.json", ["designation"]);
    every("testimonial.en.json", ["desc"]);
    every("testimonial.en.json", ["name"]);
    every("comment.json", ["author"]);
    every("counter.en.json", ["target"]);
    every("pricing.json", ["price"]);
  });

  it("marks the logos, the members line, the profile, its contacts, the article's author and the address", () => {
    const home = readData<{ hero: Marked; about: Marked }>("en-home-two.json");
    expect(isExample(home.hero.examples, "sponsors")).toBe(true);
    expect(isExample(home.about.examples, "join")).toBe(true);
    expect(isExample(home.about.examples, "image")).toBe(true);
    const profile = readData<Marked & { contacts: unknown[] }>("en-team-details.json");
    expect(isExample(profile.examples, "name")).toBe(true);
    profile.contacts.forEach((_, i) =>
      expect(isExample(profile.examples, `contacts.${i}.value`, `contacts.${i}.href`)).toBe(true),
    );
    const article = readData<Marked>("en-blog-details.json");
    expect(isExample(article.examples, "author")).toBe(true);
    expect(isExample(article.examples, "quote.cite")).toBe(true);
    // The footer (not an English section) shows the address as written: the mark is in its text.
    const ui = readData<(Marked & { lang: string; address?: string | null })[]>("ui.json");
    const en = ui.find((u) => u.lang === "en")!;
    expect(isExample(en.examples, "address")).toBe(true);
    expect(en.address).toMatch(/^Example address: /);
  });
});

describe("team members", () => {
  type Member = Marked & {
    id: number;
    name: string;
    designation: string;
    thumbAlt: string;
    link: string;
  };
  const team = readData<Member[]>("team.json");

  it.each(team.flatMap((m) => variants(m).map(([how, item]) => [m.name, how, item] as const)))(
    "%s, %s: the card's link carries the mark only while the data lists the name",
    (name, _how, member) => {
      render(
        <TeamCard
          member={{
            ...member,
            jsonId: String(member.id),
            thumb: NO_IMAGE,
            examples: member.examples ?? null,
          }}
          mark={marks.profile}
        />,
      );
      const link = screen.getByRole("link");
      const marked = isExample(member.examples, "name");
      expect(link).toHaveAccessibleName(marked ? `${name} ${marks.profile}` : name);
    },
  );
});

describe("the team member's profile", () => {
  type Profile = Queries.EnTeamProfileFieldsFragment & Marked;
  const profile = readData<Profile>("en-team-details.json");

  it.each(variants(profile))(
    "%s: marks the name and each contact, and links no invented one",
    (_how, data) => {
      render(
        <TeamProfile
          profile={{ ...data, image: NO_IMAGE, examples: data.examples ?? null }}
          marks={marks}
        />,
      );
      const heading = screen.getByRole("heading", { level: 2 });
      const marked = isExample(data.examples, "name");
      expect(heading).toHaveTextContent(marked ? `${data.name} ${marks.profile}` : data.name, {
        normalizeWhitespace: true,
      });
      const values = screen.getAllByRole("definition");
      expect(values).toHaveLength(data.contacts.length);
      data.contacts.forEach((contact, i) => {
        const invented = isExample(data.examples, `contacts.${i}.value`);
        expect(values[i]).toHaveTextContent(
          // The phone number keeps its no-break spaces; the matcher reads them as spaces.
          squash(invented ? `${contact.value} ${marks.contact}` : contact.value),
        );
        // Nobody answers an invented number or address: it is shown, never offered as a link.
        const link = within(values[i]).queryByRole("link");
        if (invented || !contact.href) expect(link).toBeNull();
        else expect(link).toHaveAttribute("href", contact.href);
      });
    },
  );
});

describe("testimonials", () => {
  type Testimonial = Marked & {
    id: number;
    desc: string;
    name: string;
    designation: string;
    imgAlt: string;
  };
  const all = readData<Testimonial[]>("testimonial.en.json");

  it.each(all.flatMap((t) => variants(t).map(([how, item]) => [t.name, how, item] as const)))(
    "%s, %s: the mark stands above the quote and its name",
    (_name, _how, t) => {
      render(
        <TestimonialCard
          testimonial={{ ...t, jsonId: String(t.id), img: NO_IMAGE, examples: t.examples ?? null }}
          mark={marks.testimonial}
        />,
      );
      const figure = screen.getByRole("figure");
      const marked = isExample(t.examples, "desc", "name");
      if (!marked) {
        expect(within(figure).queryByText(marks.testimonial)).toBeNull();
        return;
      }
      // Read first: the mark comes before the quote and the name in the figure's text.
      const text = figure.textContent ?? "";
      expect(text.indexOf(marks.testimonial)).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(marks.testimonial)).toBeLessThan(text.indexOf(t.desc));
      expect(text.indexOf(t.desc)).toBeLessThan(text.indexOf(t.name));
    },
  );
});

describe("pricing plans", () => {
  type Plan = Marked & Omit<Queries.EnPlanFragment, "jsonId" | "examples"> & { id: number };
  const plans = readData<Plan[]>("pricing.json");

  it.each(
    plans.flatMap((p) => variants(p).map(([how, item]) => [p.title, p.price, how, item] as const)),
  )("%s at %s, %s: the price carries its mark", (_title, price, _how, plan) => {
    render(
      <PricingCard
        plan={{ ...plan, jsonId: String(plan.id), examples: plan.examples ?? null }}
        labels={labels}
        mark={marks.price}
      />,
    );
    const card = screen.getByRole("article");
    expect(within(card).getByText(`${labels.currency}${price}`)).toBeInTheDocument();
    const marked = isExample(plan.examples, "price");
    expect(within(card).queryByText(marks.price) !== null).toBe(marked);
  });
});

describe("the blog article and its comments", () => {
  type Article = Queries.EnArticleFieldsFragment & Marked;
  type Comment = Marked & {
    id: number;
    author: string;
    date: string;
    dateTime: string;
    text: string;
  };
  const article = readData<Article>("en-blog-details.json");
  const comments = readData<Comment[]>("comment.json");
  const commentLabels = { title: "Comments", reply: "Reply", replyLabel: "Reply to {author}" };

  it.each(variants(article))(
    "%s: the byline's author and the quote's source carry the mark",
    (_how, data) => {
      render(
        <ArticleBody
          article={{ ...data, image: NO_IMAGE, images: [], examples: data.examples ?? null }}
          authorMark={marks.author}
          pageUrl="https://example.org/blog-details"
        />,
      );
      const marked = isExample(data.examples, "author");
      expect(screen.getByText(new RegExp(`^${data.authorLabel} ${data.author}`))).toHaveTextContent(
        marked
          ? `${data.authorLabel} ${data.author} ${marks.author}`
          : `${data.authorLabel} ${data.author}`,
      );
      const cite = screen.getByText(data.quote.cite, { selector: "cite", exact: false });
      expect(cite).toHaveTextContent(
        isExample(data.examples, "quote.cite")
          ? `${data.quote.cite} ${marks.author}`
          : data.quote.cite,
      );
    },
  );

  it.each(variants({ comments }))(
    "%s: each comment's author line carries the mark",
    (_how, { comments: list }) => {
      const shown = list.map((c) => ({ ...c, jsonId: String(c.id), examples: c.examples ?? null }));
      render(
        <CommentList
          comments={shown}
          labels={commentLabels}
          mark={marks.comment}
          onReply={() => undefined}
        />,
      );
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(comments.length);
      list.forEach((c, i) => {
        const author = within(items[i]).getByText(c.author, { exact: false });
        expect(author).toHaveTextContent(
          isExample(c.examples, "author") ? `${c.author} ${marks.comment}` : c.author,
        );
      });
    },
  );

  it("takes the marks away when the comments list none", () => {
    const shown = comments.map((c) => ({ ...c, jsonId: String(c.id), examples: null }));
    render(
      <CommentList
        comments={shown}
        labels={commentLabels}
        mark={marks.comment}
        onReply={() => undefined}
      />,
    );
    expect(screen.queryByText(marks.comment)).toBeNull();
  });
});

describe("the coaching home page", () => {
  type Counter = Marked & {
    id: number;
    page: string;
    target: number;
    prefix: string | null;
    suffix: string | null;
    label: string;
  };
  type Home = {
    hero: Omit<Queries.EnHomeTwoHeroFieldsFragment, "image" | "sponsors" | "examples"> &
      Marked & { sponsors: { logoAlt: string }[] };
    about: Omit<Queries.EnHomeTwoAboutFieldsFragment, "image" | "avatars" | "examples"> & Marked;
  };
  const home = readData<Home>("en-home-two.json");
  const counters = readData<Counter[]>("counter.en.json").filter((c) => c.page === "home_2");

  it.each(variants({ about: home.about, counters }))(
    "%s: each counter, the members line and the portrait carry their marks",
    (_how, data) => {
      const shownCounters = data.counters.map((c) => ({
        ...c,
        jsonId: String(c.id),
        examples: c.examples ?? null,
      }));
      render(
        <HomeTwoAbout
          about={{
            ...data.about,
            image: NO_IMAGE,
            avatars: [],
            examples: data.about.examples ?? null,
          }}
          counters={shownCounters}
          marks={marks}
        />,
      );
      for (const c of shownCounters) {
        const counter = screen.getByText(c.label).parentElement!;
        const marked = isExample(c.examples, "target");
        expect(within(counter).queryByText(marks.figure) !== null).toBe(marked);
      }
      const join = screen.getByText(data.about.join, { exact: false });
      expect(join).toHaveTextContent(
        isExample(data.about.examples, "join")
          ? `${data.about.join} ${marks.figure}`
          : data.about.join,
      );
      const profileMarks = screen.queryAllByText(marks.profile);
      expect(profileMarks).toHaveLength(isExample(data.about.examples, "image") ? 1 : 0);
    },
  );

  it.each(variants(home.hero))(
    "%s: the logo strip's title carries the logos' mark",
    (_how, hero) => {
      render(
        <HomeTwoHero
          hero={{
            ...hero,
            image: NO_IMAGE,
            sponsors: hero.sponsors.map((s) => ({ ...s, logo: NO_IMAGE })),
            examples: hero.examples ?? null,
          }}
          sponsorsLabel={labels.exampleMarks.logos}
          logosMark={marks.logos}
        />,
      );
      const title = screen.getByText(hero.sponsorsTitle, { exact: false });
      expect(title).toHaveTextContent(
        isExample(hero.examples, "sponsors")
          ? `${hero.sponsorsTitle} ${marks.logos}`
          : hero.sponsorsTitle,
      );
    },
  );
});
