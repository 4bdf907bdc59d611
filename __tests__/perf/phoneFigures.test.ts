/** @jest-environment node */
import fc from "fast-check";
import {
  BLOCKING_FROM_MS,
  blockingTime,
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

describe("blocking time of the real load", () => {
  it("counts each long task's part past 50 ms inside the window", () => {
    const tasks = [
      { start: 100, duration: 300 }, // before the first paint at 200: 200 ms inside, 150 count
      { start: 500, duration: 50 }, // exactly 50 ms: none
      { start: 600, duration: 120 }, // inside: 70
      { start: 900, duration: 400 }, // past the window's end at 1000: 100 inside, 50 count
      { start: 1200, duration: 500 }, // after the window: none
    ];
    expect(blockingTime(tasks, 200, 1000)).toBe(150 + 70 + 50);
    expect(blockingTime([], 0, 10_000)).toBe(0);
  });

  it("never exceeds the window or the tasks' own time past 50 ms, and grows with the window", () => {
    const task = fc.record({
      start: fc.integer({ min: 0, max: 20_000 }),
      duration: fc.integer({ min: 50, max: 2_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(task, { maxLength: 30 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (tasks, a, b, more) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const total = blockingTime(tasks, from, to);
          const own = tasks.reduce((sum, t) => sum + t.duration - BLOCKING_FROM_MS, 0);
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(own);
          // Tasks may overlap in the input; a real main thread runs one at a time.
          expect(total).toBeLessThanOrEqual((to - from) * Math.max(1, tasks.length));
          expect(blockingTime(tasks, from, to + more)).toBeGreaterThanOrEqual(total);
          expect(blockingTime(tasks, Math.max(0, from - more), to)).toBeGreaterThanOrEqual(total);
        },
      ),
    );
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
      phoneRun({ menuFromPaintMs: 90, deadTaps: 0, scrollKept: false, blockingMs: 0 }),
      phoneRun({ menuFromPaintMs: 2500, deadTaps: 3, blockingMs: null }),
      phoneRun({
        menuFromPaintMs: 110.4,
        deadTaps: 1,
        blockingMs: 84.6,
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
      blockingMs: 42,
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
