// How long the unit tests may wait for a condition, and so how long Jest lets one such test run.

/** The longest a unit test polls for one condition (mail delivered, lead marked sent). */
export const SLOWEST_WAIT_MS = 15_000;

/** Waits one after the other in a single test, at most (the mail tests wait twice). */
const WAITS_PER_TEST = 2;

/** Jest's timeout for the unit project: every wait of a test plus time for its own work. */
export const UNIT_TEST_TIMEOUT_MS = WAITS_PER_TEST * SLOWEST_WAIT_MS + 5_000;
