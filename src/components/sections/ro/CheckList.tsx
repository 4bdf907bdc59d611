import React from "react";
import { Icon } from "../../ui/Icon";
import * as styles from "./CheckList.module.css";

interface CheckListProps {
  items: readonly string[];
  tone?: "light" | "dark";
}

/** A short list of advantages, each with a check mark. */
export function CheckList({ items, tone = "light" }: CheckListProps) {
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.mark}>
            <Icon name="check" size={16} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
