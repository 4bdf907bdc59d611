import React from "react";
import { Link } from "gatsby";
import type { TemplateNoticeCopy } from "../../hooks/useChrome";
import type { PageContext } from "../../types";
import * as styles from "./TemplateNotice.module.css";

/**
 * Whether a page shows the template's demo content: every English page in the template's chrome.
 * The English 404 page wears the Romanian chrome and shows nothing invented, so it has no notice.
 */
export function showsTemplateNotice({ lang, chrome }: Pick<PageContext, "lang" | "chrome">) {
  return lang === "en" && chrome.chrome !== "ro";
}

/**
 * The notice at the top of an English template page: the page shows the template's invented demo
 * content, and the firm's own pages are the Romanian ones (data/en-labels.json, notice, which the
 * chrome's query carries). The search index skips it, or every English page would be a result for
 * its words.
 */
export function TemplateNotice({ notice }: { notice: TemplateNoticeCopy }) {
  return (
    <div role="note" className={styles.notice} data-pagefind-ignore>
      <p className={styles.inner}>
        <strong className={styles.label}>{notice.label}</strong> {notice.text}{" "}
        <Link to={notice.link.link} hrefLang="ro">
          {notice.link.label}
        </Link>
      </p>
    </div>
  );
}
