import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import type { ConsentCopy } from "../hooks/useChrome";
import { ACCEPT_ALL, OPTIONAL_CATEGORIES, REJECT_ALL, type ConsentChoice } from "./consent";
import { useConsent } from "./ConsentContext";
import * as styles from "./ConsentBanner.module.css";

/**
 * The consent banner: equal-weight accept and refuse buttons and a settings panel with the four
 * categories of the cookie policy. It sits at the bottom without covering the page's content flow.
 */
export function ConsentBanner({ copy }: { copy: ConsentCopy }) {
  const { choice, decide, bannerOpen, reopened } = useConsent();
  const [showSettings, setShowSettings] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? REJECT_ALL);

  useEffect(() => {
    if (!bannerOpen) return;
    setShowSettings(reopened);
    setDraft(choice ?? REJECT_ALL);
  }, [bannerOpen, reopened, choice]);

  if (!bannerOpen) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>
        {copy.text} <Link to={copy.policy.link}>{copy.policy.title}</Link>
      </p>
      {showSettings && (
        <fieldset id="consent-settings" className={styles.settings}>
          <legend className="visually-hidden">{copy.settings}</legend>
          {copy.categories.map((category) => {
            const optional = OPTIONAL_CATEGORIES.find((key) => key === category.key);
            return (
              <label key={category.key} className={styles.category}>
                <input
                  type="checkbox"
                  name={category.key}
                  checked={optional ? draft[optional] : true}
                  disabled={!optional}
                  onChange={(event) =>
                    optional && setDraft({ ...draft, [optional]: event.target.checked })
                  }
                />
                <span>
                  <strong>{category.title}</strong>{" "}
                  <span className={styles.desc}>{category.desc}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => decide(ACCEPT_ALL)}>
          {copy.acceptAll}
        </button>
        <button type="button" className={styles.button} onClick={() => decide(REJECT_ALL)}>
          {copy.reject}
        </button>
        {showSettings ? (
          <button type="button" className={styles.secondary} onClick={() => decide(draft)}>
            {copy.save}
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={false}
            aria-controls="consent-settings"
            onClick={() => setShowSettings(true)}
          >
            {copy.settings}
          </button>
        )}
      </div>
    </section>
  );
}
