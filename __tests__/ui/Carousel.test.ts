import fs from "node:fs";
import path from "node:path";
import { perViewAt, staticLayout } from "../../src/components/ui/Carousel";
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
