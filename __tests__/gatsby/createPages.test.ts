/** @jest-environment node */
import path from "path";
import { createPages, TEMPLATES_DIR } from "../../gatsby/createPages";
import { waitForSettledData, type SettleResult } from "../../gatsby/dataSettled";
import { clearOverlayError, showOverlayError } from "../../gatsby/developOverlay";
import { dataNodes } from "../helpers/dataNodes";
import { routeEntries } from "../helpers/context";
import type { DataNode } from "../../gatsby/checks";

// The nodes given here differ from data/ on purpose, so the wait for settled data (its own test:
// dataSettled.test.ts) passes them through as they are, unless a test says otherwise.
jest.mock("../../gatsby/dataSettled", () => ({
  ...jest.requireActual("../../gatsby/dataSettled"),
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

function run(nodes: DataNode[] | (() => DataNode[]) = dataNodes()) {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const warn = jest.fn();
  const routes = routeEntries();
  const args = {
    graphql: jest.fn().mockResolvedValue({
      data: {
        allPagesJson: { nodes: routes },
        siteJson: { defaultOgImage: { publicURL: "/static/share.png" } },
      },
    }),
    actions: { createPage },
    reporter: { panicOnBuild, warn, verbose: jest.fn() },
    getNodes: typeof nodes === "function" ? nodes : () => nodes,
    getNode: (id: string) => ({ relativePath: id }),
  } as unknown as Args;
  return {
    promise: (createPages as (a: Args) => Promise<void>)(args),
    createPage,
    panicOnBuild,
    warn,
    routes,
  };
}

const danglingMenuLink = () =>
  dataNodes().map((n) =>
    n.internal.type === "MenuJson" && n.jsonId === 4 ? { ...n, link: "/contactt" } : n,
  );

describe("createPages", () => {
  it("creates one page per route of data/pages.json with its template and context", async () => {
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
        'data/pages.json (path "/servicii/factoring"): page key "factoring" has no FAQ items',
      ),
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
      reasons: ["data/faq.ro.json does not parse as JSON (Unexpected end of JSON input)"],
      looks: 201,
      waitedMs: 20_000,
    });
    const { promise, createPage, panicOnBuild } = run();
    await promise;
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith(
      "Data files did not settle within 20 s:\n  data/faq.ro.json does not parse as JSON (Unexpected end of JSON input)",
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
      'data/menu.json (jsonId "4"): link "/contactt" is not a route in data/pages.json',
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
      reasons: ["data/faq.ro.json: its 38 data nodes do not match the file's 40 items yet"],
      looks: 201,
      waitedMs: 20_000,
    } satisfies SettleResult);
    const { promise, createPage, panicOnBuild } = run();
    await promise;
    const message = expect.stringContaining("data/faq.ro.json: its 38 data nodes");
    expect(panicOnBuild).toHaveBeenCalledWith(message);
    expect(showOverlayError).toHaveBeenCalledWith(
      "data-check",
      "Data files did not settle",
      message,
      path.resolve(TEMPLATES_DIR, "../../data/faq.ro.json"),
    );
    expect(createPage).toHaveBeenCalledTimes(routeEntries().length);
  });
});
