/** @jest-environment node */
// The server's loader of a service's checklist (io/documents.ts), against the data files and a
// broken copy of them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readServiceChecklists, serviceChecklistOf } from "../../io/documents";
import { serviceSlug } from "../../contract/forms/bookingContext";
import { checklistText } from "../../domain/documents";
import { readData, routes } from "../helpers/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
const services = routes().filter((r) => r.template === "ServicePage");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const shared = readData<Json>("ro-service-shared.json").documents;

describe("a service's checklist read from the data files", () => {
  it("is the slug of each of the seven service pages", () => {
    expect([...readServiceChecklists(DATA).keys()].sort()).toEqual(
      services.map((r) => r.path.split("/").pop()).sort(),
    );
    expect(serviceSlug("/servicii/leasing")).toBe("leasing");
    expect(serviceSlug("/servicii/leasing/")).toBe("leasing");
  });

  it.each(services.map((r) => [serviceSlug(r.path), r.path]))(
    "%s: the audiences' shared groups, then the product's own, as the page file writes them",
    (slug, routePath) => {
      const file = fs
        .readdirSync(DATA)
        .find((name) => name.startsWith("page-") && readData<Json>(name).route.path === routePath)!;
      const { documents } = readData<Json>(file);
      const checklist = serviceChecklistOf(DATA, slug)!;
      expect(checklist.title).toBe(shared.title);
      expect(checklist.text).toBe(shared.text);
      expect(checklist.groups).toEqual([
        ...documents.audiences.map((a: string) => shared.groups[a]),
        documents.product,
      ]);
      const text = checklistText(checklist);
      for (const item of documents.product.items) expect(text).toContain(`- ${item}`);
    },
  );

  it("is null for a slug no service page has", () => {
    expect(serviceChecklistOf(DATA, "contact")).toBeNull();
    expect(serviceChecklistOf(DATA, "nu-exista")).toBeNull();
  });

  describe("from a broken copy of the data", () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
      for (const name of fs.readdirSync(DATA)) {
        if (name.endsWith(".json")) fs.copyFileSync(path.join(DATA, name), path.join(dir, name));
      }
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const edit = (name: string, change: (content: Json) => void) => {
      const file = path.join(dir, name);
      const content = JSON.parse(fs.readFileSync(file, "utf8"));
      change(content);
      fs.writeFileSync(file, JSON.stringify(content));
    };

    it("throws naming the page file and the field", () => {
      edit("page-factoring.json", (content) => (content.documents.audiences = ["firma"]));
      expect(() => readServiceChecklists(dir)).toThrow(
        'data/page-factoring.json: documents.audiences[0] "firma" is not an audience (person, company)',
      );
    });

    it("throws naming the shared file and the group", () => {
      edit("ro-service-shared.json", (content) => (content.documents.groups.company.items = []));
      expect(() => serviceChecklistOf(dir, "leasing")).toThrow(
        "data/ro-service-shared.json: documents.groups.company.items has no items",
      );
    });

    it("throws for a service page without its documents", () => {
      edit("page-leasing.json", (content) => delete content.documents);
      expect(() => readServiceChecklists(dir)).toThrow(
        "data/page-leasing.json: documents is missing",
      );
    });
  });
});
