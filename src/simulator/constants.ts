// Settings of the credit and leasing simulator. Kept apart from its code so that the section,
// which every visitor of the page loads, can read them without pulling the simulator in.

/**
 * How far below (or above) the viewport the simulator section may be when its code starts to
 * load: about a screen ahead, so it is ready by the time the visitor scrolls to it.
 */
export const SIMULATOR_PRELOAD_MARGIN_PX = 600;
export const SIMULATOR_ROOT_MARGIN = `${SIMULATOR_PRELOAD_MARGIN_PX}px 0px`;

/** Rows of the repayment schedule shown before the visitor asks for all of them. */
export const SCHEDULE_PREVIEW_ROWS = 12;
