import React from "react";
import { act, render, screen } from "@testing-library/react";
import { Accordion } from "../../src/components/ui/Accordion";
import { LangContext } from "../../src/i18n/LangContext";
import { HASH_TARGET_EVENT } from "../../src/routeScroll";
import type { Lang } from "../../src/types";

const ITEMS = [1, 2, 3, 4].map((n) => ({
  key: String(n),
  title: `Întrebarea ${n}`,
  desc: `Răspunsul ${n}`,
}));

function renderAccordion(lang: Lang = "ro") {
  return render(
    <LangContext.Provider value={lang}>
      <Accordion items={ITEMS} numbered />
    </LangContext.Provider>,
  );
}

const expanded = () =>
  screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent);

afterEach(() => window.history.replaceState(null, "", "/"));

describe("FAQ anchors of the accordion", () => {
  it("gives each question a stable anchor by its position: intrebare-N, question-N in English", () => {
    const { unmount } = renderAccordion("ro");
    expect(screen.getByText("Întrebarea 3").closest("h3")).toHaveAttribute("id", "intrebare-3");
    unmount();
    renderAccordion("en");
    expect(screen.getByText("Întrebarea 1").closest("h3")).toHaveAttribute("id", "question-1");
  });

  it("opens the item the URL hash names when the page loads, instead of the first", () => {
    window.history.replaceState(null, "", "/servicii/leasing#intrebare-3");
    renderAccordion();
    expect(expanded()).toEqual(["3.Întrebarea 3"]);
    expect(screen.getByText("Răspunsul 3")).toBeVisible();
  });

  it("opens the item a later in-page navigation names, and ignores other hashes", () => {
    renderAccordion();
    expect(expanded()).toEqual(["1.Întrebarea 1"]);
    act(() => {
      window.dispatchEvent(new CustomEvent(HASH_TARGET_EVENT, { detail: "intrebare-4" }));
    });
    expect(expanded()).toEqual(["4.Întrebarea 4"]);
    for (const other of ["intrebare-9", "intrebare-0", "question-2", "contact-form"]) {
      act(() => {
        window.dispatchEvent(new CustomEvent(HASH_TARGET_EVENT, { detail: other }));
      });
    }
    expect(expanded()).toEqual(["4.Întrebarea 4"]);
    act(() => {
      window.history.replaceState(null, "", "/#intrebare-2");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(expanded()).toEqual(["2.Întrebarea 2"]);
  });
});
