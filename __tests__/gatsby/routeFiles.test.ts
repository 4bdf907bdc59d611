/** @jest-environment node */
// The one mapping between the site's URLs and the files Gatsby writes for them.
import { htmlFileOfRoute, urlOfFile, urlsOfFile } from "../../contract/routeFiles";
import { routes } from "../helpers/dataFiles";

it("gives each built file the URL the site links to (no trailing slash)", () => {
  expect(urlOfFile("index.html")).toBe("/");
  expect(urlOfFile("servicii/leasing/index.html")).toBe("/servicii/leasing");
  expect(urlOfFile("404.html")).toBe("/404.html");
  expect(urlOfFile("app-0123abcd.js")).toBe("/app-0123abcd.js");
});

it("lists every URL that serves a file: a page's route and its index.html", () => {
  expect(urlsOfFile("index.html")).toEqual(["/", "/index.html"]);
  expect(urlsOfFile("contact/index.html")).toEqual(["/contact", "/contact/index.html"]);
  expect(urlsOfFile("404.html")).toEqual(["/404.html"]);
});

it("finds every route's file, and the route again from it", () => {
  const pages = routes();
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/servicii/leasing"]));
  for (const { path } of pages) {
    expect(urlOfFile(htmlFileOfRoute(path))).toBe(path);
  }
  expect(htmlFileOfRoute("/servicii/leasing/")).toBe("servicii/leasing/index.html");
});
