// The home page's video modal: consent first, then the privacy-enhanced player, and how it closes.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { grantConsent } from "../helpers/consent";
import { consent, home, renderHome, site } from "./homePage";

beforeEach(() => window.localStorage.setItem("hasCountedBefore", "true"));
afterEach(() => window.localStorage.clear());

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
