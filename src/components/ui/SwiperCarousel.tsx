import React, { useEffect, useRef, useState } from "react";
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Autoplay, Keyboard, Navigation } from "swiper/modules";
import type { Swiper as SwiperInstance } from "swiper";
import "swiper/css";
import type { CarouselSettings } from "../../constants";
import { widestView } from "./carouselLayout";

/**
 * Swiper's loop needs at least twice as many slides as it shows at once; short sets are repeated
 * until they are long enough, so five timeline items still loop at four per view.
 */
export function loopSlides<T>(slides: readonly T[], settings: CarouselSettings): T[] {
  if (slides.length === 0) return [];
  const looped = [...slides];
  while (looped.length < widestView(settings) * 2) looped.push(...slides);
  return looped;
}

export interface SwiperCarouselProps extends CarouselSettings {
  slides: React.ReactNode[];
  gap: number;
  /** The slide to start from: the one a CSS-played static track was showing. */
  initialSlide?: number;
  reducedMotion: boolean;
  prevLabel: string;
  nextLabel: string;
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The looping, autoplaying track (swiper), loaded when its carousel nears the viewport. It plays
 * while it is in view and reduced motion is not asked for.
 */
export function SwiperCarousel({
  slides,
  delay,
  speed,
  slidesPerView = 1,
  breakpoints,
  gap,
  initialSlide = 0,
  reducedMotion,
  prevLabel,
  nextLabel,
  onSwiper,
}: SwiperCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [inView, setInView] = useState(true);

  // Swiper's autoplay works on the main thread every frame, seen or not; out of view it would
  // only slow down the taps the visitor makes elsewhere on the page.
  useEffect(() => {
    const element = swiperRef.current?.el;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (reducedMotion || !inView) autoplay.stop();
    else autoplay.start();
  }, [reducedMotion, inView]);

  return (
    <Swiper
      modules={[Autoplay, Navigation, Keyboard, A11y]}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
        if (reducedMotion) swiper.autoplay?.stop();
        onSwiper(swiper);
      }}
      loop
      initialSlide={initialSlide}
      speed={speed}
      slidesPerView={slidesPerView}
      spaceBetween={gap}
      breakpoints={breakpoints}
      autoplay={{ delay, disableOnInteraction: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: prevLabel, nextSlideMessage: nextLabel }}
    >
      {loopSlides(slides, { delay, speed, slidesPerView, breakpoints }).map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
