// Markup React does not hydrate (src/components/ui/Static.tsx) holds no control that needs the app:
// on every route, every button, field and form inside it is hydrated, or is one the browser runs
// itself (a summary, a popover's button, a link), or a document checklist's print button, which
// the page's own listener runs (src/print/printChecklist.ts).
import { visit } from "../../scripts/browser/pages";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { ROUTES } from "../../scripts/siteRoutes";
import { PRINT_BUTTON_ATTRIBUTE } from "../../src/print/printChecklist";

describeBrowser("static markup in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;

  test("no page leaves a control dead in the markup React does not hydrate", async () => {
    const { page } = await session.newPage();
    const dead: string[] = [];
    for (const route of ROUTES) {
      await visit(page, harness.server.origin, route.path);
      const found = await page.evaluate((printButton) => {
        const hydrated = (el: Element) =>
          Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
        const controls = `button:not([popovertarget]):not([${printButton}]), input, select, textarea, form`;
        return Array.from(document.querySelectorAll("[data-static]"))
          .flatMap((root) => Array.from(root.querySelectorAll(controls)))
          .filter((control) => !hydrated(control))
          .map((control) => control.outerHTML.slice(0, 80));
      }, PRINT_BUTTON_ATTRIBUTE);
      dead.push(...found.map((html) => `${route.path}: ${html}`));
    }
    expect(dead).toEqual([]);
  });
});
