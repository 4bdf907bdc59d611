import React from "react";
import { render, screen, within } from "@testing-library/react";
import AboutRoPage from "../../src/templates/AboutRoPage";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { partItems, readData } from "../helpers/dataFiles";

const ui = readData<Record<string, string>[]>("ui.json").find((u) => u.lang === "ro")!;

function renderAbout() {
  const { data, pageContext } = builtPage<Queries.AboutRoPageQuery>("/despre-noi");
  const props = pageProps(data, pageContext);
  return render(<AboutRoPage {...props} />);
}

describe("AboutRoPage", () => {
  it("shows the four Romanian reasons to choose the firm", () => {
    renderAbout();
    const cards = within(document.getElementById("de-ce-noi")!).getAllByRole("heading", {
      level: 3,
    });
    expect(cards.map((h) => h.textContent)).toEqual([
      "Cunoștințe financiare specializate",
      "Sprijin în negocierea prețurilor și a clauzelor",
      "Identificarea și gestionarea riscurilor",
      "Oferte de la mai mulți finanțatori",
    ]);
  });

  it("shows the mission, story and values cards", () => {
    renderAbout();
    const section = document.getElementById("cine-suntem")!;
    for (const sub of ["Misiunea noastră", "Povestea noastră", "Valorile noastre"]) {
      expect(within(section).getByText(sub)).toBeInTheDocument();
    }
    expect(section).toHaveTextContent("a lucrat în sistemul bancar");
    expect(section).toHaveTextContent("În 2023");
  });

  it("runs the five-step timeline from the banking years to European funds, with prev/next", () => {
    renderAbout();
    const section = document.getElementById("parcurs")!;
    const region = within(section).getByRole("region", { name: "Repere din istoria firmei" });
    const dates = partItems("timeline")
      .filter((t) => t.lang === "ro")
      .map((t) => t.date as string);
    expect(dates).toHaveLength(5);
    expect(dates[0]).toBe("Înainte de 2023");
    for (const date of dates) expect(within(region).getAllByText(date).length).toBeGreaterThan(0);
    expect(within(section).getByRole("button", { name: ui.carouselPrev })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: ui.carouselNext })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
