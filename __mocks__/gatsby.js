// Gatsby under Jest: graphql is inert, Link is a plain anchor, and useStaticQuery answers with the
// build's static-query results (public/page-data/sq) in the `pages` project, so chrome renders
// what the real schema and queries produce. The `unit` project has no build: a component that
// queries there fails with a pointer to the right project.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

/* global __STATIC_DATA__ */
const fromBuild = typeof __STATIC_DATA__ !== "undefined" && __STATIC_DATA__ === "build";
let cached;
function staticData() {
  if (!fromBuild) {
    throw new Error(
      "useStaticQuery reads the build's results: name this test `*.pages.test.tsx` (the `pages` project)",
    );
  }
  if (!cached) cached = require("../__tests__/helpers/builtData").builtStaticData();
  return cached;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop the router-only props so they do not end up on the anchor.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(() => staticData()),
};
