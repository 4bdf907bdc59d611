import React, { useId, useState } from "react";
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

/** FAQ accordion: at most one item open; opening one closes the others, clicking it again closes it. */
export function Accordion({ items, numbered = false, initialOpen = 0 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(
    initialOpen !== null && initialOpen < items.length ? initialOpen : null,
  );
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={`${styles.item} ${expanded ? styles.open : ""}`}>
            <h3 className={styles.heading}>
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
