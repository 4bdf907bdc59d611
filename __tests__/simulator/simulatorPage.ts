// What the simulator's browser test files share: its routes, a page opened with its script
// requests recorded, and the section's parts found by their roles, each taking the page.
import type { Locator, Page } from "playwright-core";
import copy from "../../data/simulator-copy.json";
import type { E2eContext, ProblemLog } from "../../scripts/browser/pages";
import type { BrowserPages } from "../helpers/jest";

export const PERSONAL = "/servicii/credite-persoane-fizice";
export const LONG_TERM = "/servicii/finantari-pe-termen-lung";
export const LEASING = "/servicii/leasing";

export interface SimulatorPage {
  page: Page;
  problems: ProblemLog;
  /** Paths of the scripts the page requested, in order. */
  scripts: string[];
}

/** Opens `route` (in `context` when given) and records the paths of the scripts it requests. */
export async function openSimulator(
  session: BrowserPages,
  route: string,
  context?: E2eContext,
): Promise<SimulatorPage> {
  const scripts: string[] = [];
  const { page, problems } = await session.open(route, {
    context: context?.context,
    beforeVisit: (opened) =>
      opened.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      }),
  });
  return { page, problems, scripts };
}

export const section = (page: Page) => page.locator("section#simulator");

export const field = (page: Page, label: string) =>
  section(page).getByRole("textbox", { name: new RegExp(`^${label} \\(`) });

export const result = (page: Page) => section(page).getByRole("group", { name: copy.result.title });

export const figure = (page: Page, label: string) =>
  result(page)
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** Scrolls to the simulator and waits until its code has rendered the inputs. */
export async function reach(page: Page): Promise<void> {
  await section(page).scrollIntoViewIfNeeded();
  await section(page).getByRole("textbox").first().waitFor();
}

export async function type(input: Locator, text: string): Promise<void> {
  await input.fill("");
  await input.pressSequentially(text);
}

/** The message an input announces (its aria-describedby), hint excluded. */
export const errorOf = (input: Locator) =>
  input.evaluate((el) => {
    const ids = (el.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const error = ids.find((id) => id.endsWith("-error"));
    return error ? (document.getElementById(error)?.textContent ?? null) : null;
  });
