import React from "react";
import { graphql, Link } from "gatsby";
import { hasPlaceholderUnder } from "../../../utils/placeholders";
import * as styles from "./CreditNotice.module.css";

export const query = graphql`
  fragment CreditNotice on SimulatorJson {
    standardInfo {
      warning
      exampleLink {
        label
        link
      }
    }
    standardExample {
      before
      dae
      after
    }
    placeholders
    copy {
      example {
        placeholderNote
      }
    }
  }
`;

interface CreditNoticeProps {
  id: string;
  /** The consumer-credit simulator that carries the standard information; null renders nothing. */
  data: Queries.CreditNoticeFragment | null;
  /** A line under the notice with a link, e.g. the home page's to the borrowing-capacity check. */
  more?: { text: string; link: { label: string; link: string } };
}

/**
 * The short form of consumer credit's standard information, for a page that promotes consumer
 * credit without being its page: the warning, the representative example in one sentence with its
 * DAE, and a link to the full example beside the simulator. Text and a link only, so it is all in
 * the page's HTML, with or without JavaScript; the build writes the sentence (its
 * `standardExample`), so the page carries none of the simulator's arithmetic.
 */
export function CreditNotice({ id, data, more }: CreditNoticeProps) {
  const info = data?.standardInfo;
  const example = data?.standardExample;
  if (!data || !info || !example) return null;
  const { before, dae, after } = example;
  const warningId = `${id}-warning`;
  return (
    // Left out of the search index: the same lines stand on every page that carries them, and the
    // full example on its page is what a search for it should find.
    <section id={id} className={styles.band} aria-labelledby={warningId} data-pagefind-ignore>
      <div className={styles.inner}>
        <p id={warningId} className={styles.warning} role="note">
          {info.warning}
        </p>
        <p className={styles.line}>
          {before}
          <strong>{dae}</strong>
          {`${after} `}
          <Link to={info.exampleLink.link} className={styles.link}>
            {info.exampleLink.label}
          </Link>
        </p>
        {/* Only a preview build has placeholders: SITE_ENV=production refuses to build with them. */}
        {hasPlaceholderUnder(data.placeholders, "inputs") && (
          <p className={styles.note}>{data.copy.example.placeholderNote}</p>
        )}
        {more && (
          <p className={styles.line}>
            {`${more.text} `}
            <Link to={more.link.link} className={styles.link}>
              {more.link.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
