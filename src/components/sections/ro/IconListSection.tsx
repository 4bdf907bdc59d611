import React from "react";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData, IconItem } from "./types";
import * as styles from "./IconListSection.module.css";

interface IconListSectionProps {
  id: string;
  heading: HeadingData;
  items: readonly IconItem[];
  tone?: "white" | "light";
}

/** A heading over a list of icon items laid out as cards (reasons, industries, product types). */
export function IconListSection({ id, heading, items, tone = "white" }: IconListSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <SectionHeading id={titleId} {...heading} />
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={28} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.desc}>{item.desc}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
