import React from "react";
import { SCROLL_UP_PX } from "../../constants";
import { useScrollPast } from "../../hooks/useScrollPast";
import { Icon } from "../ui/Icon";
import * as styles from "./FloatingActions.module.css";

interface FloatingActionsProps {
  whatsapp: string;
  whatsappTitle: string;
  scrollTopLabel: string;
}

/** The WhatsApp chat link and the scroll-to-top button (visible past 300 px). */
export function FloatingActions({ whatsapp, whatsappTitle, scrollTopLabel }: FloatingActionsProps) {
  const showScrollUp = useScrollPast(SCROLL_UP_PX);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.scrollUp}
        aria-label={scrollTopLabel}
        hidden={!showScrollUp}
        onClick={() => {
          // Focus moves to the page's content first: the button hides itself on the way up, and a
          // focused element that disappears would stop the smooth scroll.
          document.getElementById("content")?.focus({ preventScroll: true });
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      >
        <Icon name="arrow-up" />
      </button>
      <a
        className={styles.whatsapp}
        href={`https://wa.me/${whatsapp}`}
        title={whatsappTitle}
        aria-label={whatsappTitle}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" size={28} />
      </a>
    </div>
  );
}
