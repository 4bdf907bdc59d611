// ESLint flat config: typescript-eslint recommended rules, React hooks rules, and the import
// boundaries of the top-level folders (lint/boundaries.mjs).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import project from "./lint/boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".node24",
      "public",
      "public.previous",
      ".publish",
      ".cache",
      "var",
      "coverage",
      "screenshots",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // __tests__/ and __mocks__/ may import anything; every other folder only its neighbours.
    ignores: ["__tests__/**", "__mocks__/**"],
    plugins: { project },
    rules: { "project/boundaries": "error" },
  },
  {
    // The server's functions each do one thing: a route translates HTTP, a rule is a function of
    // its own with its own test.
    files: ["server/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
