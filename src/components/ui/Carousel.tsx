import React, { useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import {
  CAROUSEL_GAP_PX,
  CAROUSEL_LOAD_MARGIN,
  CAROUSEL_STATIC_BREAKPOINTS,
  type CarouselSettings,
} from "../../constants";
import { useLabels } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import type { SwiperCarouselProps } from "./SwiperCarousel";
import * as styles from "./Carousel.module.css";

/** Slides per view at a window width, as swiper's breakpoints resolve it. */
export function perViewAt(settings: CarouselSettings, width: number): number {
  let perView = settings.slidesPerView ?? 1;
  const points = Object.keys(settings.breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  for (const point of points)
    if (width >= point) perView = settings.breakpoints![point].slidesPerView;
  return perView;
}

/** Custom properties that lay the static track out as swiper will: `--per-view-<min width>`. */
export function staticLayout(settings: CarouselSettings): React.CSSProperties {
  const style: Record<string, string | number> = { "--carousel-gap": `${CAROUSEL_GAP_PX}px` };
  for (const width of CAROUSEL_STATIC_BREAKPOINTS)
    style[`--per-view-${width}`] = perViewAt(settings, width);
  return style as React.CSSProperties;
}

const loadSwiper = () =>
  import(/* webpackChunkName: "carousel" */ "./SwiperCarousel").then((m) => m.SwiperCarousel);

interface CarouselProps extends CarouselSettings {
  /** Accessible name of the carousel region. */
  label: string;
  slides: React.ReactNode[];
  navigation?: boolean;
}

/**
 * Looping, autoplaying carousel that keeps playing after interaction, with labelled previous/next
 * buttons and keyboard support; autoplay is off for prefers-reduced-motion. The page renders its
 * slides as a static track laid out like swiper's first view; swiper loads when the carousel comes
 * near the viewport and takes over the track.
 */
export function Carousel({ label, slides, navigation = true, ...settings }: CarouselProps) {
  const labels = useLabels();
  const ref = useRef<HTMLElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [Live, setLive] = useState<React.ComponentType<SwiperCarouselProps> | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const load = () =>
      loadSwiper().then((Component) => {
        if (active) setLive(() => Component);
      });
    if (typeof IntersectionObserver === "undefined") {
      void load();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: CAROUSEL_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  return (
    <section
      ref={ref}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {Live ? (
        <Live
          slides={slides}
          {...settings}
          gap={CAROUSEL_GAP_PX}
          reducedMotion={reducedMotion}
          prevLabel={labels.carouselPrev}
          nextLabel={labels.carouselNext}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
        />
      ) : (
        <div className={styles.track} style={staticLayout(settings)}>
          {slides.map((slide, index) => (
            <div key={index} className={styles.slide}>
              {slide}
            </div>
          ))}
        </div>
      )}
      {navigation && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={labels.carouselPrev}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={labels.carouselNext}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
    </section>
  );
}
