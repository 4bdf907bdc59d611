// Jest, per Gatsby's unit-testing recipe: babel-preset-gatsby via jest-preprocess.js, jsdom, and a
// `gatsby` mock. Swiper ships ESM only, so its .mjs files are transformed too.
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/__mocks__/style-mock.js",
    "\\.css$": "identity-obj-proxy",
    "\\.(gif|jpe?g|png|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "<rootDir>/__tests__/helpers/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script|swiper|ssr-window|dom7)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};
