// The service pages' document checklists as the Node programs read them from a data folder: the
// server composes the list of the service a booking names (its slug, the last segment of the
// service page's path: `/servicii/leasing` → `leasing`) from data/ro-service-shared.json and the
// service page's file, as the page shows it (domain/documents.ts). A checklist that is not whole
// throws naming the file and the field, as the build would fail on it.
import fs from "node:fs";
import path from "node:path";
import {
  serviceChecklist,
  type Checklist,
  type ServiceDocuments,
  type SharedDocuments,
} from "../domain/documents";
import { serviceDocumentsProblems, sharedDocumentsProblems } from "../domain/documentsProblems";
import { pageFileNames } from "./pageFiles";
import { serviceSlug } from "../contract/forms/bookingContext";

export const SHARED_FILE = "ro-service-shared.json";
const SERVICE_TEMPLATE = "ServicePage";

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

function whole<T>(file: string, value: unknown, problems: (value: unknown) => string[]): T {
  const found = problems(value);
  if (found.length > 0) throw new Error(`data/${file}: ${found.join("; ")}`);
  return value as T;
}

/** Every service's checklist by its slug, in the page files' order. */
export function readServiceChecklists(dataDir: string): Map<string, Checklist> {
  const shared = whole<SharedDocuments>(
    SHARED_FILE,
    readJson(path.join(dataDir, SHARED_FILE)).documents,
    sharedDocumentsProblems,
  );
  const checklists = new Map<string, Checklist>();
  for (const name of pageFileNames(dataDir)) {
    const content = readJson(path.join(dataDir, name));
    const route = content.route as { path?: string; template?: string } | undefined;
    if (route?.template !== SERVICE_TEMPLATE || typeof route.path !== "string") continue;
    const service = whole<ServiceDocuments>(name, content.documents, serviceDocumentsProblems);
    checklists.set(serviceSlug(route.path), serviceChecklist(shared, service));
  }
  return checklists;
}

/** The checklist of the service whose slug is `slug`, or null when no service page has it. */
export function serviceChecklistOf(dataDir: string, slug: string): Checklist | null {
  return readServiceChecklists(dataDir).get(slug) ?? null;
}
