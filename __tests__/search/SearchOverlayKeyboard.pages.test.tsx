// The search overlay over a fake Pagefind: Enter, the arrow keys, Escape, and following a result.
import { act, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { copy, installFakePagefind, openOverlay, ro } from "./searchOverlay";

jest.mock("../../src/search/pagefind", () => ({ loadPagefind: jest.fn() }));

beforeEach(() => {
  installFakePagefind();
});

describe("the search overlay: keys and links", () => {
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
});
