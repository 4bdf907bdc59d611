// A stored request's or booking's context as the office reads it: the service by its page's title,
// the page the visitor came from, and the figures with their results computed again from the
// stored inputs (contract/forms/bookingFigures.ts), labelled from data. Stored figures that no
// longer fit the service's simulator (its page changed since) are told by their inputs alone.
import copy from "../../data/booking-mail.json";
import type { CarriedFigures } from "../../contract/forms/bookingContext";
import { CARRIED_INPUTS } from "../../contract/forms/bookingContext";
import {
  serviceOf,
  type BookingContextValue,
  type CatalogService,
} from "../../contract/forms/bookingContextRules";
import { figureLines, figureText, type FigureLines } from "../../contract/forms/bookingFigures";
import type { ServiceCatalog } from "./catalog";

/** The context columns a request and a booking share. */
export interface StoredContext {
  service: string | null;
  source_page: string | null;
  figures: string | null;
}

/** Stored figures read back; null when there are none or they cannot be read. */
export function storedFigures(json: string | null): CarriedFigures | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { kind?: unknown; inputs?: unknown };
    if (typeof parsed.kind !== "string" || !(parsed.kind in CARRIED_INPUTS)) return null;
    if (typeof parsed.inputs !== "object" || parsed.inputs === null) return null;
    return parsed as CarriedFigures;
  } catch {
    return null;
  }
}

/** A stored row's context, the service looked up in the catalog. */
export function contextOf(catalog: ServiceCatalog, row: StoredContext): BookingContextValue {
  return {
    service: row.service ? serviceOf(catalog, row.service) : null,
    source: row.source_page,
    figures: storedFigures(row.figures),
  };
}

/** The figures' lines with their results recomputed, or their inputs alone when the service's
 * simulator no longer fits them. */
export function figuresOf(
  catalog: ServiceCatalog,
  service: CatalogService | null,
  figures: CarriedFigures,
): FigureLines {
  const lines = figureLines(figures, catalog.figureSources(service));
  if (lines) return lines;
  return {
    title: copy.figures.kinds[figures.kind],
    inputs: Object.entries(figures.inputs).map(([name, value]) => [name, String(value)]),
    results: null,
  };
}

/** The rows of the office's tables: the service and the page the visitor came from, when known. */
export function contextRows(value: BookingContextValue, storedService?: string | null) {
  const rows: [string, string][] = [];
  const service = value.service?.title ?? storedService ?? null;
  if (service) rows.push([copy.labels.service, service]);
  if (value.source) rows.push([copy.labels.origin, value.source]);
  return rows;
}

/** The context as text lines: its rows, then the figures. */
export function contextLines(catalog: ServiceCatalog, value: BookingContextValue): string[] {
  const rows = contextRows(value).map(([label, text]) => `${label}: ${text}`);
  const figures = value.figures ? figureText(figuresOf(catalog, value.service, value.figures)) : [];
  return [...rows, ...(rows.length > 0 && figures.length > 0 ? [""] : []), ...figures];
}
