// The home page rendered with the build's page data: its heading and sections in order.
import { screen, within } from "@testing-library/react";
import { counterValue } from "../helpers/counters";
import { faqEntries, groupNames } from "../helpers/accordion";
import { counterLabels, renderHome, site } from "./homePage";

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
      "informatii-credit",
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
    expect(section).toHaveTextContent("Experiență bancară pentru un dosar bine pregătit");
    expect(section).toHaveTextContent("Lucrăm cu mai mulți finanțatori și comparăm ofertele lor");
    expect(section).toHaveTextContent("Peste 10.000 de firme și antreprenori ne acordă încredere");
    // A figure still to be confirmed by the firm is marked as such while it is a placeholder.
    expect(section).toHaveTextContent("(cifră de exemplu, de confirmat)");
    const values = counterLabels.map((label) => counterValue(within(section), label));
    expect(values).toEqual(["15+", `${(10000).toLocaleString("ro-RO")}+`, "7", "până la 90%"]);
  });

  it("offers the 'Programează-te' form, the booking calendar, phone and office e-mail links", () => {
    renderHome();
    const section = document.getElementById("programare")!;
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Programează-te");
    expect(within(section).getByRole("link", { name: "Alege o oră din calendar" })).toHaveAttribute(
      "href",
      "/programare",
    );
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
