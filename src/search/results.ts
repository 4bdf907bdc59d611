import type { PagefindResultData, PagefindSubResult } from "./pagefind";

/** One line under the search box: a page, or one FAQ answer of a page. */
export interface SearchHit {
  /** Site path, with the FAQ item's anchor for an answer (`/servicii/leasing#intrebare-3`). */
  url: string;
  /** The page title, or the question for an answer. */
  title: string;
  /** For an answer: the title of the page it is on. */
  page?: string;
  /** Pagefind's excerpt: escaped text with the matched words in <mark> (see excerptParts). */
  excerpt: string;
}

export interface HitOptions {
  /** Anchors of FAQ items on the pages searched, e.g. /^intrebare-\d+$/. */
  faqAnchor: RegExp;
  max: number;
  maxAnswersPerPage: number;
  /**
   * Words in the query. An answer becomes a hit of its own only where it matches at least this
   * often: one word of a longer query (a question that merely says "consultant") does not push the
   * pages that match the whole query down the list. Its page is still a hit.
   */
  queryWords?: number;
}

/** How strongly a part of a page matched: its matches, scored as Pagefind scores them (rarer words and headings count more). */
function weightOf(sub: PagefindSubResult): number {
  return (
    sub.weighted_locations?.reduce((sum, w) => sum + w.balanced_score, 0) ?? sub.locations.length
  );
}

/** A numbered accordion puts "3." before the question; the result shows the question alone. */
function questionOf(title: string): string {
  return title.replace(/^\s*\d+\.\s*/, "").trim();
}

/**
 * Turns Pagefind's results (best page first) into hits: each page once, where it matched outside
 * its FAQ, and each FAQ answer that matched as a hit of its own linking to its anchor. Within a page,
 * the stronger match comes first; pages keep Pagefind's order.
 */
export function hitsFromResults(pages: readonly PagefindResultData[], options: HitOptions) {
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const data of pages) {
    const title = data.meta.title?.trim() || data.url;
    const matched = data.sub_results.filter((sub) => sub.locations.length > 0);
    const isAnswer = (sub: PagefindSubResult) =>
      Boolean(sub.anchor && options.faqAnchor.test(sub.anchor.id));
    const answers = matched
      .filter((sub) => isAnswer(sub) && sub.locations.length >= (options.queryWords ?? 1))
      .sort((a, b) => weightOf(b) - weightOf(a))
      .slice(0, options.maxAnswersPerPage);
    const rest = matched.filter((sub) => !isAnswer(sub)).sort((a, b) => weightOf(b) - weightOf(a));
    const candidates: { hit: SearchHit; weight: number }[] = answers.map((sub) => ({
      hit: { url: sub.url, title: questionOf(sub.title), page: title, excerpt: sub.excerpt },
      weight: weightOf(sub),
    }));
    // Matches only in the FAQ make the answers the results; the page itself adds nothing.
    if (rest.length > 0 || answers.length === 0) {
      candidates.push({
        hit: { url: data.url, title, excerpt: rest[0]?.excerpt ?? data.excerpt },
        weight: rest.length > 0 ? weightOf(rest[0]) : Number.POSITIVE_INFINITY,
      });
    }
    candidates.sort((a, b) => b.weight - a.weight);
    for (const { hit } of candidates) {
      if (seen.has(hit.url)) continue;
      seen.add(hit.url);
      hits.push(hit);
      if (hits.length >= options.max) return hits;
    }
  }
  return hits;
}

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt as plain text runs, marked or not, for React to render as text: only <mark>
 * is understood, so nothing in the index can put markup on the page. Any other tag is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) mark = true;
    else if (/^<\/mark/i.test(piece)) mark = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ""));
      if (!text) continue;
      const last = parts[parts.length - 1];
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}
