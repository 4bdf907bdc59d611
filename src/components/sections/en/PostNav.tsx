import React from "react";
import { Link } from "gatsby";
import { Icon } from "../../ui/Icon";
import * as styles from "./PostNav.module.css";

interface PostNavItem {
  readonly label: string;
  readonly title: string;
  readonly link: string;
}

interface PostNavProps {
  prev: PostNavItem;
  next: PostNavItem;
  label: string;
}

/** Previous and next post labels under the article. */
export function PostNav({ prev, next, label }: PostNavProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <Link to={prev.link} className={styles.item} rel="prev">
        <span className={styles.direction}>
          <Icon name="chevron-left" size={16} />
          {prev.label}
        </span>
        <span className={styles.title}>{prev.title}</span>
      </Link>
      <Link to={next.link} className={`${styles.item} ${styles.next}`} rel="next">
        <span className={styles.direction}>
          {next.label}
          <Icon name="chevron-right" size={16} />
        </span>
        <span className={styles.title}>{next.title}</span>
      </Link>
    </nav>
  );
}
