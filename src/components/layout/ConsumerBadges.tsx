import React from "react";
import { useSiteData } from "../../hooks/useSiteData";
import * as styles from "./ConsumerBadges.module.css";

/** The ANPC pictograms (250×50): SAL always, SOL only when data/site.json switches it on. */
export function ConsumerBadges() {
  const { consumerProtection } = useSiteData();
  const { sal, sol } = consumerProtection;
  const badges = sol.enabled ? [sal, sol] : [sal];
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge.url}>
          <a href={badge.url} target="_blank" rel="noopener noreferrer">
            <img
              src={badge.image.publicURL ?? ""}
              alt={badge.alt}
              width={250}
              height={50}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
