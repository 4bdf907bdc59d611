/** @jest-environment node */
import path from "path";
import { createPages, TEMPLATES_DIR } from "../../gatsby/createPages";
import { waitForSettledData, type SettleResult } from "../../gatsby/patches/dataSettled";
import { clearOverlayError, showOverlayError } from "../../gatsby/developOverlay";
import { dataNodes } from "../helpers/dataNodes";
import { readData, type Item } from "../helpers/dataFiles";
import { routeEntries } from "../helpers/context";
import type { DataNode } from "../../gatsby/checks";
import {
  ITEM_CARRIER_TYPE,
  PAGE_FILE,
  PAGE_FILE_TYPE,
  transformerTypeOf,
} from "../../contract/pageFiles";
import { TEMPLATE_ROUTES } from "../helpers/templateRoutes";

// The nodes given here differ from data/ on purpose, so the wait for settled data (its own test:
// dataSettled.test.ts) passes them through as they are, unless a test says otherwise.
jest.mock("../../gatsby/patches/dataSettled", () => ({
  ...jest.requireActual("../../gatsby/patches/dataSettled"),
  waitForSettledData: jest.fn(),
}));
jest.mock("../../gatsby/developOverlay", () => ({
  showOverlayError: jest.fn(),
  clearOverlayError: jest.fn(),
}));

const settleMock = waitForSettledData as jest.MockedFunction<typeof waitForSettledData>;
const passThrough: typeof waitForSettledData = async (options) => ({
  settled: true,
  nodes: options.getNodes(),
  looks: 1,
  waitedMs: 0,
});

beforeEach(() => {
  settleMock.mockReset().mockImplementation(passThrough);
  jest.mocked(showOverlayError).mockClear();
  jest.mocked(clearOverlayError).mockClear();
});

type Args = Parameters<NonNullable<typeof createPages>>[0];

const TRANSFORMER = "gatsby-transformer-json";

/**
 * The node store of the build for these data nodes (parent: their file's name): a File node per
 * file, gatsby-transformer-json's nodes, of which a page file's and a carried item's are carriers,
 * and the carriers' children, as gatsby/pageNodes.ts makes them. `pageFiles` replaces what a page
 * file's carrier holds.
 */
function storeOf(nodes: DataNode[], pageFiles: Record<string, Item> = {}): DataNode[] {
  const store: DataNode[] = [];
  for (const file of new Set(nodes.map((n) => String(n.parent)))) {
    store.push({ id: `file ${file}`, relativePath: file, internal: { type: "File" } });
    if (PAGE_FILE.test(file)) {
      store.push({
        ...(pageFiles[file] ?? readData<Item>(file)),
        id: `carrier ${file}`,
        parent: `file ${file}`,
        internal: { type: PAGE_FILE_TYPE, owner: TRANSFORMER },
      });
    }
  }
  for (const node of nodes) {
    const file = String(node.parent);
    if (PAGE_FILE.test(file)) {
      store.push({ ...node, parent: `carrier ${file}` });
    } else if (transformerTypeOf(file) === ITEM_CARRIER_TYPE) {
      const carrier = `carrier ${node.id}`;
      store.push({
        id: carrier,
        parent: `file ${file}`,
        internal: { type: ITEM_CARRIER_TYPE, owner: TRANSFORMER },
      });
      store.push({ ...node, parent: carrier });
    } else {
      store.push({
        ...node,
        parent: `file ${file}`,
        internal: { ...node.internal, owner: TRANSFORMER },
      });
    }
  }
  return store;
}

function run(
  nodes: DataNode[] | (() => DataNode[]) = dataNodes(),
  pageFiles: Record<string, Item> = {},
  graphqlResult: unknown = undefined,
) {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const panic = jest.fn();
  const warn = jest.fn();
  const routes = routeEntries();
  let store = new Map<string, DataNode>();
  const getNodes = () => {
    const list = storeOf(typeof nodes === "function" ? nodes() : nodes, pageFiles);
    store = new Map(list.map((n) => [n.id, n]));
    return list;
  };
  const args = {
    graphql: jest.fn().mockResolvedValue(
      graphqlResult ?? {
        data: {
          allPagesJson: { nodes: routes },
          siteJson: { defaultOgImage: { publicURL: "/static/share.png" } },
        },
      },
    ),
    actions: { createPage },
    reporter: { panicOnBuild, panic, warn, verbose: jest.fn() },
    getNodes,
    getNode: (id: string) => store.get(id),
  } as unknown as Args;
  return {
    promise: (createPages as (a: Args) => Promise<void>)(args),
    createPage,
    panicOnBuild,
    panic,
    warn,
    routes,
  };
}

const danglingMenuLink = () =>
  dataNodes().map((n) =>
    n.internal.type === "MenuJson" && n.jsonId === 4 ? { ...n, link: "/contactt" } : n,
  );

describe("createPages", () => {
  it("creates one page per route (the page files' and data/pages.json's) with its template and context", async () => {
    const { promise, createPage, panicOnBuild, routes } = run();
    await promise;
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(createPage).toHaveBeenCalledTimes(routes.length);
    const created = createPage.mock.calls.map(([page]) => page);
    expect(created.map((p) => p.path).sort()).toEqual(routes.map((r) => r.path).sort());

    const leasing = created.find((p) => p.path === "/servicii/leasing");
    expect(leasing.component).toBe(path.join(TEMPLATES_DIR, "ServicePage.tsx"));
    expect(leasing.context).toMatchObject({
      pagePath: "/servicii/leasing",
      pageKey: "leasing",
      lang: "ro",
      chrome: { title: "Leasing", banner: true, parent: { path: "/servicii", title: "Servicii" } },
      seo: { canonical: "/servicii/leasing", indexable: true },
    });
    const services = created.filter((p) => p.component.endsWith("ServicePage.tsx"));
    expect(services.map((p) => p.context.pageKey).sort()).toEqual([
      "credite_persoane_fizice",
      "factoring",
      "finantari_termen_lung",
      "finantari_termen_scurt",
      "fonduri-europene",
      "leasing",
      "previziuni",
    ]);
    const duplicate = created.find((p) => p.path === "/pricing-plan");
    expect(duplicate.context.seo.canonical).toBe("/pricing");
  });

  it("fails the build naming the page whose FAQ key has no items, and creates nothing", async () => {
    const nodes = dataNodes().filter(
      (n) => !(n.internal.type === "FaqJson" && n.page === "factoring"),
    );
    const { promise, createPage, panicOnBuild } = run(nodes);
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'data/page-factoring.json (route): page key "factoring" has no FAQ items (its "faq")',
      ),
    );
  });

  it("names data/pages.json for a route it carries, and the page file of a part", async () => {
    const nodes = dataNodes()
      .filter((n) => !(n.internal.type === "FaqJson" && n.page === "inner_page"))
      .map((n) =>
        n.internal.type === "ServicePageJson" && n.key === "leasing"
          ? { ...n, intro: { ...(n.intro as object), title: undefined } }
          : n,
      );
    const { promise, createPage, panicOnBuild } = run(nodes);
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    const [message] = panicOnBuild.mock.calls[0] as [string];
    expect(message).toContain(
      'data/pages.json (path "/faqs"): page key "inner_page" has no FAQ items (its "faq")',
    );
    expect(message).toContain(
      'data/page-leasing.json (service): required field "intro.title" is missing',
    );
  });

  it("fails the build naming a page file of a wrong shape and its part, and creates nothing", async () => {
    const leasing = readData<Item>("page-leasing.json");
    const { promise, createPage, panicOnBuild } = run(dataNodes(), {
      "page-leasing.json": { ...leasing, sidebar: { title: "?" } },
    });
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'data/page-leasing.json: "sidebar" is not a part of a page (route, home, about, ',
      ),
    );
  });

  it("fails the build when the routes cannot be queried", async () => {
    const errors = [{ message: "Cannot query field" }];
    const { promise, createPage, panicOnBuild } = run(dataNodes(), {}, { errors });
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      "The routes (the page files' and data/pages.json's) could not be read",
      errors,
    );
  });

  it("fails the build naming a dangling link", async () => {
    const { promise, panicOnBuild } = run(danglingMenuLink());
    await promise;
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('data/menu.json (jsonId "4"): link "/contactt" is not a route'),
    );
  });

  it("fails the build, creating nothing, when the data files do not settle", async () => {
    settleMock.mockResolvedValue({
      settled: false,
      reasons: ["data/page-leasing.json does not parse as JSON (Unexpected end of JSON input)"],
      looks: 201,
      waitedMs: 20_000,
    });
    const { promise, createPage, panicOnBuild } = run();
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      "Data files did not settle within 20 s:\n  data/page-leasing.json does not parse as JSON (Unexpected end of JSON input)",
    );
    expect(showOverlayError).not.toHaveBeenCalled();
  });

  it("checks again when the data changed while the routes were queried", async () => {
    const before = dataNodes();
    const after = danglingMenuLink().map((n) => ({
      ...n,
      internal: { ...n.internal, contentDigest: "after the save" },
    }));
    let looks = 0;
    const { promise, createPage, panicOnBuild } = run(() => (looks++ === 0 ? before : after));
    await promise;
    expect(settleMock).toHaveBeenCalledTimes(2);
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('data/menu.json (jsonId "4"): link "/contactt" is not a route'),
    );
  });
});

describe("createPages under gatsby develop", () => {
  const command = process.env.gatsby_executing_command;
  beforeAll(() => {
    process.env.gatsby_executing_command = "develop";
  });
  afterAll(() => {
    process.env.gatsby_executing_command = command;
  });

  it("keeps the last good pages and shows a data error in the overlay until it is fixed", async () => {
    const good = run();
    await good.promise;
    const goodPages = good.createPage.mock.calls.map(([page]) => page);
    expect(goodPages).toHaveLength(good.routes.length);

    const broken = run(danglingMenuLink());
    await broken.promise;
    const message = expect.stringContaining(
      'data/menu.json (jsonId "4"): link "/contactt" is not a route of the site',
    );
    expect(broken.panicOnBuild).toHaveBeenCalledWith(message);
    expect(showOverlayError).toHaveBeenCalledWith(
      "data-check",
      "Data check failed",
      message,
      path.resolve(TEMPLATES_DIR, "../../data/menu.json"),
    );
    expect(broken.createPage.mock.calls.map(([page]) => page)).toEqual(goodPages);
    expect(broken.warn).toHaveBeenCalledWith(
      `Keeping the last good ${goodPages.length} pages until data/ is fixed`,
    );
    expect(clearOverlayError).not.toHaveBeenCalled();

    const fixed = run();
    await fixed.promise;
    expect(fixed.panicOnBuild).not.toHaveBeenCalled();
    expect(clearOverlayError).toHaveBeenCalledWith("data-check");
    expect(fixed.createPage).toHaveBeenCalledTimes(good.routes.length);
  });

  it("keeps the last good pages when the data files do not settle", async () => {
    await run().promise;
    settleMock.mockResolvedValue({
      settled: false,
      reasons: ["data/page-leasing.json: its 6 data nodes do not match the file's 8 items yet"],
      looks: 201,
      waitedMs: 20_000,
    } satisfies SettleResult);
    const { promise, createPage, panicOnBuild } = run();
    await promise;
    const message = expect.stringContaining("data/page-leasing.json: its 6 data nodes");
    expect(panicOnBuild).toHaveBeenCalledWith(message);
    expect(showOverlayError).toHaveBeenCalledWith(
      "data-check",
      "Data files did not settle",
      message,
      path.resolve(TEMPLATES_DIR, "../../data/page-leasing.json"),
    );
    expect(createPage).toHaveBeenCalledTimes(routeEntries().length);
  });
});

describe("createPages under SITE_TEMPLATE_PAGES", () => {
  const before = process.env.SITE_TEMPLATE_PAGES;
  afterEach(() => {
    if (before === undefined) delete process.env.SITE_TEMPLATE_PAGES;
    else process.env.SITE_TEMPLATE_PAGES = before;
  });
  const createdUnder = async (value: string) => {
    process.env.SITE_TEMPLATE_PAGES = value;
    const outcome = run();
    await outcome.promise;
    const paths: string[] = outcome.createPage.mock.calls.map(([page]) => page.path);
    return { ...outcome, paths };
  };

  it('"on" creates every route, the template pages among them', async () => {
    const { paths, routes, panicOnBuild } = await createdUnder("on");
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(paths.sort()).toEqual(routes.map((r) => r.path).sort());
    expect(paths).toEqual(expect.arrayContaining(TEMPLATE_ROUTES));
  });

  it('"off" creates every route but the template pages: the Romanian pages and the not-found page', async () => {
    const { paths, routes, panicOnBuild, createPage } = await createdUnder("off");
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(paths.filter((p) => TEMPLATE_ROUTES.includes(p))).toEqual([]);
    expect(paths.sort()).toEqual(
      routes
        .map((r) => r.path)
        .filter((p) => !TEMPLATE_ROUTES.includes(p))
        .sort(),
    );
    const notFound = createPage.mock.calls.map(([page]) => page).find((p) => p.path === "/404");
    expect(notFound.component).toBe(path.join(TEMPLATES_DIR, "NotFoundPage.tsx"));
  });

  it("a wrong value stops the build with the reader's message and creates nothing", async () => {
    const { createPage, panic } = await createdUnder("false");
    expect(createPage).not.toHaveBeenCalled();
    expect(panic).toHaveBeenCalledWith(
      'SITE_TEMPLATE_PAGES must be "on" (the default: the English template pages are built) or "off" (they are left out), not "false"',
    );
  });
});
