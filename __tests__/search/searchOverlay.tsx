// What the search overlay's page test files share: the copy, a fake Pagefind over a few pages, and
// the overlay as the header uses it, opened by its button.
import React, { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SearchOverlay } from "../../src/components/layout/SearchOverlay";
import { LangContext } from "../../src/i18n/LangContext";
import { loadPagefind } from "../../src/search/pagefind";
import { fakePagefind, type FakePage } from "../helpers/fakePagefind";
import { readData } from "../helpers/dataFiles";
import type { Lang } from "../../src/types";

export const uiOf = (lang: Lang) =>
  readData<Record<string, string>[]>("ui.json").find((u) => u.lang === lang)!;
export const copy = readData<Record<Lang, Record<string, string>>>("search.json");
export const ro = uiOf("ro");

const PAGES: FakePage[] = [
  {
    url: "/servicii/leasing",
    title: "Leasing",
    parts: [
      { text: "Finanțare prin leasing financiar sau leasing operațional" },
      {
        anchor: "intrebare-2",
        title: "Ce avans cere un leasing?",
        text: "Avansul pentru leasing <b>",
      },
    ],
  },
  {
    url: "/servicii/factoring",
    title: "Factoring",
    parts: [{ text: "Factoring fără regres: finanțare din facturi" }],
  },
  ...Array.from({ length: 10 }, (_, i) => ({
    url: `/pagina-${i}`,
    title: `Pagina ${i}`,
    parts: [{ text: `finanțare varianta ${i}` }],
  })),
];

/**
 * A fake Pagefind over the pages above as what loadPagefind resolves to (the test file mocks
 * src/search/pagefind), with navigate's calls cleared.
 */
export function installFakePagefind(): ReturnType<typeof fakePagefind> {
  const fake = fakePagefind(PAGES);
  jest.mocked(loadPagefind).mockResolvedValue(fake);
  jest.mocked(navigate).mockClear();
  return fake;
}

/** The overlay as the header uses it: a button opens it; closing returns focus to the button. */
export function Harness({ lang }: { lang: Lang }) {
  const [open, setOpen] = useState(false);
  const labels = uiOf(lang);
  return (
    <LangContext.Provider value={lang}>
      <button type="button" onClick={() => setOpen(true)}>
        {labels.openSearch}
      </button>
      <SearchOverlay
        open={open}
        onClose={() => setOpen(false)}
        labels={labels as unknown as Parameters<typeof SearchOverlay>[0]["labels"]}
      />
    </LangContext.Provider>
  );
}

export async function openOverlay(lang: Lang = "ro") {
  const user = userEvent.setup();
  render(<Harness lang={lang} />);
  await user.click(screen.getByRole("button", { name: uiOf(lang).openSearch }));
  const box = screen.getByRole("searchbox", { name: uiOf(lang).searchLabel });
  return { user, box };
}

export const results = () => screen.queryByRole("list", { name: copy.ro.resultsLabel });
