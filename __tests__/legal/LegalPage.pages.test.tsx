import React from "react";
import { render, screen, within } from "@testing-library/react";
import LegalPage from "../../src/templates/LegalPage";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { partItems, readData, routes as allRoutes } from "../helpers/dataFiles";

const site = readData<Record<string, string>>("site.json");
const docs = partItems("legal") as { key: string; sections: { title: string }[] }[];
const routes = allRoutes() as { path: string; template: string; contentKey?: string | null }[];

function renderLegal(key: string) {
  const route = routes.find((r) => r.contentKey === key)!;
  const { data, pageContext } = builtPage<Queries.LegalPageQuery>(route.path);
  const props = pageProps(data, pageContext);
  return render(<LegalPage {...props} />);
}

describe("LegalPage", () => {
  it("has a text for each of the three legal routes", () => {
    const keys = routes.filter((r) => r.template === "LegalPage").map((r) => r.contentKey);
    expect(keys.sort()).toEqual(docs.map((d) => d.key).sort());
  });

  it.each(["termeni", "cookies", "confidentialitate"])(
    "%s: every section titled, contacts linked",
    (key) => {
      renderLegal(key);
      const doc = docs.find((d) => d.key === key)!;
      const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
      expect(titles).toEqual(doc.sections.map((s) => s.title));
      expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        site.phoneHref,
      );
    },
  );

  it("cookie policy names the four categories and lists what the site stores", () => {
    const { container } = renderLegal("cookies");
    const text = container.textContent ?? "";
    for (const category of ["Esențiale", "De performanță", "Funcționale", "De marketing"]) {
      expect(text).toContain(category);
    }
    const table = screen.getByRole("table");
    const names = within(table)
      .getAllByRole("rowheader")
      .map((c) => c.textContent);
    expect(names).toEqual(
      expect.arrayContaining(["hasCountedBefore", "Playerul YouTube (youtube-nocookie.com)"]),
    );
    expect(within(table).getByRole("row", { name: /hasCountedBefore/ })).toHaveTextContent(
      "Funcțional",
    );
    expect(within(table).getByRole("row", { name: /YouTube/ })).toHaveTextContent("Marketing");
  });

  it("privacy policy covers the form data, legal basis, retention, rights and ANSPDCP", () => {
    const { container } = renderLegal("confidentialitate");
    const text = container.textContent ?? "";
    for (const item of [
      "numele și prenumele",
      "adresa de e-mail",
      "numărul de telefon",
      "mesajul tău",
    ]) {
      expect(text).toContain(item);
    }
    expect(text).toContain("art. 6 alin. (1) lit. (b)");
    expect(text).toContain("12 luni");
    expect(text).toContain("dreptul la ștergerea datelor");
    expect(text).toContain("ANSPDCP");
  });
});
