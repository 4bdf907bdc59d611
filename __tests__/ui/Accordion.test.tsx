import React from "react";
import { render, screen } from "@testing-library/react";
import { Accordion, faqItems } from "../../src/components/ui/Accordion";
import { LangContext } from "../../src/i18n/LangContext";
import type { Lang } from "../../src/types";

const ITEMS = [1, 2, 3, 4].map((n) => ({
  key: String(n),
  title: `Întrebarea ${n}`,
  desc: `Răspunsul ${n}`,
}));

function renderAccordion(lang: Lang = "ro", initialOpen?: number | null) {
  return render(
    <LangContext.Provider value={lang}>
      <Accordion items={ITEMS} numbered initialOpen={initialOpen} />
    </LangContext.Provider>,
  );
}

const items = (container: HTMLElement) => Array.from(container.querySelectorAll("details"));

// One-open-at-a-time and toggling are the browser's (<details name>): tested in Chromium,
// __tests__/ui/widgets.browser.test.ts.
describe("FAQ accordion markup", () => {
  it("is one group of <details>, the first open, each question the heading of its summary", () => {
    const { container } = renderAccordion();
    const details = items(container);
    expect(details).toHaveLength(4);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(details[0].getAttribute("name")).toBeTruthy();
    expect(details.map((d) => d.open)).toEqual([true, false, false, false]);
    for (const [index, item] of details.entries()) {
      const summary = item.querySelector(":scope > summary")!;
      expect(summary.querySelector("h3")?.textContent).toBe(`${index + 1}.Întrebarea ${index + 1}`);
      expect(item.textContent).toContain(`Răspunsul ${index + 1}`);
    }
  });

  it("opens the given item, or none", () => {
    const { container, unmount } = renderAccordion("ro", 2);
    expect(items(container).map((d) => d.open)).toEqual([false, false, true, false]);
    unmount();
    const none = renderAccordion("ro", null);
    expect(items(none.container).map((d) => d.open)).toEqual([false, false, false, false]);
  });

  it("gives two accordions on one page groups of their own", () => {
    const { container } = render(
      <LangContext.Provider value="ro">
        <Accordion items={ITEMS} />
        <Accordion items={ITEMS} />
      </LangContext.Provider>,
    );
    const names = items(container).map((d) => d.getAttribute("name"));
    expect(new Set(names).size).toBe(2);
  });

  it("gives each question a stable anchor by its position: intrebare-N, question-N in English", () => {
    const { unmount } = renderAccordion("ro");
    expect(screen.getByText("Întrebarea 3").closest("h3")).toHaveAttribute("id", "intrebare-3");
    unmount();
    renderAccordion("en");
    expect(screen.getByText("Întrebarea 1").closest("h3")).toHaveAttribute("id", "question-1");
  });
});

describe("faqItems", () => {
  it("keys each accordion item by its FAQ entry's id and keeps title, answer and order", () => {
    const entries = [
      { jsonId: "7", title: "Ce este leasingul?", desc: "Un contract de finanțare." },
      { jsonId: "3", title: "Cât durează?", desc: "Între unu și cinci ani." },
    ];
    expect(faqItems(entries)).toEqual([
      { key: "7", title: "Ce este leasingul?", desc: "Un contract de finanțare." },
      { key: "3", title: "Cât durează?", desc: "Între unu și cinci ani." },
    ]);
  });
});
