import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ServicesRoPage from "../../src/templates/ServicesRoPage";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { grantConsent } from "../helpers/consent";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { part, readData } from "../helpers/dataFiles";

const page = part("services") as { why: { videoLabel: string } };
// The menu lists the service pages in the order the firm presents them.
const servicePaths = readData<{ menu: string; link: string; sub_menus: { link: string }[] }[]>(
  "menu.json",
)
  .find((m) => m.menu === "ro" && m.link === "/servicii")!
  .sub_menus.map((s) => s.link);

function renderServices() {
  const { data, pageContext } = builtPage<Queries.ServicesRoPageQuery>("/servicii");
  const props = pageProps(data, pageContext);
  return render(
    <ConsentProvider>
      <ServicesRoPage {...props} />
    </ConsentProvider>,
  );
}

const hrefs = (id: string) =>
  within(document.getElementById(id)!)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

afterEach(() => window.localStorage.clear());

describe("ServicesRoPage", () => {
  it("links seven cards to the seven service pages, in the menu's order", () => {
    renderServices();
    expect(hrefs("lista-servicii")).toEqual(servicePaths);
  });

  it("loads the first card's image eagerly (the largest paint of a phone's first screen), the rest lazily", () => {
    renderServices();
    const loading = (id: string) =>
      [...document.getElementById(id)!.querySelectorAll("img")].map((img) =>
        img.getAttribute("loading"),
      );
    const [first, ...rest] = loading("lista-servicii");
    expect(first).toBe("eager");
    expect(rest).toHaveLength(6);
    expect(new Set(rest)).toEqual(new Set(["lazy"]));
    expect(new Set(loading("planificare"))).toEqual(new Set(["lazy"]));
  });

  it("has a why-choose block whose play button opens the video modal", async () => {
    grantConsent({ marketing: true });
    const user = userEvent.setup();
    renderServices();
    const why = document.getElementById("de-ce-noi")!;
    expect(within(why).getAllByRole("listitem")).toHaveLength(4);
    await user.click(within(why).getByRole("button", { name: page.why.videoLabel }));
    expect((await screen.findByRole("dialog")).querySelector("iframe")).not.toBeNull();
  });

  it("ends with the four planning cards, each leading to the Romanian service that covers it", () => {
    renderServices();
    const links = hrefs("planificare");
    expect(links).toHaveLength(4);
    // Not the English template's wealth-planning page: a service the firm does not sell.
    for (const link of links) expect(link).toMatch(/^\/servicii\/[a-z-]+$/);
    const ids = [...document.querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids).toEqual(["informatii-credit", "lista-servicii", "de-ce-noi", "planificare"]);
  });
});
