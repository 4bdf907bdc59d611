import React, { useEffect, useState } from "react";
import { useModalDialog } from "../../hooks/useDialog";
import { REJECT_ALL } from "../../consent/consent";
import { useConsent } from "../../consent/ConsentContext";
import { VIDEO_MODAL_ANIMATION_MS, VIDEO_RATIO } from "../../constants";
import { Icon } from "./Icon";
import * as styles from "./VideoModal.module.css";

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  videoId: string;
  title: string;
  closeLabel: string;
  /** Shown instead of the player until the visitor allows marketing storage (YouTube). */
  blockedText: string;
  acceptLabel: string;
  /** Shown above the player while the video is a placeholder (see useExampleMark). */
  example?: string | null;
}

/** The embedded player (privacy-enhanced domain); unmounted on close so the video stops. */
export function VideoModal({
  open,
  onClose,
  videoId,
  title,
  closeLabel,
  blockedText,
  acceptLabel,
  example = null,
}: VideoModalProps) {
  const [visible, setVisible] = useState(false);
  const { allows, choice, decide } = useConsent();
  const dialog = useModalDialog<HTMLDivElement>(open, onClose, title);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setVisible(true));
    return () => {
      cancelAnimationFrame(frame);
      setVisible(false);
    };
  }, [open]);
  if (!open) return null;
  return (
    <div
      className={`${styles.backdrop} ${visible ? styles.visible : ""}`}
      style={{ transitionDuration: `${VIDEO_MODAL_ANIMATION_MS}ms` }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div {...dialog} className={styles.dialog}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" />
        </button>
        {example && <p className={styles.example}>{example}</p>}
        <div className={styles.frame} style={{ aspectRatio: String(VIDEO_RATIO) }}>
          {allows("marketing") ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <div className={styles.blocked}>
              <p>{blockedText}</p>
              <button
                type="button"
                className={styles.accept}
                onClick={() => decide({ ...(choice ?? REJECT_ALL), marketing: true })}
              >
                {acceptLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
