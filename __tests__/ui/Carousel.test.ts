import fs from "node:fs";
import path from "node:path";
import {
  autoplayAnimation,
  perViewAt,
  staticLayout,
  widestView,
} from "../../src/components/ui/carouselLayout";
import { loopSlides } from "../../src/components/ui/SwiperCarousel";
import * as constants from "../../src/constants";
import {
  AI_TESTIMONIAL_CAROUSEL,
  CAROUSEL_STATIC_BREAKPOINTS,
  SPONSOR_CAROUSEL,
  TESTIMONIAL_CAROUSEL,
  TIMELINE_CAROUSEL_RO,
  type CarouselSettings,
} from "../../src/constants";

describe("carousel slides for loop mode", () => {
  it("repeat a short set until it is twice the widest view", () => {
    const looped = loopSlides(["a", "b", "c", "d", "e"], TIMELINE_CAROUSEL_RO);
    expect(looped).toHaveLength(10);
    expect(looped.slice(5)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("leave a long enough set as it is", () => {
    expect(loopSlides(["a", "b", "c"], TESTIMONIAL_CAROUSEL)).toEqual(["a", "b", "c"]);
    expect(loopSlides([], TESTIMONIAL_CAROUSEL)).toEqual([]);
  });
});

describe("the static track before swiper loads", () => {
  const carousels = Object.values(constants).filter(
    (value): value is CarouselSettings =>
      typeof value === "object" && value !== null && "delay" in value && "speed" in value,
  );

  it("resolves slides per view as swiper's breakpoints do", () => {
    expect(perViewAt(SPONSOR_CAROUSEL, 0)).toBe(2);
    expect(perViewAt(SPONSOR_CAROUSEL, 574)).toBe(2);
    expect(perViewAt(SPONSOR_CAROUSEL, 575)).toBe(4);
    expect(perViewAt(SPONSOR_CAROUSEL, 1200)).toBe(5);
    expect(perViewAt(AI_TESTIMONIAL_CAROUSEL, 412)).toBe(1);
    expect(perViewAt(AI_TESTIMONIAL_CAROUSEL, 1280)).toBe(3);
    expect(perViewAt(TESTIMONIAL_CAROUSEL, 1280)).toBe(1);
  });

  it("has a media query for every width at which some carousel changes", () => {
    expect(carousels.length).toBeGreaterThanOrEqual(6);
    const css = fs.readFileSync(
      path.join(__dirname, "../../src/components/ui/Carousel.module.css"),
      "utf8",
    );
    for (const settings of carousels)
      for (const width of Object.keys(settings.breakpoints ?? {}).map(Number)) {
        expect(CAROUSEL_STATIC_BREAKPOINTS).toContain(width);
        if (width > 0) expect(css).toContain(`@media (min-width: ${width}px)`);
        expect(css).toContain(`var(--per-view-${width})`);
      }
  });

  it("sets the slides per view of each width as custom properties", () => {
    expect(staticLayout(SPONSOR_CAROUSEL)).toMatchObject({
      "--per-view-0": 2,
      "--per-view-575": 4,
      "--per-view-1199": 4,
      "--per-view-1200": 5,
    });
  });
});

describe("the CSS autoplay of a first-screen carousel", () => {
  const { className, css } = autoplayAnimation(6, SPONSOR_CAROUSEL);
  const keyframes = css.slice(css.indexOf("{") + 1, css.indexOf(" .carousel-autoplay"));
  /** Each keyframe selector list with the slide position it holds. */
  const frames = [...keyframes.matchAll(/([\d.%, ]+) \{ transform: [^*]+\* (-?\d+)\)\)/g)].map(
    ([, at, slide]) => ({ at: at.split(",").map((value) => Number.parseFloat(value)), slide }),
  );

  it("holds each slide for the delay and moves one slide in the speed, over one cycle", () => {
    // 6 slides × (1000 ms delay + 1500 ms speed) = 15 s.
    expect(css).toContain(`.${className} { animation: ${className} 15000ms linear infinite; }`);
    expect(frames).toHaveLength(7);
    frames.slice(0, 6).forEach(({ at, slide }, index) => {
      expect(slide).toBe(String(-index));
      expect(at[0]).toBeCloseTo(((index * 2500) / 15000) * 100, 3);
      expect(at[1]).toBeCloseTo(((index * 2500 + 1000) / 15000) * 100, 3);
    });
    // Back at the start after the last slide: the copies of the first slides are showing.
    expect(frames[6]).toEqual({ at: [100], slide: "-6" });
    expect(keyframes.match(/animation-timing-function: ease/g)).toHaveLength(6);
  });

  it("stops for reduced motion, and names what it depends on", () => {
    expect(css).toContain(
      `@media (prefers-reduced-motion: reduce) { .${className} { animation: none; } }`,
    );
    expect(className).toBe("carousel-autoplay-6-1000-1500");
    expect(autoplayAnimation(4, SPONSOR_CAROUSEL).className).not.toBe(className);
  });

  it("copies as many slides as the widest view shows", () => {
    expect(widestView(SPONSOR_CAROUSEL)).toBe(5);
    expect(widestView(TESTIMONIAL_CAROUSEL)).toBe(1);
  });
});
