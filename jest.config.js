// Jest, per Gatsby's unit-testing recipe (jsdom and a `gatsby` mock), with SWC compiling the
// TypeScript and JSX instead of Babel: the same output for this code (classic JSX runtime,
// CommonJS, jest.mock hoisted), and the unit project's cold run 10 % shorter. Swiper ships ESM
// only, so its .mjs files are compiled too, and so is content-disposition 3 (through
// @fastify/static), an ES module the server's tests require.
const swc = (syntax) => [
  "@swc/jest",
  {
    swcrc: false,
    jsc: {
      parser: syntax === "typescript" ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: "classic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
    sourceMaps: "inline",
  },
];
const transform = {
  "^.+\\.[cm]?tsx?$": swc("typescript"),
  "^.+\\.[cm]?jsx?$": swc("ecmascript"),
};
const transformIgnorePatterns = [
  "/node_modules/(?!(?:.*/node_modules/)?(gatsby|gatsby-script|swiper|ssr-window|dom7|content-disposition)/)",
];

// The tests sit in __tests__/, a folder per feature; the suffix of a test file's name picks its
// project, whatever its folder: `x.test.ts(x)` unit, `x.pages.test.tsx` pages, `x.build.test.ts`
// site, `x.browser.test.ts` e2e, `x.editor.test.ts` cms, `x.develop.test.ts` develop. A file
// without `.test.` in its name is a helper (__tests__/lint/testLayout.test.ts holds all this).
const tests = (suffix, ext = "ts") => [`<rootDir>/__tests__/**/*${suffix}.test.${ext}`];
const RUNNER_SUFFIXES = ["pages", "build", "browser", "editor", "develop"];

const unit = {
  displayName: "unit",
  testEnvironment: "jsdom",
  transform,
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "^swiper/css$": "identity-obj-proxy",
    "\\.css$": "identity-obj-proxy",
    "\\.(gif|jpe?g|png|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: tests("", "{ts,tsx}"),
  testPathIgnorePatterns: [
    "/node_modules/",
    // The page, build-output, browser, editor and develop suites are the projects below.
    `\\.(?:${RUNNER_SUFFIXES.join("|")})\\.test\\.tsx?$`,
  ],
  transformIgnorePatterns,
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/unitSetup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

// Page and section tests fed by the real data layer (`*.pages.test.tsx`): they render templates
// with the page-data and static-query results of the build (__tests__/helpers/builtData.ts), so a
// query that drifts from the schema or from its sections fails here. globalSetup builds public/
// when it is stale.
const pages = {
  ...unit,
  displayName: "pages",
  testMatch: tests(".pages", "tsx"),
  testPathIgnorePatterns: ["/node_modules/"],
  globals: { ...unit.globals, __STATIC_DATA__: "build" },
  globalSetup: "<rootDir>/__tests__/helpers/setupSite.ts",
};

// Tests over the production build in public/ (`*.build.test.ts`: HTML validity, links).
// globalSetup builds public/ once when it is missing or older than the sources.
const site = {
  displayName: "site",
  testEnvironment: "node",
  transform,
  transformIgnorePatterns,
  testMatch: tests(".build"),
  globalSetup: "<rootDir>/__tests__/helpers/setupSite.ts",
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/jestTimeout.ts"],
};

// Real Chromium against the project's own server (`*.browser.test.ts`, with
// __tests__/helpers/server.ts); skipped without a Chromium, except in CI where a missing browser
// fails.
const e2e = {
  displayName: "e2e",
  testEnvironment: "node",
  transform,
  transformIgnorePatterns,
  testMatch: tests(".browser"),
  globalSetup: "<rootDir>/__tests__/helpers/setupBrowser.ts",
  globalTeardown: "<rootDir>/__tests__/helpers/teardownBrowser.ts",
  // One browser per file, pages closed; a loaded 2-core machine gets generous time per test.
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/jestTimeout.ts"],
};

// The content editor in local mode (decap-server over a temporary copy of data/) in real Chromium
// (`*.editor.test.ts`); it needs no site build. Skipped without a Chromium like the e2e project.
const cms = {
  displayName: "cms",
  testEnvironment: "node",
  transform,
  transformIgnorePatterns,
  testMatch: tests(".editor"),
  globalSetup: "<rootDir>/__tests__/helpers/setupChromium.ts",
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/jestTimeout.ts"],
};

// `gatsby develop` over a temporary copy of the project while data files are saved, its overlay
// read in Chromium (`*.develop.test.ts`); it needs no site build. Skipped without a Chromium like
// the e2e project.
const develop = {
  displayName: "develop",
  testEnvironment: "node",
  transform,
  transformIgnorePatterns,
  testMatch: tests(".develop"),
  globalSetup: "<rootDir>/__tests__/helpers/setupChromium.ts",
  setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/jestTimeout.ts"],
};

module.exports = { projects: [unit, pages, site, e2e, cms, develop] };
