// Thresholds and timings of the interface, named once; docs/behaviour.md lists what each promises.
// The contact form's and the simulators' own constants live beside them (src/contact/constants.ts,
// src/simulator/constants.ts), so a feature's numbers stay with the feature.
import type { Lang } from "./types";

/** The header sticks once the page is scrolled more than this. */
export const STICKY_HEADER_PX = 200;
/** The scroll-to-top button shows once the page is scrolled more than this. */
export const SCROLL_UP_PX = 300;
/** A URL hash scrolls smoothly to its element after this delay. */
export const HASH_SCROLL_DELAY_MS = 200;
/** Open/close animation of the video modal. */
export const VIDEO_MODAL_ANIMATION_MS = 300;
/** The video modal's aspect ratio (width / height). */
export const VIDEO_RATIO = 16 / 9;
/** Counters run from 0 to their target in this time. */
export const COUNT_UP_MS = 2000;
/** localStorage flag set after the first count, so later visits show the value at once. */
export const COUNTED_FLAG = "hasCountedBefore";
/** Where toasts appear. */
export const TOAST_POSITION = "top-center" as const;

export interface CarouselSettings {
  /** Autoplay delay between slides. */
  delay: number;
  /** Transition duration. */
  speed: number;
  slidesPerView?: number;
  /** Slides per view from each min-width (px) up. */
  breakpoints?: Record<number, { slidesPerView: number }>;
}

/** Space between carousel slides. */
export const CAROUSEL_GAP_PX = 24;
/** Swiper loads when a carousel comes this close to the viewport. */
export const CAROUSEL_LOAD_MARGIN = "300px";
/**
 * Window widths at which some carousel changes its slides per view; the static track before
 * swiper loads has a media query for each (Carousel.module.css), so it lays out as swiper will.
 */
export const CAROUSEL_STATIC_BREAKPOINTS = [0, 500, 575, 600, 767, 1199, 1200] as const;

export const TESTIMONIAL_CAROUSEL: CarouselSettings = {
  delay: 5000,
  speed: 2000,
  slidesPerView: 1,
};

export const SPONSOR_CAROUSEL: CarouselSettings = {
  delay: 1000,
  speed: 1500,
  slidesPerView: 2,
  breakpoints: { 575: { slidesPerView: 4 }, 1200: { slidesPerView: 5 } },
};

export const INSIGHTS_CAROUSEL: CarouselSettings = {
  delay: 3000,
  speed: 1000,
  breakpoints: {
    0: { slidesPerView: 1 },
    500: { slidesPerView: 2 },
    767: { slidesPerView: 3 },
    1199: { slidesPerView: 4 },
  },
};

export const AI_TESTIMONIAL_CAROUSEL: CarouselSettings = {
  delay: 4000,
  speed: 1000,
  breakpoints: {
    0: { slidesPerView: 1 },
    600: { slidesPerView: 2 },
    767: { slidesPerView: 2 },
    1199: { slidesPerView: 3 },
  },
};

const TIMELINE_BREAKPOINTS = {
  0: { slidesPerView: 1 },
  500: { slidesPerView: 2 },
  767: { slidesPerView: 3 },
  1199: { slidesPerView: 4 },
};

export const TIMELINE_CAROUSEL_EN: CarouselSettings = {
  delay: 1000,
  speed: 1500,
  breakpoints: TIMELINE_BREAKPOINTS,
};

export const TIMELINE_CAROUSEL_RO: CarouselSettings = {
  delay: 2000,
  speed: 1500,
  breakpoints: TIMELINE_BREAKPOINTS,
};

/** localStorage key of the visitor's cookie choice (essential storage under Legea 506/2004: it records the choice itself). */
export const CONSENT_KEY = "cookieConsent";
/** Set on <html> before the first paint when a choice is stored, so the banner does not flash. */
export const STORED_CONSENT_ATTRIBUTE = "data-consent-stored";
/** Bump when the categories change, so visitors are asked again. */
export const CONSENT_VERSION = 1;

/**
 * Set on <html> once the app has hydrated the page: CSS that stands in for the app before then
 * (a dropdown shown on keyboard focus) steps aside, and tests know the app is listening.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Gatsby's scripts are added only after the first contentful paint, so the page shows before
 * JavaScript starts (gatsby/scriptsAfterPaint.ts); this is the latest they wait when nothing is
 * painted (a tab opened in the background).
 */
export const SCRIPTS_AFTER_PAINT_FALLBACK_MS = 1000;

/**
 * A FAQ item is addressable as `#intrebare-3` (Romanian pages) or `#question-3` (English pages):
 * the third question of the page's accordion, which opens it and scrolls to it. Search results
 * link to these anchors.
 */
export const FAQ_ANCHOR_PREFIX: Record<Lang, string> = { ro: "intrebare", en: "question" };
/** The search box searches this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
/** At most this many results under the search box. */
export const SEARCH_MAX_RESULTS = 8;
/** Pages whose details (a file each) are fetched at a time, until the results are full. */
export const SEARCH_PAGE_BATCH = 3;
/** At most this many FAQ answers of one page among the results, so other pages still show. */
export const SEARCH_MAX_ANSWERS_PER_PAGE = 3;
/** Words of context in a result's snippet. */
export const SEARCH_EXCERPT_WORDS = 24;
