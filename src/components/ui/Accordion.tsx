import React, { useContext, useId } from "react";
import { FAQ_ANCHOR_PREFIX } from "../../constants";
import { LangContext } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import * as styles from "./Accordion.module.css";

export interface AccordionItem {
  key: string;
  title: string;
  desc: string;
}

/** One entry of an FAQ collection, as the FaqItem fragment gives it. */
export interface FaqEntry {
  readonly jsonId: string;
  readonly title: string;
  readonly desc: string;
}

/** The accordion items of FAQ entries: the entry's id keys its item. */
export function faqItems(entries: readonly FaqEntry[]): AccordionItem[] {
  return entries.map((entry) => ({ key: entry.jsonId, title: entry.title, desc: entry.desc }));
}

interface AccordionProps {
  items: readonly AccordionItem[];
  numbered?: boolean;
  /** Index open on load (the first, on every FAQ of the site); null opens none. */
  initialOpen?: number | null;
}

/** The id of a page's n-th question (0-based index): `intrebare-3` for the third on Romanian pages. */
export function faqAnchor(prefix: string, index: number): string {
  return `${prefix}-${index + 1}`;
}

/**
 * FAQ accordion in plain HTML: `<details>` items sharing one `name`, so the browser keeps at most
 * one open (opening one closes the others, clicking the open one closes it) from the first paint,
 * with or without JavaScript, and React never has state here to reset. The summary is the
 * disclosure button (its expanded state is the browser's own). Each question is addressable by its
 * anchor (`#intrebare-3`); src/routeScroll.ts opens the item a URL hash names.
 */
export function Accordion({ items, numbered = false, initialOpen = 0 }: AccordionProps) {
  const group = `faq${useId()}`;
  const prefix = FAQ_ANCHOR_PREFIX[useContext(LangContext)];
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.key} name={group} open={index === initialOpen} className={styles.item}>
          <summary className={styles.summary}>
            <h3 id={faqAnchor(prefix, index)} className={styles.heading}>
              {numbered && <span className={styles.number}>{index + 1}.</span>}
              <span className={styles.title}>{item.title}</span>
            </h3>
            <Icon name="chevron-down" size={20} className={styles.chevron} />
          </summary>
          <div className={styles.panel}>
            <p>{item.desc}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
