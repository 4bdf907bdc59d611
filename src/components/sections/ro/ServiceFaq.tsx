import React from "react";
import { Link } from "gatsby";
import { Accordion } from "../../ui/Accordion";
import { Section } from "../../ui/Section";
import { SectionHeading } from "../../ui/SectionHeading";
import { type FaqItem, type LinkData } from "./types";
import * as styles from "./ServiceFaq.module.css";

export interface ServiceFaqData {
  readonly eyebrow: string;
  readonly title: string;
  readonly contactText: string;
  readonly contactButton: LinkData;
}

interface ServiceFaqProps {
  id: string;
  data: ServiceFaqData;
  /** The FAQ items of the page's key only (the page query filters them). */
  items: readonly FaqItem[];
}

/** A service page's questions (first open on load, one open at most) and a Contact link. */
export function ServiceFaq({ id, data, items }: ServiceFaqProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <div>
          <SectionHeading id={titleId} eyebrow={data.eyebrow} title={data.title} align="left" />
          <p className={styles.contact}>
            {data.contactText}{" "}
            <Link to={data.contactButton.link} className={styles.link}>
              {data.contactButton.label}
            </Link>
          </p>
        </div>
        <Accordion
          items={items.map((item) => ({
            key: item.jsonId,
            title: item.title,
            desc: item.desc,
          }))}
        />
      </div>
    </Section>
  );
}
