// The credit and leasing simulator in Chromium against the built site and the project's server:
// axe over a result and the full schedule, on a phone and on a desktop.
import copy from "../../data/simulator-copy.json";
import { DESKTOP, MOBILE, openContext } from "../../scripts/browser/pages";
import { axeResults } from "../helpers/axe";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { LEASING, PERSONAL, figure, openSimulator, reach, section } from "./simulatorPage";

describeBrowser("the credit and leasing simulator in Chromium: accessibility", () => {
  const session = useBrowserPages();
  const { harness } = session;

  test.each([
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const)(
    "axe finds no violations with a result and the full schedule shown at %s px",
    async (_w, viewport) => {
      const reduced = await openContext(harness.browser, harness.server.origin, {
        reducedMotion: "reduce",
        viewport,
      });
      try {
        for (const route of [PERSONAL, LEASING]) {
          const { page } = await openSimulator(session, route, reduced);
          await reach(page);
          await figure(page, copy.result.instalment).waitFor();
          const toggle = section(page).getByRole("button", { name: /^Arată toate lunile/ });
          if (await toggle.count()) await toggle.click();
          const results = await axeResults(page);
          const violations = results.violations.flatMap((v) =>
            v.nodes.map((node) => `${route} ${v.id} at ${node.target.join(" ")}: ${v.help}`),
          );
          expect(violations).toEqual([]);
          await page.close();
        }
      } finally {
        await reduced.context.close();
      }
    },
  );
});
