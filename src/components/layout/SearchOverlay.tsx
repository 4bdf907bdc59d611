import React, { useState } from "react";
import { useModalDialog } from "../../hooks/useDialog";
import type { UiLabels } from "../../hooks/useChrome";
import { Icon } from "../ui/Icon";
import * as styles from "./SearchOverlay.module.css";

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  labels: UiLabels;
}

/** The search overlay: submitting clears the box and closes it; it performs no search (spec §2). */
export function SearchOverlay({ open, onClose, labels }: SearchOverlayProps) {
  const [query, setQuery] = useState("");
  const dialog = useModalDialog<HTMLDivElement>(open, onClose, labels.searchLabel);
  if (!open) return null;
  return (
    <div className={styles.overlay}>
      <div {...dialog} className={styles.dialog}>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery("");
            onClose();
          }}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {labels.searchLabel}
          </label>
          <input
            id="site-search"
            type="search"
            className={styles.input}
            value={query}
            placeholder={labels.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            data-autofocus
          />
          <button type="submit" className={styles.submit} aria-label={labels.searchSubmit}>
            <Icon name="search" />
          </button>
        </form>
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
