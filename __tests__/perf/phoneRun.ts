// A phone run of the bench with plausible figures, for the tests of how runs are combined.
import type { PhoneRun } from "../../bench/phoneFigures";

export function phoneRun(values: Partial<PhoneRun> = {}): PhoneRun {
  return {
    fcpMs: 1300,
    hydratedMs: 3000,
    menuTapMs: 1400,
    menuFromPaintMs: 100,
    menuOpenMs: 1450,
    deadTaps: 0,
    scrolledY: 1200,
    scrollY: 1200,
    scrollKept: true,
    blockingMs: 20,
    inpMs: {
      menu: 40,
      faq: 24,
      formTap: 32,
      formType: 56,
      simulator: null,
      capacity: null,
      slot: null,
      bookType: null,
      search: 48,
    },
    errors: [],
    ...values,
  };
}
