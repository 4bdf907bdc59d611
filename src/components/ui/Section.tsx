import React from "react";
import * as styles from "./Section.module.css";

interface SectionProps {
  id?: string;
  tone?: "white" | "light" | "dark";
  className?: string;
  labelledBy?: string;
  children: React.ReactNode;
}

/** The props of a page section drawn from one query fragment: its anchor id and its copy. */
export interface SectionDataProps<Data> {
  id: string;
  data: Data;
}

/** A page section with the site's vertical rhythm and a centred container. */
export function Section({ id, tone = "white", className, labelledBy, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={[styles.section, styles[tone], className].filter(Boolean).join(" ")}
    >
      <div className={styles.container}>{children}</div>
    </section>
  );
}
