// What a booking carries besides the meeting: the service it is about, the page the visitor came
// from and, only when the visitor chooses so, the inputs of the simulation or borrowing-capacity
// check they just saw. The page that sends a visitor to the booking hands these over in the
// history entry's state (never in the URL, which logs and Referer headers carry); the service
// alone may also ride in the query, so that a plain link preselects it.
import { CREDIT_INPUTS, LEASING_INPUTS } from "../../domain/simulator/inputs";

/** `/programare?serviciu=<service slug>`: the service preselected in the booking form. A slug is
 * the last segment of a service page's path (`/servicii/leasing` → `leasing`). */
export const BOOKING_SERVICE_PARAM = "serviciu";

/** The key of the handoff in the history entry's state (`navigate(path, { state })`). */
export const BOOKING_HANDOFF_STATE = "bookingHandoff";

/** The inputs of a borrowing-capacity check: net monthly income and existing monthly instalments
 * in lei, the term in the field's unit, the annual rate in percent; `foreignCurrency` and
 * `firstHome` are 0 or 1. */
export const CAPACITY_INPUTS = [
  "income",
  "debts",
  "foreignCurrency",
  "firstHome",
  "term",
  "rate",
] as const;

/** The inputs a booking may carry, by the kind of calculation they come from, in display order.
 * Only inputs travel: the server recomputes every result with the site's own arithmetic. */
export const CARRIED_INPUTS = {
  credit: CREDIT_INPUTS,
  leasing: LEASING_INPUTS,
  capacity: CAPACITY_INPUTS,
} as const;

export type CarriedKind = keyof typeof CARRIED_INPUTS;

/** Figures of one kind: distributive, so `CarriedFigures` is a union a `kind` check narrows. */
export type CarriedFigures<K extends CarriedKind = CarriedKind> = K extends CarriedKind
  ? {
      readonly kind: K;
      readonly inputs: { readonly [I in (typeof CARRIED_INPUTS)[K][number]]: number };
    }
  : never;

/** What a page hands to the booking page. */
export interface BookingHandoff {
  /** The service's slug, or null when the page is about none. */
  readonly service: string | null;
  /** The path of the page the visitor came from, without query or fragment. */
  readonly source: string;
  /** The figures the visitor chose to bring, or null. */
  readonly figures: CarriedFigures | null;
}

/** The booking page's URL for a service: a plain link, working without JavaScript. */
export function bookingPageUrl(bookingPage: string, service: string | null): string {
  return service
    ? `${bookingPage}?${BOOKING_SERVICE_PARAM}=${encodeURIComponent(service)}`
    : bookingPage;
}
