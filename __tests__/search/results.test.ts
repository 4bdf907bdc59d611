import { excerptParts, hitsFromResults } from "../../src/search/results";
import type { PagefindResultData, PagefindSubResult } from "../../src/search/pagefind";

const OPTIONS = { faqAnchor: /^intrebare-\d+$/, max: 8, maxAnswersPerPage: 3 };

function sub(url: string, title: string, matches: number, anchor?: string): PagefindSubResult {
  return {
    title,
    url: anchor ? `${url}#${anchor}` : url,
    anchor: anchor ? { element: "h3", id: anchor, location: 0 } : undefined,
    excerpt: `extras din ${title}`,
    locations: Array.from({ length: matches }, (_, i) => i),
  };
}

function page(url: string, title: string, subs: PagefindSubResult[]): PagefindResultData {
  return { url, excerpt: `pagina ${title}`, meta: { title }, sub_results: subs };
}

describe("hitsFromResults", () => {
  it("gives a page that matched outside its FAQ as one hit, with the excerpt of its best part", () => {
    const hits = hitsFromResults(
      [
        page("/servicii/leasing", "Leasing", [
          sub("/servicii/leasing", "Leasing", 1),
          sub("/servicii/leasing", "Tipuri de leasing", 4, "tipuri"),
          sub("/servicii/leasing", "Zero potriviri", 0, "altceva"),
        ]),
      ],
      OPTIONS,
    );
    expect(hits).toEqual([
      { url: "/servicii/leasing", title: "Leasing", excerpt: "extras din Tipuri de leasing" },
    ]);
  });

  it("makes each matching FAQ answer a hit of its own, linked to its anchor, without the question's number", () => {
    const hits = hitsFromResults(
      [
        page("/", "Acasă", [
          sub("/", "Acasă", 0),
          sub("/", "1. Ce tipuri de finanțare ne puteți ajuta să obținem?", 2, "intrebare-1"),
          sub("/", "5. Lucrați și cu persoane fizice?", 3, "intrebare-5"),
        ]),
      ],
      OPTIONS,
    );
    // Only the FAQ matched: the answers are the hits, the stronger first, and the page adds none.
    expect(hits.map((h) => [h.url, h.title, h.page])).toEqual([
      ["/#intrebare-5", "Lucrați și cu persoane fizice?", "Acasă"],
      ["/#intrebare-1", "Ce tipuri de finanțare ne puteți ajuta să obținem?", "Acasă"],
    ]);
  });

  it("orders a page and its answers by match strength, and keeps Pagefind's order between pages", () => {
    const hits = hitsFromResults(
      [
        page("/servicii/factoring", "Factoring", [
          sub("/servicii/factoring", "Factoring", 1),
          sub("/servicii/factoring", "Ce este factoringul fără regres?", 5, "intrebare-2"),
        ]),
        page("/servicii", "Servicii", [sub("/servicii", "Servicii", 9)]),
      ],
      OPTIONS,
    );
    expect(hits.map((h) => h.url)).toEqual([
      "/servicii/factoring#intrebare-2",
      "/servicii/factoring",
      "/servicii",
    ]);
  });

  it("caps the answers of one page and the hits in all", () => {
    const faq = (n: number) => sub("/faq", `${n}. Întrebarea ${n}`, 10 - n, `intrebare-${n}`);
    const many = hitsFromResults([page("/faq", "FAQ", [1, 2, 3, 4, 5].map(faq))], {
      ...OPTIONS,
      maxAnswersPerPage: 2,
    });
    expect(many.map((h) => h.url)).toEqual(["/faq#intrebare-1", "/faq#intrebare-2"]);

    const pages = Array.from({ length: 12 }, (_, i) =>
      page(`/p${i}`, `Pagina ${i}`, [sub(`/p${i}`, `Pagina ${i}`, 1)]),
    );
    expect(hitsFromResults(pages, OPTIONS)).toHaveLength(8);
  });

  it("treats anchors of other languages and of sections as parts of the page", () => {
    const hits = hitsFromResults(
      [
        page("/faqs", "FAQs", [
          sub("/faqs", "How do I start?", 2, "question-1"),
          sub("/faqs", "Our approach", 1, "approach-title"),
        ]),
      ],
      OPTIONS,
    );
    expect(hits).toEqual([{ url: "/faqs", title: "FAQs", excerpt: "extras din How do I start?" }]);
  });

  it("falls back to the URL for a page without a title", () => {
    const hits = hitsFromResults([page("/x", "", [sub("/x", "", 1)])], OPTIONS);
    expect(hits[0].title).toBe("/x");
  });
});

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into plain and marked runs, decoding its escapes", () => {
    expect(
      excerptParts("Finanțare prin <mark>leasing</mark> &amp; credit &lt;rapid&gt; &#39;azi&#x27;"),
    ).toEqual([
      { text: "Finanțare prin ", mark: false },
      { text: "leasing", mark: true },
      { text: " & credit <rapid> 'azi'", mark: false },
    ]);
  });

  it("keeps no markup but <mark>: other tags are dropped, and decoded text is only text", () => {
    const parts = excerptParts(
      '<img src=x onerror="alert(1)"><mark>credit</mark> <script>alert(2)</script>&lt;b&gt;ipotecar&lt;/b&gt;',
    );
    expect(parts).toEqual([
      { text: "credit", mark: true },
      { text: " alert(2)<b>ipotecar</b>", mark: false },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});

describe("answers that match one word of a longer query", () => {
  it("are no hits of their own: the next page that matches the whole query comes second", () => {
    const pages = [
      page("/", "Acasă", [
        sub("/", "Acasă", 5),
        sub("/", "2. De ce să apelez la un consultant?", 1, "intrebare-2"),
      ]),
      page("/contact", "Contact", [sub("/contact", "Contact", 4)]),
    ];
    const urls = (queryWords: number) =>
      hitsFromResults(pages, { ...OPTIONS, queryWords }).map((h) => h.url);
    expect(urls(2)).toEqual(["/", "/contact"]);
    // A one-word query is matched whole by the same answer, which stays a hit.
    expect(urls(1)).toEqual(["/", "/#intrebare-2", "/contact"]);
  });
});
