// The carousel's pure layout: how many slides each width shows and the CSS that lays out and plays
// the static track as swiper will. Both the page's static track (Carousel) and swiper's loop
// (SwiperCarousel, loaded on demand) read it, so neither imports the other.
import type React from "react";
import {
  CAROUSEL_GAP_PX,
  CAROUSEL_STATIC_BREAKPOINTS,
  type CarouselSettings,
} from "../../constants";

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
 * them. Reduced motion stops it.
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
