import React, { useState } from "react";
import { useOnDemand } from "../../hooks/useOnDemand";
import { useSiteData } from "../../hooks/useSiteData";
import { useExampleMark } from "../../hooks/useExampleMark";
import { useConsentCopy, useLabels } from "../../i18n/LangContext";
import { onDemand } from "../../onDemand";
import { Icon } from "./Icon";
import * as styles from "./VideoTrigger.module.css";
import { INTERACTIVE } from "./Static";

/** The modal (and its player) start loading on the first hover or focus of a play button. */
const preloadModal = () => void onDemand.videoModal();

interface VideoTriggerProps {
  label: string;
  className?: string;
  variant?: "round" | "inline";
}

/** A play button that opens the video modal with the site's one video (data/site.json). */
export function VideoTrigger({ label, className, variant = "round" }: VideoTriggerProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { videoId } = useSiteData();
  const exampleVideo = useExampleMark("videoId");
  const labels = useLabels();
  const consent = useConsentCopy();
  const VideoModal = useOnDemand(onDemand.videoModal, used);
  return (
    <>
      <button
        {...INTERACTIVE}
        type="button"
        className={[styles.trigger, styles[variant], className].filter(Boolean).join(" ")}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        aria-haspopup="dialog"
      >
        <span className={styles.icon}>
          <Icon name="play" size={variant === "round" ? 28 : 18} />
        </span>
        <span className={variant === "round" ? "visually-hidden" : undefined}>{label}</span>
      </button>
      {VideoModal && (
        <VideoModal
          open={open}
          onClose={() => setOpen(false)}
          videoId={videoId}
          example={exampleVideo}
          title={labels.videoTitle}
          closeLabel={labels.closeDialog}
          blockedText={consent.videoBlocked}
          acceptLabel={consent.videoAccept}
        />
      )}
    </>
  );
}
