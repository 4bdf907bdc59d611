/** @jest-environment node */
// The budget of stored requests per address: only committed posts count, within a sliding window,
// and memory stays bounded however many addresses send.
import fc from "fast-check";
import { MAX_TRACKED_ADDRESSES, createPostBudget } from "../../server/postBudget";

it("allows `max` committed posts per window, whatever happens to the others", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }),
      fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 30_000 })), { maxLength: 60 }),
      (max, attempts) => {
        const windowMs = 60_000;
        const budget = createPostBudget({ max, windowMs });
        const committed: number[] = [];
        let now = 0;
        for (const [stored, gap] of attempts) {
          now += gap;
          const inWindow = committed.filter((t) => now - t < windowMs).length;
          const slot = budget.take("203.0.113.7", now);
          // A slot exactly when fewer than `max` stored posts are in the window.
          expect(slot !== null).toBe(inWindow < max);
          if (!slot) continue;
          if (stored) {
            slot.commit();
            committed.push(now);
          } else slot.release();
        }
      },
    ),
  );
});

it("keeps addresses apart and a released slot free for the next post", () => {
  const budget = createPostBudget({ max: 1, windowMs: 60_000 });
  const a = budget.take("a", 0);
  expect(budget.take("a", 1)).toBeNull(); // reserved while the first is being stored
  expect(budget.take("b", 1)).not.toBeNull();
  a?.release();
  budget.take("a", 2)?.commit();
  expect(budget.take("a", 3)).toBeNull();
  expect(budget.take("a", 60_002)).not.toBeNull();
});

it("forgets the least recently seen address first once it tracks too many", () => {
  const budget = createPostBudget({ max: 1, windowMs: 60_000 });
  budget.take("first", 0)?.commit();
  for (let i = 0; i < MAX_TRACKED_ADDRESSES; i += 1) budget.take(`other-${i}`, 1)?.commit();
  expect(budget.take("first", 2)).not.toBeNull(); // forgotten
  expect(budget.take(`other-${MAX_TRACKED_ADDRESSES - 1}`, 2)).toBeNull(); // remembered
});
