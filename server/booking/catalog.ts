// What the booking's context is checked against and told with, read from a data folder: the
// services (the ServicePage routes, each with its page's title and simulator), every route of the
// site, a capacity check's ranges (data/capacity.json), the simulators' result words, and the
// document checklists (io/documents.ts, which throws naming the file and field of one not whole).
import fs from "node:fs";
import path from "node:path";
import capacity from "../../data/capacity.json";
import { pageFileNames, readRoutes } from "../../io/pageFiles";
import type { ContextCatalog, CatalogService } from "../../contract/forms/bookingContextRules";
import { serviceSlug } from "../../contract/forms/bookingContext";
import type { FigureCopy, SimulatorSpec } from "../../contract/forms/bookingFigures";
import type { Checklist } from "../../domain/documents";
import { readServiceChecklists } from "../../io/documents";
import type { FieldSpec } from "../../domain/simulator/validate";

/** The template of the service pages. */
const SERVICE_TEMPLATE = "ServicePage";

/** The ranges a capacity check's inputs are held to: its own section's fields (data/capacity.json),
 * and 0 or 1 for the currency and the first home. */
export const CAPACITY_RANGES: Readonly<Record<string, FieldSpec>> = (() => {
  const flag = (label: string): FieldSpec => ({
    label,
    unit: "",
    min: 0,
    max: 1,
    default: 0,
    decimals: 0,
  });
  return {
    ...capacity.inputs,
    foreignCurrency: flag(capacity.copy.currency.legend),
    firstHome: flag(capacity.copy.firstHome),
  };
})();

export interface ServiceCatalog extends ContextCatalog {
  /** The result words of each simulator copy (data/simulator-copy.json), by its `copy` key. */
  readonly figureCopy: FigureCopy;
  /** A service's document checklist, or null for a slug that is no service. */
  readonly checklist: (slug: string) => Checklist | null;
}

interface PageFile {
  route?: { path?: string; template?: string; title?: string };
  simulator?: SimulatorSpec;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The catalog of a data folder (data/ by default). */
export function readServiceCatalog(
  dataDir = path.resolve(__dirname, "../../data"),
): ServiceCatalog {
  const routes = new Set(readRoutes(dataDir).map((route) => route.path));
  const services: CatalogService[] = [];
  for (const name of pageFileNames(dataDir)) {
    const file = readJson<PageFile>(path.join(dataDir, name));
    const route = file.route;
    if (!route?.path || route.template !== SERVICE_TEMPLATE) continue;
    services.push({
      slug: serviceSlug(route.path),
      path: route.path,
      title: route.title ?? route.path,
      simulator: file.simulator
        ? { kind: file.simulator.kind, inputs: file.simulator.inputs }
        : null,
    });
  }
  const checklists = readServiceChecklists(dataDir);
  const simulatorCopy = readJson<FigureCopy>(path.join(dataDir, "simulator-copy.json"));
  return {
    services,
    isRoute: (route) => routes.has(route),
    capacity: CAPACITY_RANGES,
    figureCopy: { result: simulatorCopy.result, currency: simulatorCopy.currency },
    checklist: (slug) => checklists.get(slug) ?? null,
  };
}
