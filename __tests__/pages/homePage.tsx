// What the home page's test files share: its copy and the template rendered with the build's
// page data, inside the consent provider as the site wraps it.
import React from "react";
import { render } from "@testing-library/react";
import HomePage from "../../src/templates/HomePage";
import { ConsentProvider } from "../../src/consent/ConsentContext";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { part, partItems, readData } from "../helpers/dataFiles";

export const site = readData<Record<string, string>>("site.json");
export const consent = readData<{ lang: string; videoAccept: string }[]>("consent.json").find(
  (c) => c.lang === "ro",
)!;
export const home = part("home") as { hero: { videoLabel: string } };
export const counterLabels = partItems("counters")
  .filter((c) => c.page === "home_1")
  .map((c) => c.label as string);

export function renderHome() {
  const { data, pageContext } = builtPage<Queries.HomePageQuery>("/");
  const props = pageProps(data, pageContext);
  return render(
    <ConsentProvider>
      <HomePage {...props} />
    </ConsentProvider>,
  );
}
