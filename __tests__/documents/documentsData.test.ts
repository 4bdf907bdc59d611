/** @jest-environment node */
// The service pages' document checklists: the data every service page shows, and the build's
// checks that name the file and the field of a checklist that is not whole.
import { checkData, type DataNode } from "../../gatsby/checks";
import { checklistText, serviceChecklist, type SharedDocuments } from "../../domain/documents";
import { checkInput, dataNodes } from "../helpers/dataNodes";

const servicePages = () =>
  dataNodes().filter((n) => n.internal.type === "PagesJson" && n.template === "ServicePage");
const sharedNode = () => dataNodes().find((n) => n.internal.type === "RoServiceSharedJson")!;
const documentsOf = (key: string) =>
  dataNodes().find((n) => n.internal.type === "ServiceDocumentsJson" && n.key === key)!;

/** The real data with one node changed. */
function withChange(match: (n: DataNode) => boolean, change: (n: DataNode) => DataNode) {
  return dataNodes().map((n) => (match(n) ? change(n) : n));
}

describe("the service pages' document checklists", () => {
  it("are on all seven service pages, each group with at least one item", () => {
    const shared = sharedNode().documents as SharedDocuments;
    const pages = servicePages();
    expect(pages).toHaveLength(7);
    for (const page of pages) {
      const documents = documentsOf(String(page.pageKey));
      expect(documents).toBeDefined();
      const checklist = serviceChecklist(shared, documents as never);
      expect(checklist.groups.length).toBeGreaterThanOrEqual(2);
      for (const group of checklist.groups) {
        expect(group.title.trim()).not.toBe("");
        expect(group.items.length).toBeGreaterThan(0);
        for (const item of group.items) expect(item.trim()).not.toBe("");
      }
    }
  });

  it("say the list is orientative and that the consultant confirms it", () => {
    const { text } = sharedNode().documents as SharedDocuments;
    expect(text).toMatch(/orientativ/);
    expect(text).toMatch(/consultant/i);
  });

  it("are written with comma-below ș and ț, never cedilla ş and ţ", () => {
    const all = [
      sharedNode().documents,
      ...servicePages().map((p) => documentsOf(String(p.pageKey))),
    ];
    expect(JSON.stringify(all)).not.toMatch(/[şţŞŢ]/);
  });

  it("compose a person's and a company's groups before the product's own, in the file's order", () => {
    const shared = sharedNode().documents as SharedDocuments;
    const checklist = serviceChecklist(shared, {
      audiences: ["company", "person"],
      product: { title: "P", items: ["x"] },
    });
    expect(checklist.groups.map((g) => g.title)).toEqual([
      shared.groups.company.title,
      shared.groups.person.title,
      "P",
    ]);
    expect(checklistText(checklist)).toContain("P:\n- x");
  });
});

describe("the build's checks of a checklist", () => {
  const problems = (nodes: DataNode[]) => checkData(checkInput(nodes));

  it("pass on the project's data", () => {
    expect(problems(dataNodes()).filter((p) => /documents/.test(p))).toEqual([]);
  });

  it("name the file and the group of a shared group without items", () => {
    const nodes = withChange(
      (n) => n.internal.type === "RoServiceSharedJson",
      (n) => {
        const documents = n.documents as SharedDocuments;
        return {
          ...n,
          documents: {
            ...documents,
            groups: { ...documents.groups, person: { title: "T", items: [] } },
          },
        };
      },
    );
    expect(problems(nodes)).toContain(
      "data/ro-service-shared.json (the file's object): documents.groups.person.items has no items: a group lists at least one document",
    );
  });

  it("name the file and the item of an empty item", () => {
    const nodes = withChange(
      (n) => n.internal.type === "ServiceDocumentsJson" && n.key === "leasing",
      (n) => ({ ...n, product: { title: "Pentru leasing", items: ["Oferta", "  "] } }),
    );
    expect(problems(nodes)).toContain(
      "data/page-leasing.json (documents): documents.product.items[1] is empty",
    );
  });

  it("name an unknown audience, a repeated one and a page for no one", () => {
    const change = (key: string, audiences: unknown[]) => (n: DataNode) =>
      n.internal.type === "ServiceDocumentsJson" && n.key === key ? { ...n, audiences } : n;
    const nodes = dataNodes()
      .map(change("factoring", ["company", "persoana"]))
      .map(change("leasing", ["company", "company"]))
      .map(change("previziuni", []));
    const found = problems(nodes);
    expect(found).toContain(
      'data/page-factoring.json (documents): documents.audiences[1] "persoana" is not an audience (person, company)',
    );
    expect(found).toContain(
      'data/page-leasing.json (documents): documents.audiences[1] "company" is listed twice',
    );
    expect(found).toContain(
      "data/page-previziuni-financiare.json (documents): documents.audiences is empty: name person or company",
    );
  });

  it("name a service page without its documents", () => {
    const nodes = dataNodes().filter(
      (n) => !(n.internal.type === "ServiceDocumentsJson" && n.key === "factoring"),
    );
    expect(problems(nodes)).toContain(
      'data/page-factoring.json (route): a service page lists its documents: "documents" (audiences and product) is missing',
    );
  });

  it("name documents on a page that is no service page", () => {
    const nodes = withChange(
      (n) => n.internal.type === "ServiceDocumentsJson" && n.key === "leasing",
      (n) => ({ ...n, key: "contact" }),
    );
    expect(problems(nodes)).toContain(
      'data/page-leasing.json (documents): "documents" belongs on a ServicePage route\'s file only',
    );
  });
});
