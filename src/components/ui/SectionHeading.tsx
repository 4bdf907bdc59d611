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
  /** Set while the intro text is a placeholder: the mark shown after it (a preview build only). */
  textMark?: string | null;
  align?: "left" | "center";
  as?: "h2" | "h3";
}

/** Eyebrow, heading and intro text that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  textMark,
  align = "center",
  as: Heading = "h2",
}: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {text && (
        <p className={styles.text}>
          {text}
          {textMark && <span className={styles.example}> ({textMark})</span>}
        </p>
      )}
    </div>
  );
}

/**
 * The heading of a two-column section, set at the start of its column: the copy is the section's
 * own query data, so every such section names it once.
 */
export function SideHeading({
  id,
  data,
  textMark,
}: {
  id: string;
  data: HeadingData;
  textMark?: string | null;
}) {
  return (
    <SectionHeading
      id={id}
      eyebrow={data.eyebrow}
      title={data.title}
      text={data.text}
      textMark={textMark}
      align="left"
    />
  );
}
