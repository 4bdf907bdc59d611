/** @jest-environment node */
// SITE_TEMPLATE_PAGES: its one reader (on, off, unset, a wrong value), which routes it leaves out,
// and the route list of the scripts and the build check following it.
import {
  isTemplatePage,
  routesOfBuild,
  templatePagesOn,
  TEMPLATE_PAGES_VAR,
} from "../../gatsby/templatePages";
import config from "../../gatsby-config";
import type { SitemapRoute } from "../../gatsby/sitemap";
import { routes } from "../helpers/dataFiles";
import { TEMPLATE_ROUTES } from "../helpers/templateRoutes";

const withSwitch = (value: string | undefined): NodeJS.ProcessEnv =>
  value === undefined ? {} : { [TEMPLATE_PAGES_VAR]: value };

describe("templatePagesOn: the one reader of SITE_TEMPLATE_PAGES", () => {
  it("keeps the template pages when the variable is unset or empty", () => {
    expect(TEMPLATE_PAGES_VAR).toBe("SITE_TEMPLATE_PAGES");
    expect(templatePagesOn(withSwitch(undefined))).toBe(true);
    expect(templatePagesOn(withSwitch(""))).toBe(true);
  });

  it('keeps them with "on" and leaves them out with "off"', () => {
    expect(templatePagesOn(withSwitch("on"))).toBe(true);
    expect(templatePagesOn(withSwitch("off"))).toBe(false);
  });

  it.each(["yes", "false", "0", "OFF", " off", "of"])(
    "refuses %j, naming the variable and the values it takes",
    (value) => {
      expect(() => templatePagesOn(withSwitch(value))).toThrow(
        `SITE_TEMPLATE_PAGES must be "on" (the default: the English template pages are built) or "off" (they are left out), not ${JSON.stringify(value)}`,
      );
    },
  );

  it("reads the process's environment by default", () => {
    const before = process.env[TEMPLATE_PAGES_VAR];
    try {
      process.env[TEMPLATE_PAGES_VAR] = "off";
      expect(templatePagesOn()).toBe(false);
      process.env[TEMPLATE_PAGES_VAR] = "nope";
      expect(() => templatePagesOn()).toThrow(/SITE_TEMPLATE_PAGES must be/);
    } finally {
      if (before === undefined) delete process.env[TEMPLATE_PAGES_VAR];
      else process.env[TEMPLATE_PAGES_VAR] = before;
    }
  });
});

describe("the routes a build makes", () => {
  const all = routes().map((r) => ({ ...r, chrome: String(r.chrome) }));

  it("the template pages are exactly the English template routes: not the not-found page, no Romanian page", () => {
    expect(
      all
        .filter(isTemplatePage)
        .map((r) => r.path)
        .sort(),
    ).toEqual(TEMPLATE_ROUTES);
  });

  it("with the switch on every route is built; off, every one but the template pages", () => {
    expect(routesOfBuild(all, true)).toEqual(all);
    const off = routesOfBuild(all, false).map((r) => r.path);
    expect(off).toEqual(all.map((r) => r.path).filter((p) => !TEMPLATE_ROUTES.includes(p)));
    expect(off).toEqual(expect.arrayContaining(["/", "/servicii", "/contact", "/404"]));
  });
});

describe("scripts/siteRoutes.ts follows the switch", () => {
  /** The module as a script started under `env` sees it. */
  function siteRoutesUnder(value: string | undefined): typeof import("../../scripts/siteRoutes") {
    const before = process.env[TEMPLATE_PAGES_VAR];
    if (value === undefined) delete process.env[TEMPLATE_PAGES_VAR];
    else process.env[TEMPLATE_PAGES_VAR] = value;
    try {
      let loaded: typeof import("../../scripts/siteRoutes") | undefined;
      jest.isolateModules(() => {
        loaded = jest.requireActual<typeof import("../../scripts/siteRoutes")>(
          "../../scripts/siteRoutes",
        );
      });
      return loaded!;
    } finally {
      if (before === undefined) delete process.env[TEMPLATE_PAGES_VAR];
      else process.env[TEMPLATE_PAGES_VAR] = before;
    }
  }

  it("unset: every route, none left out", () => {
    const { ROUTES, LEFT_OUT_ROUTES, NOT_FOUND_ROUTE } = siteRoutesUnder(undefined);
    expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(TEMPLATE_ROUTES));
    expect(LEFT_OUT_ROUTES).toEqual([]);
    expect(NOT_FOUND_ROUTE?.path).toBe("/404");
  });

  it("off: the template pages leave the routes for the left-out list; the not-found page stays", () => {
    const { ROUTES, LEFT_OUT_ROUTES, NOT_FOUND_ROUTE } = siteRoutesUnder("off");
    const paths = ROUTES.map((r) => r.path);
    expect(paths.filter((p) => TEMPLATE_ROUTES.includes(p))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(["/", "/servicii/leasing", "/contact"]));
    expect(ROUTES.every((r) => r.lang === "ro")).toBe(true);
    expect(LEFT_OUT_ROUTES.map((r) => r.path).sort()).toEqual(TEMPLATE_ROUTES);
    expect(NOT_FOUND_ROUTE?.path).toBe("/404");
  });

  it("a wrong value stops a script that reads the routes, with the reader's message", () => {
    expect(() => siteRoutesUnder("no")).toThrow(/SITE_TEMPLATE_PAGES must be "on".*not "no"/);
  });
});

describe("the sitemap lists only the pages the build made", () => {
  type ResolvePages = (data: {
    allPagesJson: { nodes: SitemapRoute[] };
    allSitePage: { distinct: string[] };
  }) => { path: string }[];
  const plugin = config.plugins?.find(
    (p) => typeof p === "object" && p.resolve === "gatsby-plugin-sitemap",
  ) as unknown as { options: { query: string; resolvePages: ResolvePages } };
  const all = routes().map((r) => ({ ...r, chrome: String(r.chrome) }));
  // A maintainer marks a template page indexable: a build that leaves it out must not list it.
  const nodes = all.map((r) =>
    r.path === "/pricing" ? { ...r, indexable: true } : r,
  ) as unknown as SitemapRoute[];
  const listed = (withTemplatePages: boolean) =>
    plugin.options
      .resolvePages({
        allPagesJson: { nodes },
        allSitePage: { distinct: routesOfBuild(all, withTemplatePages).map((r) => r.path) },
      })
      .map((r) => r.path);

  it("asks Gatsby for the pages of the build beside the routes", () => {
    expect(plugin.options.query).toContain("allSitePage");
  });

  it("with the template pages an indexable one is listed; without them it is not", () => {
    expect(listed(true)).toContain("/pricing");
    expect(listed(false)).not.toContain("/pricing");
    expect(listed(false)).toEqual(listed(true).filter((p) => p !== "/pricing"));
  });
});
