// What the booking page is handed (contract/forms/bookingContext.ts): the service a plain link
// names in its query (`?serviciu=leasing`) and what a page handed over in the history entry's
// state (the service, the page the visitor came from, the figures). Read defensively: a state
// of another shape, a service the site does not have or figures of an unknown kind are ignored,
// and the server checks again whatever is sent.
import {
  BOOKING_HANDOFF_STATE,
  BOOKING_SERVICE_PARAM,
  CARRIED_INPUTS,
  type CarriedFigures,
  type CarriedKind,
} from "../../contract/forms/bookingContext";
import type { FigureCopy, SimulatorSpec } from "../../contract/forms/bookingFigures";

/** One service the booking may be about, with its page's simulator for showing figures. */
export interface BookingService {
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly simulator: (SimulatorSpec & { readonly copy: FigureCopy }) | null;
}

/** What the booking page starts from. */
export interface BookingStart {
  /** The service to preselect, a slug of `services`, or null. */
  readonly service: string | null;
  /** The page the visitor came from, with its title when it is a service's. */
  readonly source: { readonly path: string; readonly title: string } | null;
  readonly figures: CarriedFigures | null;
}

export const NO_START: BookingStart = { service: null, source: null, figures: null };

type PageNode = { readonly path: string; readonly title: string; readonly pageKey: string | null };
type SimulatorNode = {
  readonly key: string;
  readonly kind: string;
  readonly inputs: SimulatorSpec["inputs"];
  readonly copy: FigureCopy;
};

const slugOf = (path: string) => path.split("/").filter(Boolean).pop() ?? "";

/** The services of the site (the ServicePage routes), each with its simulator if it has one. */
export function servicesOf(
  pages: readonly PageNode[],
  simulators: readonly SimulatorNode[],
): BookingService[] {
  return pages.map((page) => {
    const simulator = simulators.find((s) => s.key === page.pageKey);
    return {
      slug: slugOf(page.path),
      path: page.path,
      title: page.title,
      simulator: simulator
        ? { kind: simulator.kind, inputs: simulator.inputs, copy: simulator.copy }
        : null,
    };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Figures of a known kind with every input of it a finite number, or null. */
function figuresOf(value: unknown): CarriedFigures | null {
  if (!isRecord(value) || typeof value.kind !== "string" || !isRecord(value.inputs)) return null;
  if (!Object.prototype.hasOwnProperty.call(CARRIED_INPUTS, value.kind)) return null;
  const names: readonly string[] = CARRIED_INPUTS[value.kind as CarriedKind];
  const inputs: Record<string, number> = {};
  for (const name of names) {
    const input = value.inputs[name];
    if (typeof input !== "number" || !Number.isFinite(input)) return null;
    inputs[name] = input;
  }
  return { kind: value.kind, inputs } as CarriedFigures;
}

/** A route path, without query or fragment. */
const isPath = (value: unknown): value is string =>
  typeof value === "string" && /^\/(?!\/)[^?#\s]{0,199}$/.test(value);

/** What the page starts from: the handoff in the history entry's state, else the query's
 * service. */
export function handoffOf(
  location: { readonly search?: string; readonly state?: unknown } | undefined,
  services: readonly BookingService[],
): BookingStart {
  const known = (slug: unknown) =>
    typeof slug === "string" && services.some((s) => s.slug === slug) ? slug : null;
  const state = isRecord(location?.state) ? location.state[BOOKING_HANDOFF_STATE] : undefined;
  const query = new URLSearchParams(location?.search ?? "").get(BOOKING_SERVICE_PARAM);
  if (!isRecord(state)) return { ...NO_START, service: known(query) };
  const source = isPath(state.source)
    ? {
        path: state.source,
        title: services.find((s) => s.path === state.source)?.title ?? state.source,
      }
    : null;
  return {
    service: known(state.service) ?? known(query),
    source,
    figures: figuresOf(state.figures),
  };
}
