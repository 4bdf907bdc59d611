import { useCallback, useEffect, useRef, useState } from "react";
import {
  FAQ_ANCHOR_PREFIX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_ANSWERS_PER_PAGE,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_BATCH,
} from "../constants";
import { loadPagefind, type PagefindResultData } from "../search/pagefind";
import { hitsFromResults, type SearchHit } from "../search/results";
import type { Lang } from "../types";

export type SearchStatus = "idle" | "searching" | "done" | "error";

export interface SiteSearch {
  status: SearchStatus;
  /** The (trimmed) query the hits answer. */
  searched: string;
  hits: SearchHit[];
  /** Searches `query` at once (Enter before the debounce ran) and gives its hits. */
  hitsFor(query: string): Promise<SearchHit[]>;
}

async function runSearch(query: string, lang: Lang): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const found = (await pagefind.search(query))?.results ?? [];
  const options = {
    faqAnchor: new RegExp(`^${FAQ_ANCHOR_PREFIX[lang]}-\\d+$`),
    max: SEARCH_MAX_RESULTS,
    maxAnswersPerPage: SEARCH_MAX_ANSWERS_PER_PAGE,
    queryWords: query.trim().split(/\s+/).length,
  };
  // Each page's data is a file to fetch, and one page can give several hits (its FAQ answers):
  // pages are fetched a few at a time until the hits fill the list.
  const pages: PagefindResultData[] = [];
  let hits: SearchHit[] = [];
  while (pages.length < found.length && hits.length < SEARCH_MAX_RESULTS) {
    const batch = found.slice(pages.length, pages.length + SEARCH_PAGE_BATCH);
    pages.push(...(await Promise.all(batch.map((result) => result.data()))));
    hits = hitsFromResults(pages, options);
  }
  return hits;
}

/**
 * Search as you type: the query is searched SEARCH_DEBOUNCE_MS after the last change; an answer
 * to an older query never replaces a newer one. Pagefind starts loading when `active` first
 * becomes true (the overlay opens), so it is usually ready by the first keystroke.
 */
export function useSiteSearch(query: string, active: boolean, lang: Lang): SiteSearch {
  const [state, setState] = useState<Omit<SiteSearch, "hitsFor">>({
    status: "idle",
    searched: "",
    hits: [],
  });
  const latest = useRef(0);

  useEffect(() => {
    // Failures show when a search runs; here the load only gets a head start.
    if (active) loadPagefind().catch(() => undefined);
  }, [active]);

  const hitsFor = useCallback((raw: string) => runSearch(raw.trim(), lang), [lang]);

  useEffect(() => {
    const trimmed = query.trim();
    const ticket = ++latest.current;
    if (!trimmed) {
      setState({ status: "idle", searched: "", hits: [] });
      return;
    }
    setState((previous) => ({ ...previous, status: "searching" }));
    const timer = window.setTimeout(() => {
      runSearch(trimmed, lang).then(
        (hits) => {
          if (ticket === latest.current) setState({ status: "done", searched: trimmed, hits });
        },
        () => {
          if (ticket === latest.current) setState({ status: "error", searched: trimmed, hits: [] });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, lang]);

  return { ...state, hitsFor };
}
