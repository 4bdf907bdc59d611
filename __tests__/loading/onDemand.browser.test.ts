// JavaScript on demand: what a page needs only on interaction or further down loads
// then, not with the page. Libraries are recognised by strings their code carries, whatever chunk
// webpack put them in; the project's own lazy pieces by their chunk names.
import type { Page } from "playwright-core";
import copy from "../../data/contact.json";
import ui from "../../data/ui.json";
import { scrollToY, settle, visit, type ProblemLog } from "../../scripts/browser/pages";
import { part } from "../helpers/dataFiles";
import { eventually } from "../helpers/eventually";
import { describeBrowser, useBrowserPages } from "../helpers/jest";

const home = part("home") as { hero: { videoLabel: string } };

/** A string that only the named library's code contains. */
const SIGNATURES = {
  yup: "is a required field",
  formik: "setFieldTouched",
  toastify: "Toastify__toast",
  swiper: "swiper-slide-active",
} as const;
type Library = keyof typeof SIGNATURES;

/** Every script the page has loaded so far, with its source. */
function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    void response
      .text()
      .then((body) => scripts.set(response.url(), body))
      .catch(() => undefined);
  });
  return scripts;
}

const loaded = (scripts: Map<string, string>, library: Library) =>
  [...scripts.values()].some((body) => body.includes(SIGNATURES[library]));

const english = ui.find((labels) => labels.lang === "en")!;

const chunkLoaded = (scripts: Map<string, string>, name: string) =>
  [...scripts.keys()].some((url) => new URL(url).pathname.startsWith(`/${name}-`));

describeBrowser("JavaScript on demand in Chromium", () => {
  const session = useBrowserPages();
  const { harness } = session;
  let page: Page;

  async function open(route: string) {
    let scripts = new Map<string, string>();
    let problems: ProblemLog;
    ({ page, problems } = await session.open(route, {
      beforeVisit: (opened) => {
        scripts = recordScripts(opened);
      },
    }));
    await settle(page);
    return { scripts, problems };
  }

  test("/: form validation and toasts load on the first touch of the form", async () => {
    const { scripts, problems } = await open("/");
    for (const library of ["yup", "formik", "toastify", "swiper"] as const)
      expect([library, loaded(scripts, library)]).toEqual([library, false]);

    const name = page.getByLabel(copy.fields.txtName.label).first();
    await name.scrollIntoViewIfNeeded();
    await name.click();
    await page.keyboard.type("Ion");
    await eventually(async () => {
      expect(loaded(scripts, "yup")).toBe(true);
      expect(loaded(scripts, "formik")).toBe(true);
      expect(loaded(scripts, "toastify")).toBe(true);
    });
    // The validating form took over with the typed text and the focus.
    await eventually(async () => expect(await name.inputValue()).toBe("Ion"));
    await page.keyboard.type(" Popescu");
    expect(await page.getByLabel(copy.fields.txtName.label).first().inputValue()).toBe(
      "Ion Popescu",
    );
    expect(problems.list).toEqual([]);
  });

  test("/despre-noi: swiper loads when the timeline carousel comes near", async () => {
    const { scripts, problems } = await open("/despre-noi");
    expect(loaded(scripts, "swiper")).toBe(false);
    const carousel = page.locator("section[aria-roledescription]").first();
    // The static track shows the slides before swiper.
    expect(await carousel.locator("li, div").count()).toBeGreaterThan(0);
    const top = await carousel.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, Math.max(0, top - 200));
    await eventually(async () => expect(loaded(scripts, "swiper")).toBe(true));
    await eventually(async () =>
      expect(await carousel.locator(".swiper-slide-active").count()).toBeGreaterThan(0),
    );
    expect(problems.list).toEqual([]);
  });

  test("/home-two: the first-screen carousel plays by CSS; swiper comes with the first interaction and goes on from the slide shown", async () => {
    const { scripts, problems } = await open("/home-two");
    const carousel = page.locator("section[aria-roledescription]").first();
    const strip = carousel.locator("div[class*='carousel-autoplay']");
    const offset = () =>
      strip.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
    const step = await strip.evaluate((el) => {
      const [first, second] = Array.from(el.children) as HTMLElement[];
      return second.offsetLeft - first.offsetLeft;
    });
    // Past the middle of the first move, so that the slide shown is not the first one.
    await eventually(async () => expect(await offset()).toBeLessThan(-0.6 * step));
    expect(loaded(scripts, "swiper")).toBe(false);
    // The copies that close the loop are seen only.
    expect(await carousel.locator("[aria-hidden='true'][inert]").count()).toBeGreaterThan(0);

    // Held where it is, the strip shows one slide: swiper must start from that one.
    const shown = await strip.evaluate((el, step) => {
      el.style.animationPlayState = "paused";
      const count = el.querySelectorAll(":scope > :not([aria-hidden])").length;
      const position = -new DOMMatrixReadOnly(getComputedStyle(el).transform).m41 / step;
      return { slide: Math.round(position) % count, count };
    }, step);
    expect(shown.slide).toBeGreaterThan(0);
    await page.mouse.wheel(0, 40);
    await eventually(async () => expect(loaded(scripts, "swiper")).toBe(true));
    const active = carousel.locator(".swiper-slide-active").first();
    await eventually(async () => expect(await active.count()).toBe(1));
    expect(Number(await active.getAttribute("data-swiper-slide-index")) % shown.count).toBe(
      shown.slide,
    );
    expect(problems.list).toEqual([]);
  });

  test("/home-two: swiper's autoplay runs only while its carousel is in view", async () => {
    const { scripts, problems } = await open("/home-two");
    const carousel = page.locator("section[aria-roledescription]").first();
    // Below the template notice and the hero, the strip starts just under a laptop's first screen.
    const strip = await carousel.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, strip - 200);
    await eventually(async () => expect(loaded(scripts, "swiper")).toBe(true));
    const running = () =>
      carousel
        .locator(".swiper")
        .evaluate(
          (el) =>
            (el as HTMLElement & { swiper?: { autoplay?: { running: boolean } } }).swiper?.autoplay
              ?.running,
        );
    await eventually(async () => expect(await running()).toBe(true));
    const bottom = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await scrollToY(page, bottom);
    await eventually(async () => expect(await running()).toBe(false));
    await scrollToY(page, strip - 200);
    await eventually(async () => expect(await running()).toBe(true));
    expect(problems.list).toEqual([]);
  });

  test("/home-two: a click on next before swiper is there moves the carousel once it is", async () => {
    let problems: ProblemLog;
    ({ page, problems } = await session.newPage());
    // Without autoplay (reduced motion) the carousel moves only when asked to.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const scripts = recordScripts(page);
    expect(await visit(page, harness.server.origin, "/home-two")).toBe(200);
    const carousel = page.locator("section[aria-roledescription]").first();
    expect(loaded(scripts, "swiper")).toBe(false);
    await carousel.getByRole("button", { name: english.carouselNext }).click();
    await eventually(async () =>
      expect(
        await carousel
          .locator(".swiper-slide-active")
          .first()
          .getAttribute("data-swiper-slide-index"),
      ).toBe("1"),
    );
    expect(problems.list).toEqual([]);
  });

  test("/: the video modal loads with the first use of the play button", async () => {
    const { scripts, problems } = await open("/");
    expect(chunkLoaded(scripts, "video-modal")).toBe(false);
    await page.getByRole("button", { name: home.hero.videoLabel }).first().click();
    await eventually(async () => expect(chunkLoaded(scripts, "video-modal")).toBe(true));
    await eventually(async () => expect(await page.getByRole("dialog").count()).toBe(1));
    await page.keyboard.press("Escape");
    expect(problems.list).toEqual([]);
  });
});
