// A service catalog over a copy of data/ with document checklists of its own (a test's, not the
// site's): the shared person and company lists and the leasing page's product list, so the mails'
// checklist is tested whatever data/ holds. Every other part is data/'s as shipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readServiceCatalog, type ServiceCatalog } from "../../server/booking/catalog";
import type { ServiceDocuments, SharedDocuments } from "../../domain/documents";

const DATA = path.resolve(__dirname, "../../data");

export const TEST_SHARED_DOCUMENTS: SharedDocuments = {
  title: "Ce documente îți trebuie",
  text: "Lista este orientativă: fiecare finanțator poate cere și alte documente.",
  print: "Tipărește lista",
  groups: {
    person: { title: "Pentru tine", items: ["Actul de identitate", "Adeverința de venit"] },
    company: {
      title: "Pentru firmă",
      items: ["Certificatul de înregistrare", "Situațiile financiare ale ultimului an"],
    },
  },
};

export const TEST_LEASING_DOCUMENTS: ServiceDocuments = {
  audiences: ["company"],
  product: { title: "Pentru leasing", items: ["Oferta furnizorului pentru bun"] },
};

/** The catalog of a copy of data/ whose leasing page and shared file carry the test's
 * checklists; the folder is removed at once, the catalog holds what it read. */
export function catalogWithDocuments(): ServiceCatalog {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-"));
  try {
    for (const name of fs.readdirSync(DATA)) {
      if (name.endsWith(".json")) fs.copyFileSync(path.join(DATA, name), path.join(dir, name));
    }
    const edit = (name: string, change: (json: Record<string, unknown>) => void) => {
      const file = path.join(dir, name);
      const json = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      change(json);
      fs.writeFileSync(file, JSON.stringify(json));
    };
    edit("ro-service-shared.json", (json) => {
      json.documents = TEST_SHARED_DOCUMENTS;
    });
    edit("page-leasing.json", (json) => {
      json.documents = TEST_LEASING_DOCUMENTS;
    });
    return readServiceCatalog(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
