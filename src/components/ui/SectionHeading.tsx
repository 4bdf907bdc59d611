import React from "react";
import * as styles from "./SectionHeading.module.css";

/** The copy of a section heading, as any heading-shaped query field gives it. */
export interface HeadingData {
  readonly eyebrow?: string | null;
  readonly title: string;
  readonly text?: string | null;
}

interface SectionHeadingProps extends HeadingData {
  id?: string;
  align?: "left" | "center";
  as?: "h2" | "h3";
}

/** Eyebrow, heading and intro text that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = "center",
  as: Heading = "h2",
}: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}

/**
 * The heading of a two-column section, set at the start of its column: the copy is the section's
 * own query data, so every such section names it once.
 */
export function SideHeading({ id, data }: { id: string; data: HeadingData }) {
  return (
    <SectionHeading
      id={id}
      eyebrow={data.eyebrow}
      title={data.title}
      text={data.text}
      align="left"
    />
  );
}
