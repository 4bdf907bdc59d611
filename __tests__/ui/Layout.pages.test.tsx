import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "gatsby";
import { Layout } from "../../src/components/layout/Layout";
import { readData } from "../helpers/dataFiles";
import { builtContext, builtStaticData } from "../helpers/builtData";

// Pagefind's script exists only in a build; the overlay's own tests are in
// __tests__/search/SearchOverlay*.pages.test.tsx.
jest.mock("../../src/search/pagefind", () => ({
  loadPagefind: jest.fn(async () => jest.requireActual("../helpers/fakePagefind").fakePagefind([])),
}));

const ro = readData<Record<string, string>[]>("ui.json").find((u) => u.lang === "ro")!;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

function renderPage(path = "/servicii/leasing") {
  return render(
    <Layout pageContext={builtContext(path)}>
      <p>Conținutul paginii</p>
    </Layout>,
  );
}

describe("Layout chrome", () => {
  afterEach(() => scrollTo(0));

  it("makes the header sticky only past 200 px of scroll", () => {
    renderPage();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-sticky", "false");
    scrollTo(200);
    expect(header).toHaveAttribute("data-sticky", "false");
    scrollTo(201);
    expect(header).toHaveAttribute("data-sticky", "true");
    scrollTo(50);
    expect(header).toHaveAttribute("data-sticky", "false");
  });

  // Each of these answers a tap or a scroll; rendering the menu's links again would delay it.
  it("leaves the main menu as it is when the header turns sticky or opens the search", () => {
    renderPage();
    const dropdownLinks = () =>
      jest.mocked(Link).mock.calls.filter(([props]) => props.className === "dropdownLink").length;
    const rendered = dropdownLinks();
    expect(rendered).toBeGreaterThan(0);
    scrollTo(201);
    expect(screen.getByRole("banner")).toHaveAttribute("data-sticky", "true");
    fireEvent.click(screen.getByRole("button", { name: ro.openSearch }));
    expect(screen.getByRole("button", { name: ro.openSearch })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(dropdownLinks()).toBe(rendered);
  });

  it("shows the scroll-to-top button only past 300 px", () => {
    renderPage();
    const button = screen.getByLabelText(ro.scrollTopLabel);
    expect(button).not.toBeVisible();
    scrollTo(300);
    expect(button).not.toBeVisible();
    scrollTo(301);
    expect(button).toBeVisible();
  });

  // Opening, Escape, focus and one submenu at a time are the browser's (a popover and a
  // <details name> group): tested in Chromium, __tests__/ui/chrome.browser.test.ts and
  // __tests__/loading/firstPaint.browser.test.ts.
  it("makes the side menu a popover of the menu button, Servicii a submenu of its links", () => {
    renderPage();
    const opener = screen.getByRole("button", { name: ro.openMenu });
    const dialog = screen.getByRole("dialog", { name: ro.sideNavLabel, hidden: true });
    expect(dialog).toHaveAttribute("popover", "auto");
    expect(opener).toHaveAttribute("popovertarget", dialog.id);
    const toggle = within(dialog).getByLabelText(`${ro.submenuToggle}: Servicii`);
    expect(toggle.tagName).toBe("SUMMARY");
    const submenu = toggle.closest("details")!;
    expect(within(submenu).getAllByRole("link", { hidden: true })).toHaveLength(7);
    expect(
      within(dialog).getByRole("link", { name: ro.contactButton, hidden: true }),
    ).toHaveAttribute("href", "/contact");
  });

  it("puts the English side menu's submenus in one group, so one is open at a time", () => {
    renderPage("/about");
    const dialog = screen.getByRole("dialog", { hidden: true });
    const pages = within(dialog).getByLabelText("Show submenu: Pages").closest("details")!;
    const blog = within(dialog).getByLabelText("Show submenu: Blog").closest("details")!;
    expect(pages.getAttribute("name")).toBeTruthy();
    expect(blog.getAttribute("name")).toBe(pages.getAttribute("name"));
    expect([pages.open, blog.open]).toEqual([false, false]);
  });

  it("enables the search button once the page runs (the server renders it disabled)", () => {
    renderPage();
    expect(screen.getByRole("button", { name: ro.openSearch })).toBeEnabled();
  });

  it("indexes for search only the page's <main>, not the chrome around it", () => {
    renderPage();
    expect(screen.getByRole("main")).toHaveAttribute("data-pagefind-body");
    expect(document.querySelectorAll("[data-pagefind-body]")).toHaveLength(1);
  });

  it("clears and closes the search overlay on submit", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: ro.openSearch }));
    // The overlay is its own chunk, loaded on the first open.
    const box = await screen.findByRole("searchbox", { name: ro.searchLabel });
    expect(box).toHaveFocus();
    await user.type(box, "leasing auto{Enter}");
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: ro.openSearch }));
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("shows the breadcrumb Acasă › Servicii › title on a service page", () => {
    renderPage("/servicii/leasing");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Leasing");
    const crumbs = within(screen.getByRole("navigation", { name: ro.breadcrumbLabel }));
    const items = crumbs.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([ro.homeLabel, "Servicii", "Leasing"]);
    expect(ro.homeLabel).toBe("Acasă"); // a Romanian page says it in Romanian
    expect(crumbs.getByRole("link", { name: "Servicii" })).toHaveAttribute("href", "/servicii");
  });

  it("shows Acasă › title on other inner pages and no banner on the home page", () => {
    const { unmount } = renderPage("/contact");
    const crumbs = within(screen.getByRole("navigation", { name: ro.breadcrumbLabel }));
    expect(crumbs.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      ro.homeLabel,
      "Contact",
    ]);
    unmount();
    renderPage("/");
    expect(screen.queryByRole("navigation", { name: ro.breadcrumbLabel })).not.toBeInTheDocument();
  });

  it("carries the footer columns, the copyright year and the WhatsApp link", async () => {
    renderPage();
    const footer = screen.getByRole("contentinfo");
    // Rendered in the browser, the footer fetches its read-only parts (FooterParts) first.
    for (const title of ["Link-uri", "Servicii", "Utile"]) {
      expect(await within(footer).findByRole("heading", { name: title })).toBeInTheDocument();
    }
    // The year the site was built, so the line never goes stale.
    const built = builtStaticData() as { site: { buildTime: string } };
    expect(built.site.buildTime).toMatch(/^20\d\d$/);
    expect(footer).toHaveTextContent(`© ${built.site.buildTime}`);
    const chat = screen.getByRole("link", { name: "Trimite un mesaj pe WhatsApp" });
    expect(chat).toHaveAttribute("title", "Trimite un mesaj pe WhatsApp");
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it("gives template pages the template footer links, and none promising awards", async () => {
    renderPage("/team");
    const footer = within(screen.getByRole("contentinfo"));
    expect(await footer.findByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(footer.queryByRole("link", { name: /award/i })).toBeNull();
    expect(footer.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    const email = footer.getByRole("textbox", { name: "Email address" });
    fireEvent.change(email, { target: { value: "a@b.ro" } });
    fireEvent.submit(email.closest("form")!);
    expect(email).toHaveValue("a@b.ro");
  });
});
