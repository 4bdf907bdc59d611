// The credit and leasing simulator in Chromium against the built site and the project's server:
// loading on approach, the contract figures, input formats and errors, the schedule, accessibility,
// the no-JavaScript line, and a simulation that reaches the stored lead.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { scriptSources } from "../../bench/chunks";
import contactCopy from "../../data/contact.json";
import copy from "../../data/simulator-copy.json";
import {
  DESKTOP,
  MOBILE,
  openContext,
  scrollToY,
  settle,
  type E2eContext,
  type ProblemLog,
} from "../helpers/browser";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";
import { SIMULATOR_PRELOAD_MARGIN_PX } from "../../src/simulator/constants";

const PERSONAL = "/servicii/credite-persoane-fizice";
const LONG_TERM = "/servicii/finantari-pe-termen-lung";
const LEASING = "/servicii/leasing";
const WARNING = "Atenție! Banii împrumutați costă bani!";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The simulator's own chunk (webpackChunkName "simulator" in SimulatorSection). */
const SIMULATOR_CHUNK = /\/simulator-[0-9a-f]+\.js$/;

const VISITOR = {
  name: "Andrei Popa",
  email: "andrei.popa@example.ro",
  phone: "0744123456",
};

describeBrowser("the credit and leasing simulator in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;
  let problems: ProblemLog;
  let scripts: string[];

  async function open(route: string, context?: E2eContext) {
    scripts = [];
    ({ page, problems } = await session.open(route, {
      context: context?.context,
      beforeVisit: (opened) =>
        opened.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        }),
    }));
  }

  const section = () => page.locator("section#simulator");
  const field = (label: string) =>
    section().getByRole("textbox", { name: new RegExp(`^${label} \\(`) });
  const result = () => section().getByRole("group", { name: copy.result.title });
  const figure = (label: string) =>
    result()
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");

  /** Scrolls to the simulator and waits until its code has rendered the inputs. */
  async function reach(): Promise<void> {
    await section().scrollIntoViewIfNeeded();
    await section().getByRole("textbox").first().waitFor();
  }

  async function type(input: Locator, text: string) {
    await input.fill("");
    await input.pressSequentially(text);
  }

  /** The message an input announces (its aria-describedby), hint excluded. */
  const errorOf = (input: Locator) =>
    input.evaluate((el) => {
      const ids = (el.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      const error = ids.find((id) => id.endsWith("-error"));
      return error ? (document.getElementById(error)?.textContent ?? null) : null;
    });

  test.each([PERSONAL, LONG_TERM, LEASING])(
    "%s loads the simulator's code only when the section nears the viewport",
    async (route) => {
      await open(route);
      await settle(page);
      const html = await (await fetch(`${harness.server.origin}${route}`)).text();
      // Named in Gatsby's chunk map, but not a script the page loads.
      expect(scriptSources(html).filter((src) => SIMULATOR_CHUNK.test(src))).toEqual([]);
      // The observed element is the slot that holds the <noscript> line until the code loads.
      const slotTop = await section()
        .locator("noscript")
        .evaluate((el) => el.parentElement!.getBoundingClientRect().top + window.scrollY);
      const viewport = page.viewportSize()!.height;
      // The page opens far enough above the section for the margin not to reach it yet.
      expect(slotTop).toBeGreaterThan(viewport + SIMULATOR_PRELOAD_MARGIN_PX);
      expect(scripts.filter((s) => SIMULATOR_CHUNK.test(s))).toEqual([]);
      expect(await section().getByRole("textbox").count()).toBe(0);

      // Within the margin but still below the fold: the code loads now, before it is seen.
      await scrollToY(page, slotTop - viewport - SIMULATOR_PRELOAD_MARGIN_PX / 2);
      await eventually(() =>
        expect(scripts.filter((s) => SIMULATOR_CHUNK.test(s))).toHaveLength(1),
      );
      await section().getByRole("textbox").first().waitFor({ state: "attached" });
      expect(problems.list).toEqual([]);
    },
  );

  test("personal loans: the contract figures, labelled as an estimate, with the warning", async () => {
    await open(PERSONAL);
    await reach();
    expect(await field("Suma împrumutată").inputValue()).toBe("100.000");
    expect(await field("Durata").inputValue()).toBe("60");
    expect(await field("Dobânda anuală").inputValue()).toBe("10");
    expect(await figure(copy.result.instalment).innerText()).toBe("2.124,70 lei");
    expect(await figure(copy.result.totalRepaid).innerText()).toBe("127.482,00 lei");
    expect(await figure(copy.result.totalInterest).innerText()).toBe("27.482,00 lei");
    expect(await result().getByText(copy.result.estimate).isVisible()).toBe(true);
    expect(await result().getByRole("note").innerText()).toBe(WARNING);
    expect(await result().locator("[aria-live='polite']").getByText("2.124,70 lei").count()).toBe(
      1,
    );
    // The rate's default is labelled as an example, with the field itself.
    expect(
      await field("Dobânda anuală").evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" "),
      ),
    ).toBe(copy.rateExample);
    expect(problems.list).toEqual([]);
  });

  test("accepts 100.000, 100000 and 100 000 and updates as the visitor types", async () => {
    await open(PERSONAL);
    await reach();
    const amount = field("Suma împrumutată");
    for (const text of ["100000", "100 000", "100.000"]) {
      await type(amount, "50000");
      await eventually(async () =>
        expect(await figure(copy.result.instalment).innerText()).toBe("1.062,35 lei"),
      );
      await type(amount, text);
      await eventually(async () =>
        expect(await figure(copy.result.instalment).innerText()).toBe("2.124,70 lei"),
      );
      expect(await amount.getAttribute("aria-invalid")).toBeNull();
    }
    await type(field("Dobânda anuală"), "7,5");
    await eventually(async () =>
      expect(await figure(copy.result.instalment).innerText()).toBe("2.003,79 lei"),
    );
    expect(problems.list).toEqual([]);
  });

  test("a wrong or out-of-range value gets its message beside the field, and no result", async () => {
    await open(PERSONAL);
    await reach();
    const term = field("Durata");
    await type(term, "400");
    await eventually(async () => expect(await term.getAttribute("aria-invalid")).toBe("true"));
    expect(await errorOf(term)).toBe("Durata: scrie o valoare de la 6 la 360 luni.");
    expect(
      await section().getByText("Durata: scrie o valoare de la 6 la 360 luni.").isVisible(),
    ).toBe(true);
    expect(await result().locator("dd").count()).toBe(0);
    expect(await result().getByText(copy.result.missing).isVisible()).toBe(true);
    expect(await result().getByRole("note").count()).toBe(0);
    expect(await section().getByRole("table").count()).toBe(0);
    expect(await section().getByRole("button", { name: copy.send.label }).isDisabled()).toBe(true);

    const amount = field("Suma împrumutată");
    await type(term, "60");
    await type(amount, "10O.000"); // a letter O for a zero
    await eventually(async () =>
      expect(await errorOf(amount)).toBe(
        "Suma împrumutată: scrie un număr, de exemplu 100.000 sau 10,5.",
      ),
    );
    expect(await errorOf(term)).toBeNull();
    expect(await result().locator("dd").count()).toBe(0);
    await type(amount, "100.000");
    await eventually(async () =>
      expect(await figure(copy.result.instalment).innerText()).toBe("2.124,70 lei"),
    );
    expect(problems.list).toEqual([]);
  });

  test("the schedule shows 12 months and the totals, and every month behind its button", async () => {
    await open(PERSONAL);
    await reach();
    const table = section().getByRole("table");
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(12);
    expect(await rows.first().locator("th, td").allInnerTexts()).toEqual([
      "1",
      "2.124,70",
      "1.291,37",
      "833,33",
      "98.708,63",
    ]);
    expect(await table.locator("tfoot tr").locator("th, td").allInnerTexts()).toEqual([
      copy.schedule.total,
      "127.482,00",
      "100.000,00",
      "27.482,00",
      "",
    ]);
    // Its label changes with its state, so it is found by what it controls.
    const toggle = section().locator("button[aria-controls]");
    expect(await toggle.innerText()).toBe("Arată toate lunile (60)");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await eventually(async () => expect(await rows.count()).toBe(60));
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await rows.last().locator("th, td").allInnerTexts()).toEqual([
      "60",
      "2.124,70",
      "2.107,14",
      "17,56",
      "0,00",
    ]);
    await toggle.press("Enter");
    await eventually(async () => expect(await rows.count()).toBe(12));
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(problems.list).toEqual([]);
  });

  test("long-term financing counts in years (5 to 30) and shows no consumer warning", async () => {
    await open(LONG_TERM);
    await reach();
    expect(await field("Durata").inputValue()).toBe("5");
    expect(await figure(copy.result.instalment).innerText()).toBe("2.124,70 lei");
    await type(field("Durata"), "31");
    await eventually(async () =>
      expect(await errorOf(field("Durata"))).toBe("Durata: scrie o valoare de la 5 la 30 ani."),
    );
    expect(await result().getByRole("note").count()).toBe(0);
    expect(problems.list).toEqual([]);
  });

  test("leasing: 1.775,57 lei a month for the contract's asset, and its total cost", async () => {
    await open(LEASING);
    await reach();
    expect(await figure(copy.result.instalment).innerText()).toBe("1.775,57 lei");
    expect(await figure(copy.result.totalCost).innerText()).toBe("115.227,36 lei");
    await type(field("Durata"), "61");
    await eventually(async () =>
      expect(await errorOf(field("Durata"))).toBe("Durata: scrie o valoare de la 12 la 60 luni."),
    );
    expect(await result().locator("dd").count()).toBe(0);
    expect(problems.list).toEqual([]);
  });

  test("“Trimite simularea” fills the message, shows the form, and the stored lead carries it", async () => {
    await open(PERSONAL);
    await reach();
    await type(field("Dobânda anuală"), "7,5");
    await eventually(async () =>
      expect(await figure(copy.result.instalment).innerText()).toBe("2.003,79 lei"),
    );
    await section().getByRole("button", { name: copy.send.label }).click();

    const form = page.locator("form#contact-form");
    const message = form.getByLabel(contactCopy.fields.txtMessage.label, { exact: true });
    const summary = [
      copy.summary.credit,
      "Suma împrumutată: 100.000,00 lei",
      "Durata: 60 luni",
      "Dobânda anuală: 7,5%",
      "Rata lunară: 2.003,79 lei",
      "Total de rambursat: 120.227,41 lei",
      "Total dobândă: 20.227,41 lei",
    ].join("\n");
    await eventually(async () => expect(await message.inputValue()).toBe(summary));
    await eventually(async () =>
      expect(await message.evaluate((el) => el === document.activeElement)).toBe(true),
    );
    await eventually(async () => {
      const box = await form.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(page.viewportSize()!.height / 2);
    });

    const before = harness.server.leads().length;
    await form.getByLabel(contactCopy.fields.txtName.label, { exact: true }).fill(VISITOR.name);
    await form.getByLabel(contactCopy.fields.txtEmail.label, { exact: true }).fill(VISITOR.email);
    await form.getByLabel(contactCopy.fields.txtPhone.label, { exact: true }).fill(VISITOR.phone);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: contactCopy.button.idle }).click();
    await eventually(async () =>
      expect(
        await page.getByRole("alert").filter({ hasText: contactCopy.server.success }).isVisible(),
      ).toBe(true),
    );
    const leads = harness.server.leads();
    expect(leads).toHaveLength(before + 1);
    expect(leads[leads.length - 1]).toMatchObject({ ...VISITOR, message: summary, consent: 1 });
    expect(problems.list).toEqual([]);
  });

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
          await open(route, reduced);
          await reach();
          await figure(copy.result.instalment).waitFor();
          const toggle = section().getByRole("button", { name: /^Arată toate lunile/ });
          if (await toggle.count()) await toggle.click();
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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

  test("without JavaScript the section says so in one line and links to the contact form", async () => {
    const noJs = await openContext(harness.browser, harness.server.origin, {
      javaScriptEnabled: false,
    });
    try {
      page = await noJs.context.newPage();
      expect((await page.goto(`${harness.server.origin}${PERSONAL}`))?.status()).toBe(200);
      const line = section().locator("noscript p", { hasText: copy.noScript });
      expect(await line.count()).toBe(1);
      expect((await line.innerText()).trim()).toBe(`${copy.noScript} ${copy.noScriptLink.label}`);
      const link = section().getByRole("link", { name: copy.noScriptLink.label });
      expect(await link.getAttribute("href")).toBe("#contact-form");
      expect(await section().getByRole("textbox").count()).toBe(0);
      await link.click();
      await eventually(async () => expect(new URL(page.url()).hash).toBe("#contact-form"));
    } finally {
      await page?.close();
      await noJs.context.close();
    }
  });
});
