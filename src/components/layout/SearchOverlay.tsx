import React, { useContext, useRef, useState } from "react";
import { navigate } from "gatsby";
import { useModalDialog } from "../../hooks/useDialog";
import { useSiteSearch } from "../../hooks/useSiteSearch";
import type { UiLabels } from "../../hooks/useChrome";
import copy from "../../../data/search.json";
import { Icon } from "../ui/Icon";
import { LangContext } from "../../i18n/LangContext";
import { SearchResults } from "./SearchResults";
import * as styles from "./SearchOverlay.module.css";

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  labels: UiLabels;
}

const RESULTS_ID = "site-search-results";

/** Moves focus one result up or down; above the first result is the search box. */
function moveFocus(root: HTMLElement | null, input: HTMLInputElement | null, step: 1 | -1) {
  const links = Array.from(root?.querySelectorAll<HTMLAnchorElement>(`#${RESULTS_ID} a`) ?? []);
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index + step;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

/**
 * The search overlay: results as the visitor types (the page's language only); submitting opens the
 * first result, or with none just clears the box and closes, leaving the visitor on the page. Arrow keys walk the results.
 */
export function SearchOverlay({ open, onClose, labels }: SearchOverlayProps) {
  const lang = useContext(LangContext);
  const text = copy[lang];
  const [query, setQuery] = useState("");
  const dialog = useModalDialog<HTMLDivElement>(open, onClose, labels.searchLabel);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const search = useSiteSearch(query, open, lang);
  if (!open) return null;

  const finish = () => {
    setQuery("");
    onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    moveFocus(results.current, input.current, event.key === "ArrowDown" ? 1 : -1);
  };

  return (
    <div className={styles.overlay}>
      <div {...dialog} className={styles.dialog}>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const submitted = query;
            // The hits on screen may answer an older query while the debounce waits.
            const ready =
              search.status === "done" && search.searched === submitted.trim()
                ? Promise.resolve(search.hits)
                : search.hitsFor(submitted).catch(() => []);
            finish();
            if (!submitted.trim()) return;
            ready.then((hits) => {
              if (hits[0]) navigate(hits[0].url);
            });
          }}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {labels.searchLabel}
          </label>
          <input
            ref={input}
            id="site-search"
            type="search"
            className={styles.input}
            value={query}
            placeholder={labels.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            aria-describedby={`${RESULTS_ID}-count`}
            data-autofocus
          />
          <button type="submit" className={styles.submit} aria-label={labels.searchSubmit}>
            <Icon name="search" />
          </button>
        </form>
        <SearchResults
          ref={results}
          id={RESULTS_ID}
          search={search}
          text={text}
          onChoose={finish}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.close}
          aria-label={labels.closeSearch}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}
