// The representative example is in the credit pages' server-rendered markup, with its DAE, beside
// the simulator and outside the part that needs JavaScript (the slot and its <noscript> line): what
// a visitor reads with JavaScript or without. Rendered from the build's page-data, and read from
// the HTML the build wrote.
import "./serverGlobals";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { renderToString } from "react-dom/server";
import copy from "../../data/simulator-copy.json";
import { formatBani, formatNumber } from "../../domain/format";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { creditDae, roundDae } from "../../domain/simulator/dae";
import ServicePage from "../../src/templates/ServicePage";
import { builtPage } from "../helpers/builtData";
import { partItems } from "../helpers/dataFiles";
import { pageProps } from "../helpers/pageProps";
import { fieldSpec } from "./simulatorSpecs";

const CREDIT_PAGES = [
  ["/servicii/credite-persoane-fizice", "credite_persoane_fizice"],
  ["/servicii/finantari-pe-termen-lung", "finantari_termen_lung"],
] as const;
const LEASING = "/servicii/leasing";

/** The DAE and the total payable of a page's defaults, worked out from the data alone. */
function expected(key: string) {
  const lei = (name: string) => Math.round(fieldSpec(key, name).default * 100);
  const term = fieldSpec(key, "term");
  const cost = creditDae({
    principal: lei("amount"),
    months: term.default * (term.monthsPerUnit ?? 1),
    annualPercent: fieldSpec(key, "rate").default,
    analysisFee: lei("analysisFee"),
    monthlyFee: lei("monthlyFee"),
    monthlyInsurance: lei("monthlyInsurance"),
  });
  return {
    dae: `${formatNumber(roundDae(cost.dae, 2), "ro", { minDecimals: 2, maxDecimals: 2 })}%`,
    totalPayable: `${formatBani(cost.totalPayable, "ro")} ${copy.currency}`,
  };
}

/** Whether the data still marks the defaults of a page's simulator as placeholders. */
function marked(key: string): boolean {
  const entry = partItems("simulator").find((e) => e.key === key) as { placeholders?: string[] };
  return (entry.placeholders ?? []).some((p) => p.startsWith("inputs."));
}

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The page as the build renders it, from the build's own page-data. */
function rendered(route: string): Document {
  const { data, pageContext } = builtPage<Queries.ServicePageQuery>(route);
  return parse(renderToString(<ServicePage {...pageProps(data, pageContext)} />));
}

/** The page as the build wrote it to public/. */
function built(route: string): Document {
  const file = path.join(PUBLIC_DIR, route.replace(/^\//, ""), "index.html");
  return parse(fs.readFileSync(file, "utf8"));
}

/** The simulator section's paragraph that starts with the example's label. */
function exampleIn(doc: Document): HTMLParagraphElement | null {
  const section = doc.querySelector("section#simulator");
  expect(section).not.toBeNull();
  const found = Array.from(section!.querySelectorAll("p")).filter((p) =>
    p.textContent?.startsWith(copy.example.label),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] ?? null;
}

describe.each(CREDIT_PAGES)("%s", (route, key) => {
  it.each([
    ["rendered from the build's page-data", rendered],
    ["as the build wrote it", built],
  ])("holds the representative example with its DAE, %s", (_how, read) => {
    const doc = read(route);
    const example = exampleIn(doc);
    expect(example).not.toBeNull();
    const { dae, totalPayable } = expected(key);
    const text = example!.textContent!;
    expect(text).toContain(`dobânda anuală efectivă (DAE) este de ${dae}.`);
    expect(text).toContain(`suma totală plătibilă este de ${totalPayable}.`);
    // The DAE is set apart from the rest of the paragraph.
    const strong = Array.from(example!.querySelectorAll("strong")).map((s) => s.textContent);
    expect(strong).toEqual([copy.example.label, dae]);
    // In the page's own markup: not in the slot the simulator takes over, not only for no-JS.
    expect(example!.closest("[data-interactive], noscript")).toBeNull();
    const slot = doc.querySelector("section#simulator [data-interactive]")!;
    expect(slot.compareDocumentPosition(example!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    // A note says the figures are examples while the data marks its defaults as placeholders.
    const note = Array.from(doc.querySelectorAll("section#simulator p")).some(
      (p) => p.textContent === copy.example.placeholderNote,
    );
    expect(note).toBe(marked(key));
  });
});

it("the leasing page has no credit example", () => {
  expect(exampleIn(rendered(LEASING))).toBeNull();
  expect(exampleIn(built(LEASING))).toBeNull();
});
