import React, { useCallback, useContext, useId, useState } from "react";
import { FAQ_ANCHOR_PREFIX } from "../../constants";
import { useHashTarget } from "../../hooks/useHashTarget";
import { LangContext } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import * as styles from "./Accordion.module.css";

export interface AccordionItem {
  key: string;
  title: string;
  desc: string;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  numbered?: boolean;
  /** Index open on load (spec §4: the first); null opens none. */
  initialOpen?: number | null;
}

/** The id of a page's n-th question (0-based index): `intrebare-3` for the third on Romanian pages. */
export function faqAnchor(prefix: string, index: number): string {
  return `${prefix}-${index + 1}`;
}

/**
 * FAQ accordion: at most one item open; opening one closes the others, clicking it again closes it.
 * Each item is addressable by its anchor (`#intrebare-3`); a URL hash naming one opens that item.
 */
export function Accordion({ items, numbered = false, initialOpen = 0 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(
    initialOpen !== null && initialOpen < items.length ? initialOpen : null,
  );
  const baseId = useId();
  const prefix = FAQ_ANCHOR_PREFIX[useContext(LangContext)];
  const count = items.length;
  useHashTarget(
    useCallback(
      (id: string) => {
        const match = new RegExp(`^${prefix}-(\\d+)$`).exec(id);
        const index = match ? Number(match[1]) - 1 : -1;
        if (index >= 0 && index < count) setOpen(index);
      },
      [prefix, count],
    ),
  );
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={`${styles.item} ${expanded ? styles.open : ""}`}>
            <h3 id={faqAnchor(prefix, index)} className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {numbered && <span className={styles.number}>{index + 1}.</span>}
                <span className={styles.title}>{item.title}</span>
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              <p>{item.desc}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
