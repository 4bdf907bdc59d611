/** @jest-environment node */
// The server-rendered page, as a visitor without JavaScript gets it: no search on offer.
import React from "react";
import { renderToString } from "react-dom/server";
import { Layout } from "../../src/components/layout/Layout";
import { contextFor } from "../helpers/context";
import { readData } from "../helpers/dataFiles";

const ro = readData<Record<string, string>[]>("ui.json").find((u) => u.lang === "ro")!;

it("renders the search button disabled and hidden, in its place, until the page hydrates", () => {
  const html = renderToString(
    <Layout pageContext={contextFor("/servicii/leasing")}>
      <p>Conținutul paginii</p>
    </Layout>,
  );
  const button = new RegExp(`<button[^>]*aria-label="${ro.openSearch}"[^>]*>`).exec(html)?.[0];
  expect(button).toBeDefined();
  expect(button).toMatch(/\sdisabled=""/);
  expect(html).toMatch(/<main[^>]*data-pagefind-body/);
});
