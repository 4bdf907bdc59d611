import React, { useEffect, useRef, useState } from "react";
import { Helmet } from "react-helmet";
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
import { INTERACTIVE } from "./Static";

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

/** The most slides any width shows at once. */
export function widestView(settings: CarouselSettings): number {
  return Math.max(
    settings.slidesPerView ?? 1,
    ...Object.values(settings.breakpoints ?? {}).map((point) => point.slidesPerView),
  );
}

/**
 * A CSS animation that plays the static track as swiper's autoplay does: each slide holds for
 * `delay`, then the track moves one slide on in `speed` with swiper's `ease`; after the last slide
 * it is back where it started, shown again by the copies of the first slides. The class and the
 * keyframes are named by what they depend on, so equal carousels share them; the page head carries
 * them (Helmet). Reduced motion stops it.
 */
export function autoplayAnimation(
  count: number,
  { delay, speed }: CarouselSettings,
): { className: string; css: string } {
  const name = `carousel-autoplay-${count}-${delay}-${speed}`;
  const cycle = count * (delay + speed);
  const at = (ms: number) => `${Number(((ms / cycle) * 100).toFixed(4))}%`;
  const position = (slide: number) =>
    `transform: translateX(calc(var(--carousel-step) * ${-slide}))`;
  const frames = [];
  for (let slide = 0; slide < count; slide += 1) {
    const start = slide * (delay + speed);
    frames.push(
      `${at(start)}, ${at(start + delay)} { ${position(slide)}; animation-timing-function: ease; }`,
    );
  }
  frames.push(`100% { ${position(count)}; }`);
  const css =
    `@keyframes ${name} { ${frames.join(" ")} }` +
    ` .${name} { animation: ${name} ${cycle}ms linear infinite; }` +
    ` @media (prefers-reduced-motion: reduce) { .${name} { animation: none; } }`;
  return { className: name, css };
}

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

/** What counts as the visitor's first interaction with a page. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

const loadSwiper = () =>
  import(/* webpackChunkName: "carousel" */ "./SwiperCarousel").then((m) => m.SwiperCarousel);

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
        if (!active) return;
        shownRef.current = firstScreen ? shownSlide(stripRef.current, slides.length) : 0;
        setLive(() => Component);
      });
    if (firstScreen) {
      const onFirstInteraction = () => {
        stopListening();
        void load();
      };
      const stopListening = () => {
        for (const type of FIRST_INTERACTION)
          window.removeEventListener(type, onFirstInteraction, true);
        element.removeEventListener("focusin", onFirstInteraction);
      };
      for (const type of FIRST_INTERACTION)
        window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
      element.addEventListener("focusin", onFirstInteraction);
      return () => {
        active = false;
        stopListening();
      };
    }
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
  }, [firstScreen, slides.length]);

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
      aria-roledescription="carousel"
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
            <Helmet>
              <style>{autoplay.css}</style>
            </Helmet>
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
