// Gatsby under Jest: graphql is inert, Link is a plain anchor, and useStaticQuery answers with
// the build's static-query results (public/page-data/sq) in the `pages` project, or from the data
// files in the `unit` project (see __tests__/helpers/staticData.ts), so chrome renders real copy.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

/* global __STATIC_DATA__ */
const fromBuild = typeof __STATIC_DATA__ !== "undefined" && __STATIC_DATA__ === "build";
let cached;
function staticData() {
  if (!cached) {
    cached = fromBuild
      ? require("../__tests__/helpers/builtData").builtStaticData()
      : require("../__tests__/helpers/staticData").staticData();
  }
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
