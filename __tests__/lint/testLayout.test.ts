/** @jest-environment node */
// The tests' own layout: a folder per feature directly under __tests__/, and the runner told by
// the file's suffix (the projects of jest.config.js, read from it): every test file runs in exactly
// one project and a helper in none; no file sits in a folder named after a runner; a helper in
// __tests__/helpers/ serves more than one feature, and one beside a feature's tests only that one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { globsToMatcher, replacePathSepForGlob } from "jest-util";

const ROOT = path.resolve(__dirname, "../..");
const SHARED = "helpers";

interface Project {
  displayName: string;
  testMatch: string[];
  testPathIgnorePatterns?: string[];
}

const { projects } = jest.requireActual("../../jest.config.js") as { projects: Project[] };

const inRoot = (pattern: string) => pattern.replace(/<rootDir>/g, ROOT);

/** Each project as Jest reads it: a file is its test when a testMatch glob takes it and no
 * testPathIgnorePatterns expression does. */
const matchers = projects.map(({ displayName, testMatch, testPathIgnorePatterns = [] }) => {
  const globs = globsToMatcher(testMatch.map(inRoot));
  const ignored = testPathIgnorePatterns.map((pattern) => new RegExp(inRoot(pattern)));
  return {
    name: displayName,
    takes: (file: string) => {
      const full = path.join(ROOT, file);
      return globs(replacePathSepForGlob(full)) && !ignored.some((re) => re.test(full));
    },
  };
});

/** The projects that would run a file at this path (relative to the repository). */
const projectsOf = (file: string) => matchers.filter((m) => m.takes(file)).map((m) => m.name);

/** The suffixes the projects select by (`*.browser.test.ts` → browser). */
const SUFFIXES = projects.flatMap(({ testMatch }) =>
  testMatch.flatMap((glob) => [...glob.matchAll(/\*\.(\w+)\.test\./g)].map((m) => m[1])),
);

/** Folders named after a runner rather than a feature: the projects and the suffixes, and the
 * editor's old folder. pages/, site/ and editor/ are features (page rendering, checks of the whole
 * built site, the content editor) whose tests run under whichever project their suffix says. */
const FEATURES_NAMED_LIKE_RUNNERS = new Set(["pages", "site", "editor"]);
const RUNNER_FOLDERS = [
  ...new Set([...projects.map((p) => p.displayName), ...SUFFIXES, "cms-editor"]),
].filter((name) => !FEATURES_NAMED_LIKE_RUNNERS.has(name));

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "__tests__"],
  { cwd: ROOT, encoding: "utf8" },
)
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)));

const isTest = (file: string) => path.basename(file).includes(".test.");
const featureOf = (file: string) => file.split("/")[1];
const tests = files.filter(isTest);
const helpers = files.filter((file) => !isTest(file));

/** Which files under __tests__/ each file there imports by a relative path. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = text.matchAll(
    /(?:\bfrom|\bimport|\brequire|\brequireActual|\bmock)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g,
  );
  return [...specifiers].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier);
    const found = ["", ".ts", ".tsx", ".js"]
      .map((ext) => base + ext)
      .find((f) => files.includes(f));
    return found ? [found] : [];
  });
}

const importers = new Map<string, string[]>();
for (const file of files) {
  for (const imported of importsOf(file)) {
    importers.set(imported, [...(importers.get(imported) ?? []), file]);
  }
}

/** Helpers named outside __tests__/ (the setup files in jest.config.js, the gatsby mock's data). */
const outside = ["jest.config.js", "__mocks__/gatsby.js"]
  .map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
  .join("\n");
const namedOutside = (file: string) =>
  new RegExp(`${file.replace(/\.tsx?$/, "").replace(/\./g, "\\.")}(?:\\.tsx?)?["']`).test(outside);

describe("the tests' layout", () => {
  it("finds the tests and their helpers", () => {
    expect(tests.length).toBeGreaterThan(250);
    expect(helpers.length).toBeGreaterThan(30);
    expect(SUFFIXES.sort()).toEqual(["browser", "build", "develop", "editor", "pages"]);
  });

  it("puts every file directly in a feature's folder", () => {
    expect(files.filter((file) => file.split("/").length !== 3)).toEqual([]);
  });

  it("has no folder named after a runner", () => {
    expect(files.filter((file) => RUNNER_FOLDERS.includes(featureOf(file)))).toEqual([]);
  });

  it("runs every test file in exactly one project", () => {
    const wrong = tests
      .map((file) => ({ file, runIn: projectsOf(file) }))
      .filter(({ runIn }) => runIn.length !== 1);
    expect(wrong).toEqual([]);
  });

  it("runs no helper as a test", () => {
    const run = helpers
      .map((file) => ({ file, runIn: projectsOf(file) }))
      .filter(({ runIn }) => runIn.length > 0);
    expect(run).toEqual([]);
  });

  it("keeps in __tests__/helpers/ only what more than one feature uses", () => {
    const single = helpers
      .filter((file) => featureOf(file) === SHARED)
      .filter((file) => !namedOutside(file))
      .map((file) => ({ file, features: [...new Set((importers.get(file) ?? []).map(featureOf))] }))
      .filter(({ features }) => !features.includes(SHARED) && features.length < 2);
    expect(single).toEqual([]);
  });

  it("keeps a feature's helper to that feature's tests", () => {
    const strays = helpers
      .filter((file) => featureOf(file) !== SHARED)
      .map((file) => ({ file, users: importers.get(file) ?? [] }))
      .filter(
        ({ file, users }) =>
          users.length === 0 || users.some((user) => featureOf(user) !== featureOf(file)),
      );
    expect(strays).toEqual([]);
  });
});

describe("the project a file name picks", () => {
  it.each([
    ["__tests__/booking/slots.test.ts", ["unit"]],
    ["__tests__/booking/BookingForm.test.tsx", ["unit"]],
    ["__tests__/booking/BookingPage.pages.test.tsx", ["pages"]],
    ["__tests__/booking/bookingMarkup.build.test.ts", ["site"]],
    ["__tests__/booking/bookingPaths.browser.test.ts", ["e2e"]],
    ["__tests__/booking/booking.editor.test.ts", ["cms"]],
    ["__tests__/gatsby/dataEdits.develop.test.ts", ["develop"]],
    ["__tests__/booking/bookingSlots.ts", []],
    ["__tests__/booking/bookingPaths.browser.test.tsx", []],
  ])("%s runs in %j", (file, expected) => {
    expect(projectsOf(file)).toEqual(expected);
  });

  it("would see a folder named after a runner", () => {
    expect(RUNNER_FOLDERS).toEqual(
      expect.arrayContaining(["unit", "e2e", "cms", "cms-editor", "develop", "browser", "build"]),
    );
  });
});
