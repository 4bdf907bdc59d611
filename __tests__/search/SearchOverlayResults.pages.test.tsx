// The search overlay over a fake Pagefind: when it loads and searches, what it lists, and what it
// says when nothing matches or search cannot load.
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_PAGE_BATCH } from "../../src/constants";
import { loadPagefind } from "../../src/search/pagefind";
import { fakePagefind } from "../helpers/fakePagefind";
import { Harness, copy, installFakePagefind, openOverlay, results, ro } from "./searchOverlay";

jest.mock("../../src/search/pagefind", () => ({ loadPagefind: jest.fn() }));

let fake: ReturnType<typeof fakePagefind>;

beforeEach(() => {
  fake = installFakePagefind();
});

describe("the search overlay: results", () => {
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
