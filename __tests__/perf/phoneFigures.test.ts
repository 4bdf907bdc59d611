/** @jest-environment node */
import {
  inpFromEntries,
  majority,
  median,
  medianNullWorst,
  medianPhone,
  phoneFigures,
  unmeasuredPhone,
  worstInp,
} from "../../bench/phoneFigures";
import { phoneRun } from "./phoneRun";

describe("INP from Event Timing entries", () => {
  it("takes each interaction's longest event, then the longest interaction", () => {
    const entries = [
      { interactionId: 7, duration: 24 }, // pointerdown
      { interactionId: 7, duration: 88 }, // click of the same tap
      { interactionId: 9, duration: 64 },
      { interactionId: 9, duration: 40 },
    ];
    expect(inpFromEntries(entries)).toBe(88);
  });

  it("leaves out events that are no interaction", () => {
    expect(
      inpFromEntries([
        { interactionId: 0, duration: 400 },
        { interactionId: 3, duration: 16 },
      ]),
    ).toBe(16);
  });

  it("is 0 when every event stayed under the observer's threshold", () => {
    expect(inpFromEntries([])).toBe(0);
  });
});

describe("combining runs", () => {
  it("takes the median of the numbers present", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, null, 300])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, null])).toBeNull();
  });

  it("counts a menu no tap opened as the worst run", () => {
    expect(medianNullWorst([100, null, 200])).toBe(200);
    expect(medianNullWorst([null, 100, null])).toBeNull();
    expect(medianNullWorst([100, 300])).toBe(200);
    expect(medianNullWorst([100, null])).toBeNull();
    expect(medianNullWorst([])).toBeNull();
  });

  it("keeps the scroll when most runs kept it; a tie is lost", () => {
    expect(majority([true, false, true])).toBe(true);
    expect(majority([true, false, false])).toBe(false);
    expect(majority([true, false])).toBe(false);
    expect(majority([true, null, null])).toBe(true);
    expect(majority([null])).toBeNull();
  });

  it("gives a route the median of each figure and the worst interaction as its INP", () => {
    const result = medianPhone("/", [
      phoneRun({ menuFromPaintMs: 90, deadTaps: 0, scrollKept: false }),
      phoneRun({ menuFromPaintMs: 2500, deadTaps: 3 }),
      phoneRun({
        menuFromPaintMs: 110.4,
        deadTaps: 1,
        inpMs: {
          menu: 120,
          faq: 24,
          formTap: 32,
          formType: 56,
          simulator: null,
          capacity: null,
          slot: null,
          bookType: null,
          search: 48,
        },
      }),
    ]);
    expect(result).toMatchObject({
      path: "/",
      runs: 3,
      menuFromPaintMs: 110,
      deadTaps: 1,
      scrollKept: true,
      inpMs: { menu: 40, simulator: null, formType: 56 },
      inp: 56,
      errors: [],
    });
  });

  it("numbers the errors of each run", () => {
    const result = medianPhone("/contact", [
      phoneRun(),
      phoneRun({ errors: ["faq: did not toggle"] }),
    ]);
    expect(result.errors).toEqual(["run 2: faq: did not toggle"]);
    expect(medianPhone("/", [phoneRun({ errors: ["x"] })]).errors).toEqual(["x"]);
  });

  it("has no INP when no interaction was measured", () => {
    const none = {
      menu: null,
      faq: null,
      formTap: null,
      formType: null,
      slot: null,
      bookType: null,
      simulator: null,
      capacity: null,
      search: null,
    };
    expect(worstInp(none)).toBeNull();
    expect(unmeasuredPhone("/", "skipped").inp).toBeNull();
  });
});

describe("history figures", () => {
  it("drop the route, the run count and an empty error list", () => {
    const figures = phoneFigures(medianPhone("/", [phoneRun()]));
    expect(figures).not.toHaveProperty("path");
    expect(figures).not.toHaveProperty("runs");
    expect(figures).not.toHaveProperty("errors");
    expect(figures.menuFromPaintMs).toBe(100);
    expect(phoneFigures(unmeasuredPhone("/", "skipped")).errors).toEqual(["skipped"]);
  });
});
