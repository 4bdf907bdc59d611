import { withPrefix } from "gatsby";
import { SEARCH_EXCERPT_WORDS } from "../constants";

// The few parts of Pagefind's browser API the overlay uses (the npm package types only its Node API).

/** A heading with an id inside a page, and the text under it up to the next such heading. */
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: { element: string; id: string; text?: string; location: number };
  /** Escaped text around the matches, the matched words in <mark>. */
  excerpt: string;
  locations: number[];
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/** The index and Pagefind's script, written by scripts/search-index.ts after `gatsby build`. */
export const PAGEFIND_PATH = "/pagefind/pagefind.js";

let loading: Promise<PagefindApi> | null = null;

/**
 * Loads Pagefind once, on the first open of the search overlay; nothing of it is in the page's
 * bundles. It reads the page's <html lang> and loads that language's index only. It runs on the
 * main thread (`noWorker`): the index is small, and a worker would be one more file to load.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = withPrefix(PAGEFIND_PATH);
    const api = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
    await api.options({ noWorker: true, excerptLength: SEARCH_EXCERPT_WORDS });
    await api.init();
    return api;
  })();
  // A failed load (offline, no index in `gatsby develop`) is tried again on the next search.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
