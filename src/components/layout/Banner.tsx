import React from "react";
import { Link } from "gatsby";
import * as styles from "./Banner.module.css";

interface BannerProps {
  title: string;
  homeLabel: string;
  breadcrumbLabel: string;
  parent: { path: string; title: string } | null;
}

/** Inner-page banner: the page's h1 and its breadcrumb (Home, optionally a parent, the title). */
export function Banner({ title, homeLabel, breadcrumbLabel, parent }: BannerProps) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label={breadcrumbLabel}>
          <ol className={styles.crumbs}>
            <li>
              <Link to="/">{homeLabel}</Link>
            </li>
            {parent && (
              <li>
                <Link to={parent.path}>{parent.title}</Link>
              </li>
            )}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
