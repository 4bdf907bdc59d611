// How many cases a property test draws. A test states its full count; every `npm test` draws a
// fifth of it (at least fast-check's default 100, never more than the full count), each run with a
// new seed, so the full count is reached over a few runs. PROPERTY_RUNS=full draws the full count
// (`PROPERTY_RUNS=full npm test -- __tests__/simulator`), before a change to the arithmetic lands.
// A failure prints its seed and path: `fc.assert(..., { ...propertyRuns(n), seed, path })`
// replays it.
const FULL = process.env.PROPERTY_RUNS === "full";

export function propertyRuns(full: number): { numRuns: number } {
  return { numRuns: FULL ? full : Math.min(full, Math.max(100, Math.round(full / 5))) };
}
