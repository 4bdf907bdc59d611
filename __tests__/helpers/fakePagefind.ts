// A stand-in for Pagefind's browser API in unit tests: pages and their parts as fixtures, every
// query word must occur (as a substring) in a page, and matches come back in <mark> as Pagefind
// marks them. Real Pagefind is exercised by the browser tests
// (__tests__/search/search*.browser.test.ts).
import type { PagefindApi, PagefindResultData } from "../../src/search/pagefind";

export interface FakePart {
  /** Heading id: a FAQ item's anchor (intrebare-2) or a section's; none for the page's start. */
  anchor?: string;
  title?: string;
  text: string;
}

export interface FakePage {
  url: string;
  title: string;
  parts: FakePart[];
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function marked(text: string, words: string[]): { excerpt: string; count: number } {
  let count = 0;
  const excerpt = text
    .split(/(\s+)/)
    .map((token) => {
      if (words.some((w) => token.toLowerCase().includes(w))) {
        count += 1;
        return `<mark>${escape(token)}</mark>`;
      }
      return escape(token);
    })
    .join("");
  return { excerpt, count };
}

export function fakePagefind(
  pages: FakePage[],
): PagefindApi & { queries: string[]; fetched: string[] } {
  const queries: string[] = [];
  /** URLs of the pages whose data (a fragment file, for Pagefind) was asked for. */
  const fetched: string[] = [];
  return {
    queries,
    fetched,
    async options() {},
    async init() {},
    async search(term: string) {
      queries.push(term);
      const words = term.toLowerCase().split(/\s+/).filter(Boolean);
      const found = pages.filter((page) =>
        words.every((w) => page.parts.some((part) => part.text.toLowerCase().includes(w))),
      );
      return {
        results: found.map((page, index) => ({
          id: page.url,
          score: found.length - index,
          async data(): Promise<PagefindResultData> {
            fetched.push(page.url);
            const subs = page.parts.map((part) => {
              const { excerpt, count } = marked(part.text, words);
              return {
                title: part.title ?? page.title,
                url: part.anchor ? `${page.url}#${part.anchor}` : page.url,
                anchor: part.anchor
                  ? { element: "h3", id: part.anchor, text: part.title, location: 0 }
                  : undefined,
                excerpt,
                locations: Array.from({ length: count }, (_, i) => i),
              };
            });
            return {
              url: page.url,
              excerpt: subs.find((s) => s.locations.length > 0)?.excerpt ?? "",
              meta: { title: page.title },
              sub_results: subs,
            };
          },
        })),
      };
    },
  };
}
