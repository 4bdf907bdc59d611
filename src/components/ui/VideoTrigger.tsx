import React, { useState } from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { useConsentCopy, useLabels } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import { VideoModal } from "./VideoModal";
import * as styles from "./VideoTrigger.module.css";

interface VideoTriggerProps {
  label: string;
  className?: string;
  variant?: "round" | "inline";
}

/** A play button that opens the video modal with the site's one video (data/site.json). */
export function VideoTrigger({ label, className, variant = "round" }: VideoTriggerProps) {
  const [open, setOpen] = useState(false);
  const { videoId } = useSiteData();
  const labels = useLabels();
  const consent = useConsentCopy();
  return (
    <>
      <button
        type="button"
        className={[styles.trigger, styles[variant], className].filter(Boolean).join(" ")}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className={styles.icon}>
          <Icon name="play" size={variant === "round" ? 28 : 18} />
        </span>
        <span className={variant === "round" ? "visually-hidden" : undefined}>{label}</span>
      </button>
      <VideoModal
        open={open}
        onClose={() => setOpen(false)}
        videoId={videoId}
        title={labels.videoTitle}
        closeLabel={labels.closeDialog}
        blockedText={consent.videoBlocked}
        acceptLabel={consent.videoAccept}
      />
    </>
  );
}
