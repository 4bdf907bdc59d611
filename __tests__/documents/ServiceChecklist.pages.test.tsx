// Each service page's document checklist in the page's server-rendered HTML (the build's query
// results, the template rendered to a string as the build does): a closed native disclosure whose
// summary holds the section's heading, the groups as titled lists with every item of the
// composed checklist, and a real print button.
import { TextDecoder, TextEncoder } from "node:util";
import React from "react";
import path from "node:path";
import ServicePage from "../../src/templates/ServicePage";
import { readServiceChecklists } from "../../io/documents";
import { serviceSlug } from "../../contract/forms/bookingContext";
import { builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { routes as allRoutes } from "../helpers/dataFiles";
import { readData } from "../helpers/dataFiles";

// React's server renderer for the browser (react-dom/server under jsdom) encodes with
// TextEncoder, which jsdom lacks: Node's, set before the renderer loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const routes = allRoutes().filter((r) => r.template === "ServicePage");
const checklists = readServiceChecklists(path.resolve(__dirname, "../../data"));
const shared = readData<{ documents: { print: string } }>("ro-service-shared.json").documents;

function serverHtml(routePath: string): Document {
  const { data, pageContext } = builtPage<Queries.ServicePageQuery>(routePath);
  const html = renderToString(<ServicePage {...pageProps(data, pageContext)} />);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

describe.each(routes.map((r) => [r.path]))("%s's document checklist", (routePath) => {
  const checklist = checklists.get(serviceSlug(routePath))!;

  it("is a closed <details> whose <summary> holds the section's heading", () => {
    const doc = serverHtml(routePath);
    const section = doc.querySelector("section#documente")!;
    expect(section).not.toBeNull();
    const details = section.querySelectorAll("details");
    expect(details).toHaveLength(1);
    expect(details[0].hasAttribute("open")).toBe(false);
    const summary = details[0].querySelector(":scope > summary")!;
    const heading = summary.querySelector("h2")!;
    expect(heading.textContent).toBe(checklist.title);
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(details[0].textContent).toContain(checklist.text);
  });

  it("lists every group and every item of the composed checklist, in order", () => {
    const doc = serverHtml(routePath);
    const lists = [...doc.querySelectorAll("section#documente details ul")];
    expect(
      lists.map((ul) => ({
        title: doc.getElementById(ul.getAttribute("aria-labelledby")!)!.textContent,
        items: [...ul.querySelectorAll("li")].map((li) => li.textContent),
      })),
    ).toEqual(checklist.groups.map((g) => ({ title: g.title, items: [...g.items] })));
  });

  it("has a real print button outside the disclosure, seen while it is closed", () => {
    const doc = serverHtml(routePath);
    const button = doc.querySelector("section#documente > div > button")!;
    expect(button.getAttribute("type")).toBe("button");
    expect(button.textContent).toBe(shared.print);
    expect(button.closest("details")).toBeNull();
  });
});
