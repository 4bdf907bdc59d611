import React from "react";
import { Icon } from "../../ui/Icon";
import * as styles from "./ShareLinks.module.css";

interface ShareLinksProps {
  share: Queries.EnArticleFieldsFragment["share"];
  /** Absolute address of the page being shared; appended to each network's share URL. */
  pageUrl: string;
}

/** Social share links; each opens the network's share page in a new tab. */
export function ShareLinks({ share, pageUrl }: ShareLinksProps) {
  return (
    <nav className={styles.share} aria-label={share.label}>
      <span className={styles.label} aria-hidden="true">
        {share.label}
      </span>
      <ul className={styles.list}>
        {share.links.map((link) => (
          <li key={link.label}>
            <a
              href={`${link.url}${encodeURIComponent(pageUrl)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
              className={styles.link}
            >
              <Icon name={link.icon} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
