// While data/site.json marks the company name and the video as placeholders, the home page says
// so where it shows them: under the title and in the video dialog; so does the credentials' text,
// a fact about the firm's founder the office must confirm.
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import HomePage from "../../src/templates/HomePage";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { part, readData } from "../helpers/dataFiles";

const home = part("home") as {
  hero: { videoLabel: string };
  credentials: { title: string; text: string; exampleMark: string; placeholders: string[] };
};
const ui = readData<{ lang: string; exampleName: string; exampleVideo: string }[]>("ui.json").find(
  (u) => u.lang === "ro",
)!;
const placeholders = readData<{ placeholders: string[] }>("site.json").placeholders;

function renderHome() {
  const { data, pageContext } = builtPage<Queries.HomePageQuery>("/");
  return render(
    <ConsentProvider>
      <HomePage {...pageProps(data, pageContext)} />
    </ConsentProvider>,
  );
}

beforeEach(() => window.localStorage.setItem("hasCountedBefore", "true"));
afterEach(() => window.localStorage.clear());

describe("HomePage placeholders", () => {
  it("marks the example company name and the stand-in video as examples", async () => {
    expect(placeholders).toEqual(expect.arrayContaining(["companyName", "videoId"]));
    const user = userEvent.setup();
    renderHome();
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.nextElementSibling).toHaveTextContent(ui.exampleName);
    await user.click(screen.getAllByRole("button", { name: home.hero.videoLabel })[0]);
    expect(await screen.findByRole("dialog")).toHaveTextContent(ui.exampleVideo);
  });

  it("marks the credentials' text, a claim about the firm, while it is a placeholder", () => {
    const { credentials } = home;
    expect(credentials.placeholders).toContain("text");
    renderHome();
    const heading = screen.getByRole("heading", { level: 2, name: credentials.title });
    const intro = heading.nextElementSibling;
    expect(intro).toHaveTextContent(`${credentials.text} (${credentials.exampleMark})`);
  });
});
