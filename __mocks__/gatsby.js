// Gatsby under Jest: graphql is inert, Link is a plain anchor, and useStaticQuery answers from the
// real data files (see __tests__/helpers/staticData.ts), so chrome components render real copy.
const React = require("react");
const gatsby = jest.requireActual("gatsby");
const { staticData } = require("../__tests__/helpers/staticData");

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
