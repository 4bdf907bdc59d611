import React from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./SocialLinks.module.css";

interface SocialLinksProps {
  socials: readonly { network: string; label: string; url: string }[];
  label: string;
  tone?: "dark" | "light";
}

/** The company's social network profiles (data/site.json), opened in a new tab. */
export function SocialLinks({ socials, label, tone = "dark" }: SocialLinksProps) {
  return (
    <div role="group" aria-label={label}>
      <ul className={`${styles.list} ${styles[tone]}`}>
        {socials.map((social) => (
          <li key={social.network}>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.label}
            >
              <Icon name={social.network} size={20} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
