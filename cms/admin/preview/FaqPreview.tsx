// The preview of data/faq.ro.json as the site shows it: each page's questions under that page's
// title, in the site's own accordion (src/components/ui/Accordion.tsx) with the site's tokens,
// fonts and CSS, so a maintainer sees an answer as a visitor will, every answer open.
import React from "react";
import pages from "../../../data/pages.json";
import { Accordion } from "../../../src/components/ui/Accordion";
import { SectionHeading } from "../../../src/components/ui/SectionHeading";
import { LangContext } from "../../../src/i18n/LangContext";
import * as styles from "./FaqPreview.module.css";

interface FaqItem {
  page?: unknown;
  title?: unknown;
  desc?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Each page key's title (its first Romanian page in data/pages.json): the FAQ group's heading. */
const titles = new Map<string, string>();
for (const page of pages as { pageKey?: string; title?: string; lang?: string }[]) {
  if (page.lang === "ro" && page.pageKey && !titles.has(page.pageKey))
    titles.set(page.pageKey, page.title ?? page.pageKey);
}

export function FaqPreview({ items }: { items: readonly FaqItem[] }) {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const key = text(item.page);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <LangContext.Provider value="ro">
      <div className={styles.preview}>
        {[...groups].map(([key, group]) => (
          <section key={key} className={styles.group} aria-label={titles.get(key) ?? key}>
            <SectionHeading id={`faq-${key}`} title={titles.get(key) ?? key} align="left" />
            {/* One accordion per question, each open: the page opens one at a time, the preview
                shows every answer being edited. */}
            <div className={styles.items}>
              {group.map((item, index) => (
                <Accordion
                  key={index}
                  items={[{ key: String(index), title: text(item.title), desc: text(item.desc) }]}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </LangContext.Provider>
  );
}
