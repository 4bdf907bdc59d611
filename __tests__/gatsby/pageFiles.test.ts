/** @jest-environment node */
// The page files' mapping to the collections the templates query (contract/pageFiles.ts), and the
// nodes the site makes from them and from the carried items of the other files of those
// collections (gatsby/pageNodes.ts). How the wait for settled data counts these nodes is
// dataSettled.test.ts's.
import fs from "fs";
import os from "os";
import path from "path";
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql";
import {
  collectionOfFile,
  ITEM_CARRIER_TYPE,
  itemFields,
  PAGE_FILE_TYPE,
  PART_TYPES,
  partNodes,
  PARTS,
  transformerTypeOf,
} from "../../contract/pageFiles";
import { dataNodes, onCreateNode, pageFileProblems } from "../../gatsby/pageNodes";
import { typeDefs } from "../../gatsby/schema";
import { readData, type Item } from "../helpers/dataFiles";
import { pageFileNames, pageFileOf, readRoutes } from "../../io/pageFiles";

const DATA = path.resolve(__dirname, "../../data");

const route = {
  path: "/servicii/leasing",
  template: "ServicePage",
  lang: "ro",
  pageKey: "leasing",
  contentKey: "leasing-doc",
  title: "Leasing",
};

describe("partNodes", () => {
  it("makes one node per object part and per item of a list part, in the file's order", () => {
    const nodes = partNodes({
      route,
      service: { id: 3, intro: { title: "Leasing" } },
      faq: [
        { id: 17, title: "Q1", desc: "A1", showAnswer: false },
        { id: 18, title: "Q2", desc: "A2", showAnswer: true },
      ],
      simulator: { kind: "leasing", copy: "ro" },
    });
    expect(nodes.map((n) => [n.type, n.at])).toEqual([
      ["PagesJson", "route"],
      ["ServicePageJson", "service"],
      ["FaqJson", "faq[0]"],
      ["FaqJson", "faq[1]"],
      ["SimulatorJson", "simulator"],
    ]);
  });

  it("adds the fields the route implies and reads `id` as jsonId", () => {
    const [routeNode, service, faq, simulator] = partNodes({
      route,
      service: { id: 3, intro: { title: "Leasing" } },
      faq: [{ id: 17, title: "Q1", desc: "A1" }],
      simulator: { kind: "leasing" },
    });
    // The route itself implies nothing, and has no id to read.
    expect(routeNode.fields).toEqual(route);
    expect(service.fields).toEqual({ intro: { title: "Leasing" }, key: "leasing", jsonId: 3 });
    expect(faq.fields).toEqual({ title: "Q1", desc: "A1", page: "leasing", jsonId: 17 });
    expect(simulator.fields).toEqual({ kind: "leasing", key: "leasing" });
  });

  it("takes each implied field from the route's field its part names", () => {
    const fieldsOf = (part: string, value: unknown) =>
      partNodes({ route, [part]: value })[1].fields;
    expect(fieldsOf("legal", { title: "Termeni" })).toMatchObject({ key: "leasing-doc" });
    expect(fieldsOf("steps", [{ id: 1, title: "Pas" }])).toMatchObject({ page: "leasing" });
    expect(fieldsOf("counters", [{ id: 1, target: 15 }])).toMatchObject({ page: "leasing" });
    expect(fieldsOf("reasons", [{ id: 1, icon: "chart" }])).toMatchObject({ lang: "ro" });
    expect(fieldsOf("timeline", [{ id: 1, year: "2010" }])).toMatchObject({ lang: "ro" });
    // Parts the route says nothing about keep their fields as written, group included.
    expect(fieldsOf("cards", [{ id: 5, group: "servicii" }])).toEqual({
      group: "servicii",
      jsonId: 5,
    });
    expect(fieldsOf("companyInfo", [{ id: 1, label: "CUI" }])).toEqual({ label: "CUI", jsonId: 1 });
  });

  it("gives every part a declared collection, with the fields the route implies", () => {
    const declared = new Map<string, ObjectTypeDefinitionNode>();
    for (const def of parse(typeDefs).definitions) {
      if (def.kind === Kind.OBJECT_TYPE_DEFINITION) declared.set(def.name.value, def);
    }
    for (const [name, part] of Object.entries(PARTS)) {
      const def = declared.get(part.type);
      expect(`${name}: ${def ? part.type : "undeclared"}`).toBe(`${name}: ${part.type}`);
      const fields = (def?.fields ?? []).map((f) => f.name.value);
      for (const field of Object.keys(part.fromRoute ?? {})) {
        expect(`${part.type}.${field}: ${fields.includes(field)}`).toBe(
          `${part.type}.${field}: true`,
        );
      }
    }
    expect(declared.has(PAGE_FILE_TYPE)).toBe(true);
    expect(declared.has(ITEM_CARRIER_TYPE)).toBe(true);
  });

  it("refuses a content that is not a page file's, naming the part", () => {
    expect(() => partNodes([route])).toThrow("a page file holds one object");
    expect(() => partNodes(null)).toThrow("a page file holds one object");
    expect(() => partNodes({ faq: [] })).toThrow(
      '"route" is missing: every page file starts with its route',
    );
    expect(() => partNodes({ route: [route] })).toThrow('"route" is missing');
    expect(() => partNodes({ route, sidebar: {} })).toThrow(
      `"sidebar" is not a part of a page (${Object.keys(PARTS).join(", ")})`,
    );
    expect(() => partNodes({ route, faq: { id: 1 } })).toThrow('"faq" must be a list');
    expect(() => partNodes({ route, faq: [{ id: 1 }, "Q2"] })).toThrow(
      '"faq[1]" must be an object',
    );
    expect(() => partNodes({ route, service: [{ id: 1 }] })).toThrow('"service" must be an object');
  });

  it("reads every page file of data/, each with its route first", () => {
    const names = pageFileNames(DATA);
    expect(names).toHaveLength(16);
    for (const name of names) {
      const nodes = partNodes(readData<Item>(name));
      expect(`${name}: ${nodes[0].at}`).toBe(`${name}: route`);
      expect(nodes.filter((n) => n.type === "PagesJson")).toHaveLength(1);
    }
  });
});

describe("itemFields", () => {
  it("reads `id` as jsonId, as gatsby-transformer-json does, and leaves an item without one", () => {
    expect(itemFields({ id: 2, title: "T" })).toEqual({ title: "T", jsonId: 2 });
    expect(itemFields({ title: "T" })).toEqual({ title: "T" });
    expect(itemFields({ id: 2, title: "T" }, { page: "x" })).toEqual({
      title: "T",
      page: "x",
      jsonId: 2,
    });
  });
});

describe("transformerTypeOf", () => {
  it("types a page file's node RoPageJson, whatever its page", () => {
    for (const name of ["page-acasa.json", "page-leasing.json", "page-2-x.json"]) {
      expect(transformerTypeOf(name)).toBe(PAGE_FILE_TYPE);
    }
  });

  it("carries the items of the other files of the collections page files feed", () => {
    for (const name of ["pages.json", "faq.en.json", "counter.en.json", "why-choose.en.json"]) {
      expect(PART_TYPES.has(collectionOfFile(name))).toBe(true);
      expect(transformerTypeOf(name)).toBe(ITEM_CARRIER_TYPE);
    }
  });

  it("types the other files after their collection", () => {
    expect(transformerTypeOf("site.json")).toBe("SiteJson");
    expect(transformerTypeOf("en-about.json")).toBe("EnAboutJson");
    expect(transformerTypeOf("simulator-copy.json")).toBe("SimulatorCopyJson");
    expect(transformerTypeOf("testimonial.en.json")).toBe("TestimonialJson");
    // Not a page file's name: upper case, or not JSON.
    expect(transformerTypeOf("Page-Leasing.json")).toBe("PageLeasingJson");
    expect(transformerTypeOf("page-leasing.json.bak")).not.toBe(PAGE_FILE_TYPE);
  });
});

describe("readRoutes", () => {
  let dir: string;
  const write = (name: string, value: unknown) =>
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  const at = (p: string) => ({ path: p, template: "T", lang: "ro", title: p, pageTitle: p });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives the page files' routes by path, home first, then data/pages.json's in its order", () => {
    write("page-zeta.json", { route: at("/a") });
    write("page-acasa.json", { route: at("/") });
    write("page-beta.json", { route: at("/servicii/leasing"), faq: [] });
    write("page-alfa.json", { route: at("/servicii") });
    write("pages.json", [at("/home-two"), at("/about"), at("/404")]);
    write("faq.en.json", [{ id: 1, page: "x" }]);
    expect(readRoutes(dir).map((r) => r.path)).toEqual([
      "/",
      "/a",
      "/servicii",
      "/servicii/leasing",
      "/home-two",
      "/about",
      "/404",
    ]);
    expect(pageFileNames(dir)).toEqual([
      "page-acasa.json",
      "page-alfa.json",
      "page-beta.json",
      "page-zeta.json",
    ]);
    expect(pageFileOf(dir, "/servicii/leasing")).toBe("page-beta.json");
    expect(pageFileOf(dir, "/about")).toBeUndefined();
  });

  it("names a page file without its route", () => {
    write("page-acasa.json", { home: {} });
    write("pages.json", []);
    expect(() => readRoutes(dir)).toThrow('data/page-acasa.json: "route" is missing');
  });

  it("lists every route of the site once: each page file's and each of data/pages.json", () => {
    const routes = readRoutes(DATA).map((r) => r.path);
    const fromPageFiles = pageFileNames(DATA).map((name) => readData<Item>(name).route.path);
    const fromPagesJson = readData<Item[]>("pages.json").map((r) => r.path);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual([
      ...[...fromPageFiles].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a < b ? -1 : 1)),
      ...fromPagesJson,
    ]);
    expect(routes).toHaveLength(16 + 17);
    expect(routes).toEqual(
      expect.arrayContaining(["/", "/servicii/leasing", "/termeni-si-conditii", "/about", "/404"]),
    );
    // Every Romanian page has its file; data/pages.json keeps only the English ones and /404.
    expect(
      readRoutes(DATA)
        .filter((r) => r.lang === "ro")
        .map((r) => r.path),
    ).toEqual(routes.slice(0, 16));
    expect(fromPagesJson.slice(-1)).toEqual(["/404"]);
  });
});

describe("the nodes of gatsby/pageNodes.ts", () => {
  const TRANSFORMER = "gatsby-transformer-json";
  interface Node {
    id: string;
    parent?: string | null;
    internal: { type: string; owner?: string; description?: string; contentDigest?: string };
    [field: string]: unknown;
  }

  /** Runs onCreateNode on `node`, the File nodes given by id, and returns the nodes it made. */
  function made(node: Node, files: Record<string, Node> = {}) {
    const created: Node[] = [];
    const links: [string, string][] = [];
    (onCreateNode as unknown as (args: object) => void)({
      node,
      actions: {
        createNode: (child: Node) => created.push(child),
        createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) =>
          links.push([parent.id, child.id]),
      },
      getNode: (id: string) => files[id],
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: (value: unknown) => `digest(${JSON.stringify(value)})`,
    });
    return { created, links };
  }

  const pageFileNode = (content: object): Node => ({
    ...content,
    id: "leasing",
    parent: "file leasing",
    children: [],
    internal: { type: PAGE_FILE_TYPE, owner: TRANSFORMER, contentDigest: "d" },
  });

  it("makes a page file's parts its children, each with its place in the file", () => {
    const content = { route, faq: [{ id: 17, title: "Q1", desc: "A1" }] };
    const { created, links } = made(pageFileNode(content));
    const faqFields = { title: "Q1", desc: "A1", page: "leasing", jsonId: 17 };
    expect(created).toEqual([
      {
        ...route,
        id: "id(leasing route)",
        parent: "leasing",
        children: [],
        internal: {
          type: "PagesJson",
          contentDigest: `digest(${JSON.stringify(route)})`,
          description: "route",
        },
      },
      {
        ...faqFields,
        id: "id(leasing faq[0])",
        parent: "leasing",
        children: [],
        internal: {
          type: "FaqJson",
          contentDigest: `digest(${JSON.stringify(faqFields)})`,
          description: "faq[0]",
        },
      },
    ]);
    expect(links).toEqual([
      ["leasing", "id(leasing route)"],
      ["leasing", "id(leasing faq[0])"],
    ]);
  });

  it("makes a carried item the node of its file's collection, its id read as jsonId", () => {
    const file: Node = { id: "file faq", base: "faq.en.json", internal: { type: "File" } };
    const carrier: Node = {
      page: "inner_page",
      title: "Q",
      id: "carrier",
      parent: "file faq",
      children: [],
      internal: { type: ITEM_CARRIER_TYPE, owner: TRANSFORMER, contentDigest: "d" },
      jsonId: 4,
    };
    const { created } = made(carrier, { "file faq": file });
    const fields = { page: "inner_page", title: "Q", jsonId: 4 };
    expect(created).toEqual([
      {
        ...fields,
        id: "id(carrier )",
        parent: "carrier",
        children: [],
        internal: { type: "FaqJson", contentDigest: `digest(${JSON.stringify(fields)})` },
      },
    ]);
  });

  it("makes nothing of a page file of a wrong shape, nor of other nodes", () => {
    expect(made(pageFileNode({ route, sidebar: {} })).created).toEqual([]);
    expect(made(pageFileNode({ faq: [] })).created).toEqual([]);
    const site: Node = { id: "s", companyName: "Axia", internal: { type: "SiteJson" } };
    expect(made(site).created).toEqual([]);
  });

  it("gives the checks the transformer's nodes and the carriers' children, not the carriers", () => {
    const nodes: Node[] = [
      { id: "f", internal: { type: "File", owner: "gatsby-source-filesystem" } },
      { id: "site", parent: "f", internal: { type: "SiteJson", owner: TRANSFORMER } },
      pageFileNode({ route }),
      {
        id: "part",
        parent: "leasing",
        internal: { type: "PagesJson", owner: "default-site-plugin" },
      },
      { id: "page", parent: "f", internal: { type: "SitePage", owner: "internal-data-bridge" } },
    ];
    expect(dataNodes(nodes).map((n) => n.id)).toEqual(["site", "part"]);
  });

  it("names the page files of a wrong shape, and the part, for the data check", () => {
    const nodes = [
      pageFileNode({ route, sidebar: {} }),
      { ...pageFileNode({ route, faq: {} }), id: "other" },
      { ...pageFileNode({ route }), id: "good" },
    ];
    const fileOf = (node: { id: string }) => `page-${node.id}.json`;
    expect(pageFileProblems(nodes, fileOf)).toEqual([
      `data/page-leasing.json: "sidebar" is not a part of a page (${Object.keys(PARTS).join(", ")})`,
      'data/page-other.json: "faq" must be a list',
    ]);
  });

  it("refuses a page file written as a list (one carrier per item) and reads `id` as written", () => {
    const items = [
      { ...pageFileNode({ route }), id: "a" },
      { ...pageFileNode({ route }), id: "b" },
    ];
    expect(pageFileProblems(items, () => "page-list.json")).toEqual([
      "data/page-list.json: a page file holds one object, not a list",
    ]);
    const withId = { ...pageFileNode({ route }), jsonId: 7 };
    expect(pageFileProblems([withId], () => "page-id.json")).toEqual([
      `data/page-id.json: "id" is not a part of a page (${Object.keys(PARTS).join(", ")})`,
    ]);
  });
});
