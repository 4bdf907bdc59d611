import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import HomePage from "../../../src/templates/HomePage";
import { ConsentProvider } from "../../../src/consent/ConsentContext";
import { builtPage } from "../../helpers/builtData";
import { pageProps } from "../../helpers/pageProps";
import { readData } from "../../helpers/dataFiles";
import { grantConsent } from "../../helpers/consent";
import { counterValue } from "../../helpers/counters";
import { faqEntries, groupNames } from "../../helpers/accordion";

const site = readData<Record<string, string>>("site.json");
const consent = readData<{ lang: string; videoAccept: string }[]>("consent.json").find(
  (c) => c.lang === "ro",
)!;
const home = readData<{ hero: { videoLabel: string } }>("ro-home.json");
const counterLabels = readData<{ page: string; label: string }[]>("counter.ro.json")
  .filter((c) => c.page === "home_1")
  .map((c) => c.label);

function renderHome() {
  const { data, pageContext } = builtPage<Queries.HomePageQuery>("/");
  const props = pageProps(data, pageContext);
  return render(
    <ConsentProvider>
      <HomePage {...props} />
    </ConsentProvider>,
  );
}

beforeEach(() => window.localStorage.setItem("hasCountedBefore", "true"));
afterEach(() => window.localStorage.clear());

describe("HomePage", () => {
  it("holds the page's only h1: the company name, with the strategy tagline", () => {
    renderHome();
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(site.companyName);
    expect(screen.getByText(site.tagline)).toBeInTheDocument();
  });

  it("renders the sections in their order", () => {
    const { container } = renderHome();
    // Each section sits in its own wrapper (PageSections: error boundary, static markup).
    const ids = [...container.querySelectorAll(":scope > [data-static] > section[id]")].map(
      (s) => s.id,
    );
    expect(ids).toEqual([
      "cum-lucram",
      "experienta",
      "programare",
      "intrebari-frecvente",
      "domenii",
      "servicii",
    ]);
  });

  it("shows the three steps in order", () => {
    renderHome();
    const steps = within(document.getElementById("cum-lucram")!).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent("Ne descrii afacerea");
    expect(steps[2]).toHaveTextContent("Pregătim și gestionăm dosarul");
  });

  it("states the credentials and shows the counters at once when already counted", () => {
    renderHome();
    const section = document.getElementById("experienta")!;
    expect(section).toHaveTextContent("Peste 15 ani de experiență bancară");
    expect(section).toHaveTextContent("majoritatea instituțiilor financiare din România");
    expect(section).toHaveTextContent("Peste 10.000 de echipe și afaceri ne acordă încredere");
    const values = counterLabels.map((label) => counterValue(within(section), label));
    expect(values).toEqual(["15+", `${(10000).toLocaleString("ro-RO")}+`, "7", "până la 90%"]);
  });

  it("offers the 'Programează-te' form with phone and office e-mail links", () => {
    renderHome();
    const section = document.getElementById("programare")!;
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Programează-te");
    expect(section.querySelector("form#contact-form")).not.toBeNull();
    expect(within(section).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    expect(within(section).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  it("numbers the five home questions in one group, opens the first and links the card to /contact", () => {
    renderHome();
    const section = document.getElementById("intrebari-frecvente")!;
    const entries = faqEntries(section);
    expect(entries).toHaveLength(5);
    expect(entries.map((e) => e.title)).toEqual(
      entries.map((e, i) => `${i + 1}.${e.title.replace(/^\d+\./, "")}`),
    );
    expect(entries.map((e) => e.open)).toEqual([true, false, false, false, false]);
    expect(groupNames(entries).size).toBe(1);
    expect(within(section).getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  it("lists the six industries and four service cards with 'Vezi toate serviciile'", () => {
    renderHome();
    const industries = within(document.getElementById("domenii")!).getAllByRole("heading", {
      level: 3,
    });
    expect(industries.map((h) => h.textContent)).toEqual([
      "Start-up-uri și antreprenori",
      "Construcții și infrastructură",
      "Producție și industrie",
      "Servicii medicale și clinici",
      "Transport și logistică",
      "Educație și IT/EdTech",
    ]);
    const services = document.getElementById("servicii")!;
    const links = within(services)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/servicii/finantari-pe-termen-scurt",
      "/servicii/finantari-pe-termen-lung",
      "/servicii/leasing",
      "/servicii/factoring",
      "/servicii",
    ]);
    expect(
      within(services).getByRole("link", { name: "Vezi toate serviciile" }),
    ).toBeInTheDocument();
  });
});

describe("HomePage video modal", () => {
  it("asks for marketing consent before loading the player, then plays in one click", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getAllByRole("button", { name: home.hero.videoLabel })[0]);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("iframe")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: consent.videoAccept }));
    expect(dialog.querySelector("iframe")?.src).toContain(
      "https://www.youtube-nocookie.com/embed/",
    );
    expect(JSON.parse(window.localStorage.getItem("cookieConsent")!)).toMatchObject({
      marketing: true,
      functional: false,
    });
  });

  it("opens the privacy-enhanced player, closes on Escape, backdrop and button, removing it", async () => {
    grantConsent({ marketing: true });
    const user = userEvent.setup();
    renderHome();
    const play = screen.getAllByRole("button", { name: home.hero.videoLabel })[0];
    await user.click(play);
    const dialog = await screen.findByRole("dialog");
    const frame = dialog.querySelector("iframe")!;
    expect(frame.src).toBe(
      `https://www.youtube-nocookie.com/embed/${site.videoId}?autoplay=1&rel=0`,
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();

    await user.click(play);
    await user.click(screen.getByRole("dialog").parentElement!);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(play);
    await user.click(within(screen.getByRole("dialog")).getByRole("button"));
    expect(document.querySelector("iframe")).toBeNull();
  });
});

describe("HomePage counters on a first visit", () => {
  /** Renders the page with a controllable clock and viewport, and runs the count to the end. */
  function countOnce() {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn(
      (cb) => {
        callbacks.push(cb);
        return { observe: jest.fn(), disconnect: jest.fn() };
      },
    );
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(performance, "now").mockImplementation(() => now);
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    renderHome();
    const first = () => counterValue(screen, counterLabels[0]).replace(/\D/g, "");
    expect(first()).toBe("0");
    act(() => callbacks.forEach((cb) => cb([{ isIntersecting: true }])));
    const step = (t: number) =>
      act(() => {
        now = t;
        frames.splice(0).forEach((f) => f(t));
      });
    step(0);
    step(1000);
    expect(Number(first())).toBeGreaterThan(0);
    expect(Number(first())).toBeLessThan(15);
    expect(window.localStorage.getItem("hasCountedBefore")).toBeNull();
    step(2000);
    expect(first()).toBe("15");
  }

  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.restoreAllMocks();
  });

  it("count from 0 when scrolled into view, then store hasCountedBefore with functional consent", () => {
    grantConsent({ functional: true });
    countOnce();
    expect(window.localStorage.getItem("hasCountedBefore")).toBe("true");
  });

  it("count every visit, storing nothing, without functional consent", () => {
    grantConsent({ marketing: true });
    countOnce();
    expect(window.localStorage.getItem("hasCountedBefore")).toBeNull();
  });
});
