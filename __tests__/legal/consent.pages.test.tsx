import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "../../src/components/layout/Layout";
import { CONSENT_KEY, COUNTED_FLAG } from "../../src/constants";
import { readConsent } from "../../src/consent/consent";
import { builtContext } from "../helpers/builtData";
import { grantConsent } from "../helpers/consent";
import { readData } from "../helpers/dataFiles";

interface ConsentCopy {
  lang: string;
  title: string;
  acceptAll: string;
  reject: string;
  settings: string;
  save: string;
  footerLink: string;
  categories: { key: string; title: string }[];
}
const ro = readData<ConsentCopy[]>("consent.json").find((c) => c.lang === "ro")!;

function renderPage() {
  return render(
    <Layout pageContext={builtContext("/despre-noi")}>
      <p>Conținut</p>
    </Layout>,
  );
}

const banner = () => screen.queryByRole("region", { name: ro.title });

afterEach(() => window.localStorage.clear());

describe("cookie consent", () => {
  it("asks on a first visit with equal accept and refuse buttons, storing nothing yet", () => {
    renderPage();
    const region = within(banner()!);
    const accept = region.getByRole("button", { name: ro.acceptAll });
    const refuse = region.getByRole("button", { name: ro.reject });
    expect(accept.className).toBe(refuse.className);
    expect(region.getByRole("button", { name: ro.settings })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(window.localStorage.getItem(COUNTED_FLAG)).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("stores 'Accept toate' and does not ask again on the next page", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(screen.getByRole("button", { name: ro.acceptAll }));
    expect(readConsent()).toEqual({ performance: true, functional: true, marketing: true });
    expect(banner()).toBeNull();
    unmount();
    renderPage();
    expect(banner()).toBeNull();
  });

  it("stores 'Refuz' as no optional category", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: ro.reject }));
    expect(readConsent()).toEqual({ performance: false, functional: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it("offers the four categories of the cookie policy, essential always on", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: ro.settings }));
    const boxes = within(banner()!).getAllByRole("checkbox");
    expect(boxes.map((b) => b.getAttribute("name"))).toEqual([
      "essential",
      "performance",
      "functional",
      "marketing",
    ]);
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
    await user.click(within(banner()!).getByRole("checkbox", { name: /Funcționale/ }));
    await user.click(screen.getByRole("button", { name: ro.save }));
    expect(readConsent()).toEqual({ performance: false, functional: true, marketing: false });
  });

  it("lets the visitor change the choice from the footer; withdrawal removes the stored flag", async () => {
    grantConsent({ functional: true });
    window.localStorage.setItem(COUNTED_FLAG, "true");
    const user = userEvent.setup();
    renderPage();
    expect(banner()).toBeNull();
    await user.click(
      within(screen.getByRole("contentinfo")).getByRole("button", { name: ro.footerLink }),
    );
    const functional = within(banner()!).getByRole("checkbox", { name: /Funcționale/ });
    expect(functional).toBeChecked();
    await user.click(functional);
    await user.click(screen.getByRole("button", { name: ro.save }));
    expect(readConsent()?.functional).toBe(false);
    expect(window.localStorage.getItem(COUNTED_FLAG)).toBeNull();
    expect(banner()).toBeNull();
  });
});
