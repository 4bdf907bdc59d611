// What the booking's context is checked against and told with, read from a data folder: the
// services (the ServicePage routes, each with its page's title and simulator), every route of the
// site, the capacity check (data/capacity.json: its ranges, limits and words), the simulators'
// result words, and the document checklists (io/documents.ts, which throws naming the file and
// field of one not whole).
import fs from "node:fs";
import path from "node:path";
import { pageFileNames, readRoutes } from "../../io/pageFiles";
import type { ContextCatalog, CatalogService } from "../../contract/forms/bookingContextRules";
import { serviceSlug } from "../../contract/forms/bookingContext";
import type {
  CapacityFigureData,
  FigureCopy,
  FigureSources,
  SimulatorSpec,
} from "../../contract/forms/bookingFigures";
import type { Checklist } from "../../domain/documents";
import { readServiceChecklists } from "../../io/documents";
import type { FieldSpec } from "../../domain/simulator/validate";

/** The template of the service pages. */
const SERVICE_TEMPLATE = "ServicePage";

/** The ranges a capacity check's inputs are held to: its own section's fields, and 0 or 1 for the
 * currency and the first home. */
function capacityRanges(capacity: CapacityFigureData): Readonly<Record<string, FieldSpec>> {
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
}

export interface ServiceCatalog extends ContextCatalog {
  /** What a service's figures are told with: its simulator with the simulators' result words
   * (data/simulator-copy.json), and the capacity check. */
  readonly figureSources: (service: CatalogService | null) => FigureSources;
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
  const copy: FigureCopy = { result: simulatorCopy.result, currency: simulatorCopy.currency };
  const capacity = readJson<CapacityFigureData>(path.join(dataDir, "capacity.json"));
  return {
    services,
    isRoute: (route) => routes.has(route),
    capacity: capacityRanges(capacity),
    figureSources: (service) => ({
      simulator: service?.simulator ? { ...service.simulator, copy } : null,
      capacity,
    }),
    checklist: (slug) => checklists.get(slug) ?? null,
  };
}
