import React, { useEffect, useRef, useState } from "react";
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Autoplay, Keyboard, Navigation } from "swiper/modules";
import type { Swiper as SwiperInstance } from "swiper";
import "swiper/css";
import type { CarouselSettings } from "../../constants";
import { useLabels } from "../../i18n/LangContext";
import { Icon } from "./Icon";
import * as styles from "./Carousel.module.css";

/**
 * Swiper's loop needs at least twice as many slides as it shows at once; short sets are repeated
 * until they are long enough, so five timeline items still loop at four per view.
 */
export function loopSlides<T>(slides: readonly T[], settings: CarouselSettings): T[] {
  const perView = Math.max(
    settings.slidesPerView ?? 1,
    ...Object.values(settings.breakpoints ?? {}).map((b) => b.slidesPerView),
  );
  if (slides.length === 0) return [];
  const looped = [...slides];
  while (looped.length < perView * 2) looped.push(...slides);
  return looped;
}

interface CarouselProps extends CarouselSettings {
  /** Accessible name of the carousel region. */
  label: string;
  slides: React.ReactNode[];
  navigation?: boolean;
}

/**
 * Looping, autoplaying carousel (swiper) that keeps playing after interaction, with labelled
 * previous/next buttons and keyboard support; autoplay is off for prefers-reduced-motion.
 */
export function Carousel({
  label,
  slides,
  delay,
  speed,
  slidesPerView = 1,
  breakpoints,
  navigation = true,
}: CarouselProps) {
  const labels = useLabels();
  const swiperRef = useRef<SwiperInstance | null>(null);
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
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (reducedMotion) autoplay.stop();
    else autoplay.start();
  }, [reducedMotion]);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay, Navigation, Keyboard, A11y]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop
        speed={speed}
        slidesPerView={slidesPerView}
        spaceBetween={24}
        breakpoints={breakpoints}
        autoplay={{ delay, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: labels.carouselPrev, nextSlideMessage: labels.carouselNext }}
      >
        {loopSlides(slides, { delay, speed, slidesPerView, breakpoints }).map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
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
