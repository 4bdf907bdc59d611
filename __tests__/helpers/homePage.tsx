// What the home page's test files share: its copy and the template rendered with the build's
// page data, inside the consent provider as the site wraps it.
import React from "react";
import { render } from "@testing-library/react";
import HomePage from "../../src/templates/HomePage";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { builtPage } from "./builtData";
import { pageProps } from "./pageProps";
import { readData } from "./dataFiles";

export const site = readData<Record<string, string>>("site.json");
export const consent = readData<{ lang: string; videoAccept: string }[]>("consent.json").find(
  (c) => c.lang === "ro",
)!;
export const home = readData<{ hero: { videoLabel: string } }>("ro-home.json");
export const counterLabels = readData<{ page: string; label: string }[]>("counter.ro.json")
  .filter((c) => c.page === "home_1")
  .map((c) => c.label);

export function renderHome() {
  const { data, pageContext } = builtPage<Queries.HomePageQuery>("/");
  const props = pageProps(data, pageContext);
  return render(
    <ConsentProvider>
      <HomePage {...props} />
    </ConsentProvider>,
  );
}
