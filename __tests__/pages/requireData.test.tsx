import React from "react";
import { render } from "@testing-library/react";
import BlogPage from "../../src/templates/BlogPage";
import { contextFor } from "../helpers/context";
import { pageProps } from "../helpers/pageProps";
import { requireData } from "../../src/utils/requireData";

describe("requireData", () => {
  it("passes the data through when every named field is there", () => {
    const data = { a: { x: 1 }, b: null };
    expect(requireData("/p", data, ["a"]).a.x).toBe(1);
  });

  it("names the page and every missing field", () => {
    const data = { roHomeJson: null, allFaqJson: { nodes: [] }, enLabelsJson: undefined };
    expect(() => requireData("/home", data, ["roHomeJson", "allFaqJson", "enLabelsJson"])).toThrow(
      "page /home: its query found no roHomeJson, enLabelsJson",
    );
  });
});

describe("a template without its data", () => {
  it("fails naming the page, as every template checks the same way", () => {
    // React logs the thrown render error; the assertion is on the error itself.
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const data: Queries.BlogPageQuery = { enInnerJson: null, allPostJson: { nodes: [] } };
    const props = pageProps(data, contextFor("/blog"));
    expect(() => render(<BlogPage {...props} />)).toThrow(
      "page /blog: its query found no enInnerJson",
    );
    spy.mockRestore();
  });
});
