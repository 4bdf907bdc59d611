import React, { useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { CAROUSEL_GAP_PX, CAROUSEL_LOAD_MARGIN, type CarouselSettings } from "../../constants";
import { useFirstInteraction } from "../../hooks/useFirstInteraction";
import { useNearViewport } from "../../hooks/useNearViewport";
import { useOnDemand } from "../../hooks/useOnDemand";
import { useLabels } from "../../i18n/LangContext";
import { onDemand } from "../../onDemand";
import { Head } from "../../seo/Head";
import { Icon } from "./Icon";
import { autoplayAnimation, staticLayout, widestView } from "./carouselLayout";
import * as styles from "./Carousel.module.css";
import { INTERACTIVE } from "./Static";

/** The slide a playing static track shows first, read from its running animation. */
function shownSlide(strip: HTMLElement | null, count: number): number {
  if (!strip || typeof DOMMatrixReadOnly === "undefined") return 0;
  const [first, second] = Array.from(strip.children);
  if (!(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return 0;
  const step = second.offsetLeft - first.offsetLeft;
  const offset = -new DOMMatrixReadOnly(getComputedStyle(strip).transform).m41;
  return step > 0 ? Math.round(offset / step) % count : 0;
}

/** A copy of a slide is there to be seen only: hidden from assistive technology and focus. */
const COPY_ATTRIBUTES = { "aria-hidden": true, inert: "" } as React.HTMLAttributes<HTMLDivElement>;

interface CarouselProps extends CarouselSettings {
  /** Accessible name of the carousel region. */
  label: string;
  slides: React.ReactNode[];
  navigation?: boolean;
  /**
   * The carousel is in the first screen of its page. Its static track plays by CSS from the first
   * paint, and swiper waits for the visitor's first interaction instead of loading with the page.
   */
  firstScreen?: boolean;
}

/**
 * Looping, autoplaying carousel that keeps playing after interaction, with labelled previous/next
 * buttons and keyboard support; autoplay is off for prefers-reduced-motion. The page renders its
 * slides as a static track laid out like swiper's first view; swiper loads when the carousel comes
 * near the viewport and takes over the track. In the first screen the static track autoplays by CSS
 * until the visitor's first interaction loads swiper, which goes on from the slide shown.
 */
export function Carousel({
  label,
  slides,
  navigation = true,
  firstScreen = false,
  ...settings
}: CarouselProps) {
  const labels = useLabels();
  const ref = useRef<HTMLElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const shownRef = useRef(0);
  const pendingRef = useRef<"prev" | "next" | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  // In the first screen swiper waits for the visitor's first interaction; further down, for the
  // carousel to come near the viewport.
  const interacted = useFirstInteraction(ref, firstScreen);
  const near = useNearViewport(ref, CAROUSEL_LOAD_MARGIN, !firstScreen);
  const Live = useOnDemand(onDemand.carousel, firstScreen ? interacted : near, () => {
    shownRef.current = firstScreen ? shownSlide(stripRef.current, slides.length) : 0;
  });

  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);

  const move = (direction: "prev" | "next") => {
    const swiper = swiperRef.current;
    if (!swiper) pendingRef.current = direction;
    else if (direction === "prev") swiper.slidePrev();
    else swiper.slideNext();
  };

  const autoplay = firstScreen ? autoplayAnimation(slides.length, settings) : null;
  const copies = autoplay
    ? Array.from({ length: widestView(settings) }, (_, index) => slides[index % slides.length])
    : [];

  return (
    <section
      {...INTERACTIVE}
      ref={ref}
      className={styles.carousel}
      aria-roledescription={labels.carouselRole}
      aria-label={label}
    >
      {Live ? (
        <Live
          slides={slides}
          {...settings}
          gap={CAROUSEL_GAP_PX}
          initialSlide={shownRef.current}
          reducedMotion={reducedMotion}
          prevLabel={labels.carouselPrev}
          nextLabel={labels.carouselNext}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            const pending = pendingRef.current;
            pendingRef.current = null;
            if (pending) move(pending);
          }}
        />
      ) : (
        <div className={styles.track} style={staticLayout(settings)}>
          {autoplay && (
            <Head>
              <style>{autoplay.css}</style>
            </Head>
          )}
          <div
            ref={stripRef}
            className={autoplay ? `${styles.strip} ${autoplay.className}` : styles.strip}
          >
            {slides.map((slide, index) => (
              <div key={index} className={styles.slide}>
                {slide}
              </div>
            ))}
            {copies.map((slide, index) => (
              <div key={`copy-${index}`} className={styles.slide} {...COPY_ATTRIBUTES}>
                {slide}
              </div>
            ))}
          </div>
        </div>
      )}
      {navigation && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={labels.carouselPrev}
            onClick={() => move("prev")}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={labels.carouselNext}
            onClick={() => move("next")}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
    </section>
  );
}
