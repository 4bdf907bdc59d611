// The rules of a booking's context (bookingContext.ts) as the server reads it off the wire: a
// service the site has, a source that is a route of the site, figures of a known kind whose
// inputs are exactly that kind's, each a finite number within the range and the decimals of the
// service page's own simulator field. Anything else is refused under the field's wire name, and
// nothing is stored. The catalog (the services, their simulators, the routes) is the caller's,
// read from data/ by the server (server/booking/catalog.ts), so a test can give its own.
import copy from "../../data/booking-server.json";
import { fillTemplate, formatNumber } from "../../domain/format";
import { ALL_BASIS_POINTS, basisPoints } from "../../domain/simulator/finance";
import { SIMULATOR_LANG, withUnit } from "../../domain/simulator/format";
import type { FieldSpec } from "../../domain/simulator/validate";
import { bookingForm } from "./booking";
import { CARRIED_INPUTS, type CarriedFigures, type CarriedKind } from "./bookingContext";
import type { SimulatorSpec } from "./bookingFigures";

/** A path is a route's: short, from the root, without query or fragment. */
export const SOURCE_MAX_LENGTH = 200;
/** The figures' JSON: a kind and at most six numbers fit in far less. */
export const FIGURES_MAX_LENGTH = 600;

/** One service of the site: a ServicePage route. */
export interface CatalogService {
  /** The last segment of its path: what `?serviciu=` and the wire carry. */
  readonly slug: string;
  readonly path: string;
  /** Its page's title (the route's), as the select and the mails name it. */
  readonly title: string;
  /** Its page's simulator, if it has one. */
  readonly simulator: SimulatorSpec | null;
}

export interface ContextCatalog {
  readonly services: readonly CatalogService[];
  /** Whether a path is a route of the site. */
  readonly isRoute: (path: string) => boolean;
  /** The ranges of a capacity check's inputs, by input name. */
  readonly capacity: { readonly [name: string]: FieldSpec };
}

/** The context as sent, by the form's own keys; "" when a field was not sent. */
export interface SentContext {
  readonly service: string;
  readonly source: string;
  readonly figures: string;
}

export interface BookingContextValue {
  readonly service: CatalogService | null;
  readonly source: string | null;
  readonly figures: CarriedFigures | null;
}

/** No context: a booking about nothing in particular. */
export const NO_CONTEXT: BookingContextValue = { service: null, source: null, figures: null };

export type ContextCheck =
  | { ok: true; value: BookingContextValue }
  /** The first message of each refused field, by its wire name. */
  | { ok: false; errors: Record<string, string> };

/** A service's slug: the last segment of its page's path. */
export const serviceSlug = (path: string): string => path.split("/").filter(Boolean).pop() ?? "";

export const serviceOf = (catalog: ContextCatalog, slug: string): CatalogService | null =>
  catalog.services.find((service) => service.slug === slug) ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The number of decimals a value has, up to 12 (a float's own noise beyond that is ignored). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

function rangeMessage(spec: FieldSpec): string {
  const number = (value: number) =>
    formatNumber(value, SIMULATOR_LANG, { maxDecimals: spec.decimals });
  return fillTemplate(copy.figuresRange, {
    label: spec.label,
    min: number(spec.min),
    max: withUnit(number(spec.max), spec.unit),
  });
}

/** The ranges the figures' inputs are held to: the service page's simulator for a credit or a
 * leasing, the capacity check's own for a capacity; null when there are none for this kind. */
function rangesOf(
  kind: CarriedKind,
  service: CatalogService | null,
  catalog: ContextCatalog,
): { readonly [name: string]: FieldSpec | null | undefined } | null {
  if (kind === "capacity") return catalog.capacity;
  const simulator = service?.simulator;
  return simulator && simulator.kind === kind ? simulator.inputs : null;
}

/** The figures' JSON read and held to the rules; a message when they break one. */
function readFigures(
  sent: string,
  service: CatalogService | null,
  catalog: ContextCatalog,
): { figures: CarriedFigures } | { message: string } {
  const refused = { message: copy.badFigures };
  if (sent.length > FIGURES_MAX_LENGTH) return refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent);
  } catch {
    return refused;
  }
  if (!isRecord(parsed) || Object.keys(parsed).sort().join() !== "inputs,kind") return refused;
  const { kind, inputs } = parsed;
  if (typeof kind !== "string" || !Object.prototype.hasOwnProperty.call(CARRIED_INPUTS, kind))
    return refused;
  const names: readonly string[] = CARRIED_INPUTS[kind as CarriedKind];
  if (!isRecord(inputs)) return refused;
  const keys = Object.keys(inputs);
  if (keys.length !== names.length || !keys.every((key) => names.includes(key))) return refused;
  const ranges = rangesOf(kind as CarriedKind, service, catalog);
  if (!ranges) return refused;
  const values: Record<string, number> = {};
  for (const name of names) {
    const value = inputs[name];
    const spec = ranges[name];
    if (typeof value !== "number" || !Number.isFinite(value) || !spec) return refused;
    if (value < spec.min || value > spec.max) return { message: rangeMessage(spec) };
    if (!hasAtMostDecimals(value, spec.decimals)) return refused;
    values[name] = value;
  }
  // A leasing's residual value is paid out of what is financed, as its simulator holds it.
  if (
    kind === "leasing" &&
    basisPoints(values.residual) > ALL_BASIS_POINTS - basisPoints(values.advance)
  ) {
    return refused;
  }
  return { figures: { kind, inputs: values } as CarriedFigures };
}

/** The path a source names, or null when it is no route of the site. */
function readSource(sent: string, catalog: ContextCatalog): string | null {
  if (!sent.startsWith("/") || sent.startsWith("//") || sent.length > SOURCE_MAX_LENGTH) {
    return null;
  }
  if (/[?#\s]/.test(sent)) return null;
  const path = sent.replace(/\/+$/, "") || "/";
  return catalog.isRoute(path) ? path : null;
}

/** The context a post carries, held to the rules; every refused field named by its wire name. */
export function checkBookingContext(sent: SentContext, catalog: ContextCatalog): ContextCheck {
  const names = bookingForm.fields;
  const errors: Record<string, string> = {};
  const service = sent.service ? serviceOf(catalog, sent.service) : null;
  if (sent.service && !service) errors[names.service] = copy.unknownService;
  const source = sent.source ? readSource(sent.source, catalog) : null;
  if (sent.source && !source) errors[names.source] = copy.badSource;
  let figures: CarriedFigures | null = null;
  if (sent.figures && !errors[names.service]) {
    const read = readFigures(sent.figures, service, catalog);
    if ("message" in read) errors[names.figures] = read.message;
    else figures = read.figures;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { service, source, figures } };
}

/** The figures as stored and sent: compact JSON, the kind first, the inputs in their order. */
export function figuresJson(figures: CarriedFigures): string {
  const names: readonly string[] = CARRIED_INPUTS[figures.kind];
  const inputs = figures.inputs as Readonly<Record<string, number>>;
  return JSON.stringify({
    kind: figures.kind,
    inputs: Object.fromEntries(names.map((name) => [name, inputs[name]])),
  });
}
