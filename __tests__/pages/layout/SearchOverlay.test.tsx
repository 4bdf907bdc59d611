import React, { useState } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SearchOverlay } from "../../../src/components/layout/SearchOverlay";
import { LangContext } from "../../../src/i18n/LangContext";
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_PAGE_BATCH } from "../../../src/constants";
import { loadPagefind } from "../../../src/search/pagefind";
import { fakePagefind, type FakePage } from "../../helpers/fakePagefind";
import { readData } from "../../helpers/dataFiles";
import type { Lang } from "../../../src/types";

jest.mock("../../../src/search/pagefind", () => ({ loadPagefind: jest.fn() }));

const uiOf = (lang: Lang) =>
  readData<Record<string, string>[]>("ui.json").find((u) => u.lang === lang)!;
const copy = readData<Record<Lang, Record<string, string>>>("search.json");
const ro = uiOf("ro");

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

let fake: ReturnType<typeof fakePagefind>;

beforeEach(() => {
  fake = fakePagefind(PAGES);
  jest.mocked(loadPagefind).mockResolvedValue(fake);
  jest.mocked(navigate).mockClear();
});

/** The overlay as the header uses it: a button opens it; closing returns focus to the button. */
function Harness({ lang }: { lang: Lang }) {
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

async function openOverlay(lang: Lang = "ro") {
  const user = userEvent.setup();
  render(<Harness lang={lang} />);
  await user.click(screen.getByRole("button", { name: uiOf(lang).openSearch }));
  const box = screen.getByRole("searchbox", { name: uiOf(lang).searchLabel });
  return { user, box };
}

const results = () => screen.queryByRole("list", { name: copy.ro.resultsLabel });

describe("the search overlay", () => {
  it("starts loading Pagefind when it opens, and searches only after the typing pauses", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness lang="ro" />);
      expect(loadPagefind).not.toHaveBeenCalled();
      await user.click(screen.getByRole("button", { name: ro.openSearch }));
      expect(loadPagefind).toHaveBeenCalled();
      await user.type(screen.getByRole("searchbox"), "leasing");
      expect(fake.queries).toEqual([]);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(fake.queries).toEqual(["leasing"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("lists the page and its FAQ answer with titles and the matched words marked, and announces the count", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "leasing");
    const list = await screen.findByRole("list", { name: copy.ro.resultsLabel });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/servicii/leasing",
      "/servicii/leasing#intrebare-2",
    ]);
    expect(links[0]).toHaveTextContent("Leasing");
    expect(links[1]).toHaveTextContent(`Leasing · ${copy.ro.answerLabel}`);
    expect(links[1]).toHaveTextContent("Ce avans cere un leasing?");
    expect(within(links[0]).getAllByText("leasing", { selector: "mark" })).toHaveLength(2);
    // The page text's "<b>" stays text: the excerpt puts no markup but <mark> on the page.
    expect(links[1].querySelector("b")).toBeNull();
    expect(links[1]).toHaveTextContent("Avansul pentru leasing <b>");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent(copy.ro.countMany.replace("{count}", "2"));
  });

  it(`shows at most ${SEARCH_MAX_RESULTS} results`, async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "finanțare");
    await screen.findByRole("list", { name: copy.ro.resultsLabel });
    expect(within(results()!).getAllByRole("link")).toHaveLength(SEARCH_MAX_RESULTS);
  });

  it("fetches the details of only as many pages as the list can show", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "finanțare");
    await screen.findByRole("list", { name: copy.ro.resultsLabel });
    // 12 pages match, one hit each: batches of pages are fetched until the list is full.
    expect(fake.fetched).toHaveLength(
      Math.ceil(SEARCH_MAX_RESULTS / SEARCH_PAGE_BATCH) * SEARCH_PAGE_BATCH,
    );
    expect(fake.fetched.length).toBeLessThan(12);
  });

  it("offers the contact page when nothing matches, and says so politely", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "criptomonede");
    await screen.findByText(copy.ro.countNone);
    expect(results()).toBeNull();
    const contact = screen.getByRole("link", { name: copy.ro.contactLabel });
    expect(contact).toHaveAttribute("href", "/contact");
    expect(contact.parentElement).toHaveTextContent(
      copy.ro.noResults.replace("{query}", "criptomonede"),
    );
  });

  it("opens the first result on Enter, and clears and closes the box", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "factoring");
    await screen.findByRole("list", { name: copy.ro.resultsLabel });
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith("/servicii/factoring");
    await user.click(screen.getByRole("button", { name: ro.openSearch }));
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("on Enter typed faster than the debounce, still opens the first result of what was typed", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "factoring{Enter}");
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(navigate).toHaveBeenCalledWith("/servicii/factoring");
  });

  it("on Enter without results only clears and closes", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "criptomonede");
    await screen.findByText(copy.ro.countNone);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("walks the results with the arrow keys, back up to the box", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "leasing");
    const list = await screen.findByRole("list", { name: copy.ro.resultsLabel });
    const [first, second] = within(list).getAllByRole("link");
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveFocus();
  });

  it("closes on Escape with focus back on the search button", async () => {
    const { user } = await openOverlay();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: ro.openSearch })).toHaveFocus();
  });

  it("clears and closes when a result is followed", async () => {
    const { user, box } = await openOverlay();
    await user.type(box, "factoring");
    const list = await screen.findByRole("list", { name: copy.ro.resultsLabel });
    // jsdom cannot follow links; Gatsby's Link would navigate on the client.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    await user.click(within(list).getByRole("link"));
    document.removeEventListener("click", stay);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("speaks English on English pages", async () => {
    fake = fakePagefind([{ url: "/pricing", title: "Pricing", parts: [{ text: "Our pricing" }] }]);
    jest.mocked(loadPagefind).mockResolvedValue(fake);
    const { user, box } = await openOverlay("en");
    await user.type(box, "pricing");
    await screen.findByRole("list", { name: copy.en.resultsLabel });
    expect(screen.getByRole("status")).toHaveTextContent(copy.en.countOne);
    await user.clear(box);
    await user.type(box, "zzz");
    await screen.findByText(copy.en.countNone);
    expect(screen.getByRole("link", { name: copy.en.contactLabel })).toBeInTheDocument();
  });

  it("says search is unavailable, with the contact link, when Pagefind cannot load", async () => {
    jest.mocked(loadPagefind).mockRejectedValue(new Error("offline"));
    const { user, box } = await openOverlay();
    await user.type(box, "leasing");
    await screen.findByText(copy.ro.unavailable);
    expect(screen.getByRole("link", { name: copy.ro.contactLabel })).toBeInTheDocument();
  });
});
