// Every route as a visitor opens it: 200, its title, one h1, no console errors or failed requests;
// an unknown address answers 404 with the not-found page.
import notFound from "../../data/not-found.json";
import { settle, visit } from "../../scripts/browser/pages";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { NOT_FOUND_ROUTE, ROUTES } from "../../scripts/siteRoutes";

describeBrowser("every route in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;

  test.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s answers 200 with its title, one h1 and no errors",
    async (_path, route) => {
      const { page, problems } = await session.newPage();
      const status = await visit(page, harness.server.origin, route.path);
      await settle(page);
      expect(status).toBe(200);
      expect(await page.title()).toBe(route.documentTitle);
      const h1 = page.locator("h1");
      await expect(h1.count()).resolves.toBe(1);
      const text = (await h1.innerText()).trim();
      expect(text.length).toBeGreaterThan(0);
      if (route.banner) expect(text).toBe(route.title);
      expect(await h1.isVisible()).toBe(true);
      expect(problems.list).toEqual([]);
    },
  );

  test("an unknown address answers 404 with the not-found page", async () => {
    const { page, problems } = await session.newPage();
    const status = await visit(page, harness.server.origin, "/nu-exista-pagina-asta");
    await settle(page);
    expect(status).toBe(404);
    expect(NOT_FOUND_ROUTE).toBeDefined();
    expect(await page.title()).toBe(NOT_FOUND_ROUTE!.documentTitle);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    expect((await page.locator("h1").innerText()).trim()).toBe(notFound.heading);
    await expect(page.getByText(notFound.text).isVisible()).resolves.toBe(true);
    const home = page.getByRole("link", { name: notFound.button, exact: true });
    expect(await home.getAttribute("href")).toBe("/");
    // The one expected error is the document's own 404.
    const unexpected = problems.list.filter(
      (p) => !p.includes("/nu-exista-pagina-asta") || !/404/.test(p),
    );
    expect(unexpected).toEqual([]);
  });
});
