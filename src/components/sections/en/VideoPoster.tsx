import React from "react";
import { Img } from "../../ui/Img";
import { VideoTrigger } from "../../ui/VideoTrigger";
import type { ImageFile } from "../../ui/Img";
import * as styles from "./VideoPoster.module.css";

interface VideoPosterProps {
  image: ImageFile;
  alt: string;
  label: string;
  className?: string;
}

/** A poster image with a centred play button that opens the site's video popup. */
export function VideoPoster({ image, alt, label, className }: VideoPosterProps) {
  return (
    <div className={[styles.poster, className].filter(Boolean).join(" ")}>
      <Img image={image} alt={alt} className={styles.image} />
      <div className={styles.play}>
        <VideoTrigger label={label} />
      </div>
    </div>
  );
}
