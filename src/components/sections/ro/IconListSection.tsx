import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import type { HeadingData } from "../../ui/SectionHeading";
import * as styles from "./IconListSection.module.css";

/** Product types, industries and reasons share the item's shape, each from its own type. */
type IconListItem =
  | Queries.IconListProductFragment
  | Queries.IconListIndustryFragment
  | Queries.IconListReasonFragment;

interface IconListSectionProps {
  id: string;
  heading: HeadingData;
  items: readonly IconListItem[];
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

export const query = graphql`
  fragment IconListProduct on RoIconItem {
    icon
    title
    desc
  }
  fragment IconListIndustry on IndustryJson {
    icon
    title
    desc
  }
  fragment IconListReason on WhyChooseJson {
    icon
    title
    desc
  }
`;
