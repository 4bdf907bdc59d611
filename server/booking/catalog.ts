// What the booking's context is checked against and told with, read from a data folder: the
// services (the ServicePage routes, each with its page's title and simulator), every route of the
// site, a capacity check's ranges, the simulators' result words, and the document checklists
// (data/ro-service-shared.json `documents` with each service page's own). A folder without
// checklists yet gives none: the mails then leave the checklist out.
import fs from "node:fs";
import path from "node:path";
import mailCopy from "../../data/booking-mail.json";
import { pageFileNames, readRoutes } from "../../io/pageFiles";
import type { ContextCatalog, CatalogService } from "../../contract/forms/bookingContextRules";
import { serviceSlug } from "../../contract/forms/bookingContextRules";
import type { FigureCopy, SimulatorSpec } from "../../contract/forms/bookingFigures";
import {
  serviceChecklist,
  type Checklist,
  type ServiceDocuments,
  type SharedDocuments,
} from "../../domain/documents";
import type { FieldSpec } from "../../domain/simulator/validate";

/** The template of the service pages. */
const SERVICE_TEMPLATE = "ServicePage";

/**
 * The ranges a capacity check's inputs are held to until the borrowing-capacity section gives its
 * own (its data's fields replace these where capacityResults is wired): sums in lei, the flags 0
 * or 1, the term in months, the rate in percent.
 */
const capacityRange = (
  name: keyof typeof mailCopy.figures.capacity,
  min: number,
  max: number,
  decimals: number,
): FieldSpec => {
  const { label, unit } = mailCopy.figures.capacity[name];
  return { label, unit, min, max, default: min, decimals };
};

/**
 * The ranges a capacity check's inputs are held to until the borrowing-capacity section gives its
 * own (its data's fields replace these where capacityResults is wired): sums in lei, the flags 0
 * or 1, the term in months, the rate in percent.
 */
export const CAPACITY_RANGES: Readonly<Record<string, FieldSpec>> = {
  income: capacityRange("income", 0, 10_000_000, 2),
  debts: capacityRange("debts", 0, 10_000_000, 2),
  foreignCurrency: capacityRange("foreignCurrency", 0, 1, 0),
  firstHome: capacityRange("firstHome", 0, 1, 0),
  term: capacityRange("term", 1, 600, 0),
  rate: capacityRange("rate", 0, 100, 2),
};

export interface ServiceCatalog extends ContextCatalog {
  /** The result words of each simulator copy (data/simulator-copy.json), by its `copy` key. */
  readonly figureCopy: FigureCopy;
  /** A service's document checklist, or null when the data has none for it. */
  readonly checklist: (slug: string) => Checklist | null;
}

interface PageFile {
  route?: { path?: string; template?: string; title?: string };
  simulator?: SimulatorSpec;
  documents?: ServiceDocuments;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The catalog of a data folder (data/ by default). */
export function readServiceCatalog(
  dataDir = path.resolve(__dirname, "../../data"),
): ServiceCatalog {
  const routes = new Set(readRoutes(dataDir).map((route) => route.path));
  const services: (CatalogService & { documents: ServiceDocuments | null })[] = [];
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
      documents: file.documents ?? null,
    });
  }
  const shared = readJson<{ documents?: SharedDocuments }>(
    path.join(dataDir, "ro-service-shared.json"),
  ).documents;
  const simulatorCopy = readJson<FigureCopy>(path.join(dataDir, "simulator-copy.json"));
  return {
    services,
    isRoute: (route) => routes.has(route),
    capacity: CAPACITY_RANGES,
    figureCopy: { result: simulatorCopy.result, currency: simulatorCopy.currency },
    checklist(slug) {
      const service = services.find((s) => s.slug === slug);
      if (!service?.documents || !shared) return null;
      return serviceChecklist(shared, service.documents);
    },
  };
}
