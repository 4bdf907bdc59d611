import React, { Suspense, lazy, useState } from "react";
import { useSiteData } from "../../hooks/useSiteData";
import { useExampleMark } from "../../hooks/useExampleMark";
import { useConsentCopy, useLabels } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import * as styles from "./VideoTrigger.module.css";
import { INTERACTIVE } from "./Static";

const loadModal = () => import(/* webpackChunkName: "video-modal" */ "./VideoModal");
/** The modal (and its player) load on the first hover, focus or click of a play button. */
const VideoModal = lazy(() => loadModal().then((module) => ({ default: module.VideoModal })));

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
        onPointerEnter={loadModal}
        onFocus={loadModal}
        aria-haspopup="dialog"
      >
        <span className={styles.icon}>
          <Icon name="play" size={variant === "round" ? 28 : 18} />
        </span>
        <span className={variant === "round" ? "visually-hidden" : undefined}>{label}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
