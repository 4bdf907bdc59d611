import React from "react";
import * as styles from "./CardGrid.module.css";

interface CardGridProps {
  /** Columns at the widest breakpoint; fewer on smaller screens. */
  columns?: 2 | 3 | 4;
  className?: string;
  children: React.ReactNode;
}

/** A responsive list of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, className, children }: CardGridProps) {
  return (
    <ul className={[styles.grid, styles[`cols${columns}`], className].filter(Boolean).join(" ")}>
      {React.Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
