/** @jest-environment node */
import path from "path";
import { createPages, TEMPLATES_DIR } from "../../gatsby/createPages";
import { dataNodes } from "../helpers/dataNodes";
import { routeEntries } from "../helpers/context";
import type { DataNode } from "../../gatsby/checks";

type Args = Parameters<NonNullable<typeof createPages>>[0];

function run(nodes: DataNode[] = dataNodes()) {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const routes = routeEntries();
  const args = {
    graphql: jest.fn().mockResolvedValue({
      data: {
        allPagesJson: { nodes: routes },
        siteJson: { defaultOgImage: { publicURL: "/static/share.png" } },
      },
    }),
    actions: { createPage },
    reporter: { panicOnBuild },
    getNodes: () => nodes,
    getNode: (id: string) => ({ relativePath: id }),
  } as unknown as Args;
  return {
    promise: (createPages as (a: Args) => Promise<void>)(args),
    createPage,
    panicOnBuild,
    routes,
  };
}

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
    const nodes = dataNodes().map((n) =>
      n.internal.type === "MenuJson" && n.jsonId === 4 ? { ...n, link: "/contactt" } : n,
    );
    const { promise, panicOnBuild } = run(nodes);
    await promise;
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('data/menu.json (jsonId "4"): link "/contactt" is not a route'),
    );
  });
});
