import { loopSlides } from "../../src/components/ui/Carousel";
import { TIMELINE_CAROUSEL_RO, TESTIMONIAL_CAROUSEL } from "../../src/constants";

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
