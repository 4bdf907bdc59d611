import React, { forwardRef } from "react";
import { Link } from "gatsby";
import type { SiteSearch } from "../../hooks/useSiteSearch";
import { excerptParts, type SearchHit } from "../../search/results";
import type copy from "../../../data/search.json";
import * as styles from "./SearchOverlay.module.css";
import { fillTemplate } from "../../../domain/format";

export type SearchCopy = (typeof copy)["ro"];

/** The polite announcement of what the search found ("3 rezultate"); empty while idle. */
export function countText(search: Pick<SiteSearch, "status" | "hits">, text: SearchCopy): string {
  if (search.status === "idle") return "";
  if (search.status === "searching") return text.searching;
  if (search.status === "error") return text.unavailable;
  const count = search.hits.length;
  if (count === 0) return text.countNone;
  return count === 1 ? text.countOne : fillTemplate(text.countMany, { count });
}

function Excerpt({ html }: { html: string }) {
  return (
    <span className={styles.excerpt}>
      {excerptParts(html).map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </span>
  );
}

function HitLink({
  hit,
  text,
  onChoose,
}: {
  hit: SearchHit;
  text: SearchCopy;
  onChoose: () => void;
}) {
  return (
    <Link to={hit.url} className={styles.hit} onClick={onChoose}>
      {hit.page && (
        <span className={styles.context}>
          {hit.page} · {text.answerLabel}
        </span>
      )}
      <span className={styles.title}>{hit.title}</span>
      {hit.excerpt && <Excerpt html={hit.excerpt} />}
    </Link>
  );
}

interface SearchResultsProps {
  id: string;
  search: SiteSearch;
  text: SearchCopy;
  /** Called when a result or the contact link is followed: the overlay clears and closes. */
  onChoose: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/** The count (announced politely), the hits, or a way to the contact page when nothing matched. */
export const SearchResults = forwardRef<HTMLDivElement, SearchResultsProps>(function SearchResults(
  { id, search, text, onChoose, onKeyDown },
  ref,
) {
  const nothing =
    (search.status === "done" && search.hits.length === 0) || search.status === "error";
  return (
    <div
      ref={ref}
      className={styles.results}
      onKeyDown={onKeyDown}
      data-status={search.status}
      data-searched={search.searched}
    >
      <p id={`${id}-count`} role="status" aria-live="polite" className={styles.count}>
        {countText(search, text)}
      </p>
      {search.hits.length > 0 && search.status !== "error" && (
        <ul id={id} aria-label={text.resultsLabel} className={styles.list}>
          {search.hits.map((hit) => (
            <li key={hit.url}>
              <HitLink hit={hit} text={text} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
      {nothing && (
        <p className={styles.empty}>
          {search.status === "done" &&
            `${fillTemplate(text.noResults, { query: search.searched })} ${text.noResultsHelp} `}
          <Link to={text.link} className={styles.contactLink} onClick={onChoose}>
            {text.contactLabel}
          </Link>
        </p>
      )}
    </div>
  );
});
