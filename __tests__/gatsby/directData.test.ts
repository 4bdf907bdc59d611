/** @jest-environment node */
// The build's check of the data files code imports directly (data/booking.json, data/vitals.json): Gatsby never
// sources them, so onPreBootstrap reads them first. A malformed file fails `gatsby build` naming
// the file and the field; under `gatsby develop` the same lines go to the terminal and the
// browser's overlay, develop goes on, each save is checked again and the fix clears the overlay.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import shipped from "../../data/booking.json";
import shippedVitals from "../../data/vitals.json";
import {
  DATA_DIR,
  directDataProblems,
  directDataStep,
  failureMessage,
  watchDirectData,
  watchDirectOnce,
  type DirectWatchDeps,
  type DirectWatchState,
} from "../../gatsby/directData";
import { DIRECTLY_IMPORTED } from "../../gatsby/dataFiles";
import { clearOverlayError, showOverlayError } from "../../gatsby/developOverlay";
import { onPreBootstrap } from "../../gatsby/preBootstrap";
import { placeholdersStep } from "../../gatsby/placeholders";
import { subsetFontsStep } from "../../gatsby/fonts";

jest.mock("../../gatsby/developOverlay", () => ({
  showOverlayError: jest.fn(),
  clearOverlayError: jest.fn(),
}));
jest.mock("../../gatsby/fonts", () => ({ subsetFontsStep: jest.fn() }));
jest.mock("../../gatsby/placeholders", () => ({
  ...jest.requireActual("../../gatsby/placeholders"),
  placeholdersStep: jest.fn(),
}));

const DURATION_LINE =
  "data/booking.json (meetingTypes[0].durationMinutes): must be a whole number from 5 to 480";

const dirs: string[] = [];

/** A data/ of its own holding data/booking.json as `text`, and data/vitals.json as `vitals`
 * (the shipped file unless given). */
function dataDir(text: string, vitals = JSON.stringify(shippedVitals)): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "direct-data-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "booking.json"), text);
  fs.writeFileSync(path.join(dir, "vitals.json"), vitals);
  return dir;
}

const withDuration = (minutes: unknown) =>
  JSON.stringify({
    ...shipped,
    meetingTypes: [{ ...shipped.meetingTypes[0], durationMinutes: minutes }],
  });

function reporter() {
  return { panicOnBuild: jest.fn(), error: jest.fn(), info: jest.fn(), warn: jest.fn() };
}
type Step = (args: unknown, dir?: string) => void;
const step = directDataStep as unknown as Step;

const command = process.env.gatsby_executing_command;
afterEach(() => {
  process.env.gatsby_executing_command = command;
  jest.useRealTimers();
  jest.clearAllMocks();
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the directly imported data files' check", () => {
  it("covers data/booking.json and data/vitals.json, which Gatsby does not source", () => {
    expect(DIRECTLY_IMPORTED).toEqual(expect.arrayContaining(["booking.json", "vitals.json"]));
    expect(directDataProblems(DATA_DIR)).toEqual([]);
  });

  it.each([1.5, -0.1, "0.5", null])(
    "refuses a Web Vitals sample rate of %p, naming the file and the field",
    (rate) => {
      const problems = directDataProblems(
        dataDir(JSON.stringify(shipped), JSON.stringify({ sampleRate: rate })),
      );
      expect(problems).toEqual([
        expect.stringMatching(
          /^data\/vitals\.json: field "sampleRate" must be a number from 0 to 1 /,
        ),
      ]);
    },
  );

  it("takes a sample rate of 0 and of 1, and refuses a field the file does not have", () => {
    for (const sampleRate of [0, 1])
      expect(
        directDataProblems(dataDir(JSON.stringify(shipped), JSON.stringify({ sampleRate }))),
      ).toEqual([]);
    expect(
      directDataProblems(dataDir(JSON.stringify(shipped), '{ "sampleRate": 0.5, "rate": 1 }')),
    ).toEqual(['data/vitals.json: field "rate" is not one of this file\'s (sampleRate)']);
  });

  it("names a file that does not parse, and one that is missing", () => {
    expect(directDataProblems(dataDir('{ "lang": "ro", }'))).toEqual([
      expect.stringMatching(/^data\/booking\.json: does not parse as JSON \(/),
    ]);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "direct-data-"));
    dirs.push(empty);
    expect(directDataProblems(empty)).toEqual([
      expect.stringMatching(/^data\/booking\.json: could not be read \(/),
      expect.stringMatching(/^data\/vitals\.json: could not be read \(/),
    ]);
  });
});

/** The data files that the code of src/, contract/ and domain/ (what webpack may bundle for the
 * browser) imports, as "importing file: data file". */
function dataImportsOfBrowserCode(): string[] {
  const root = path.resolve(__dirname, "../..");
  return ["src", "contract", "domain"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && e.name !== "gatsby-types.d.ts")
      .flatMap((e) => {
        const file = path.join(e.parentPath, e.name);
        const source = fs.readFileSync(file, "utf8");
        return [...source.matchAll(/^import\s[^;]*?from\s+"[./]*\/data\/([^"/]+\.json)"/gm)].map(
          (m) => `${path.relative(root, file)}: ${m[1]}`,
        );
      }),
  );
}

describe("the data files the browser's code imports", () => {
  // A file both sourced and bundled reaches develop twice on each save, as a node update and as a
  // module the page's code is rebuilt with, and a burst of saves (a git pull) can then leave a
  // page's query without its data for a moment. Sourced data comes through the page's query.
  it("are only the directly imported ones, which Gatsby does not source", () => {
    const imports = dataImportsOfBrowserCode();
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((line) => !DIRECTLY_IMPORTED.includes(line.split(": ")[1]))).toEqual([]);
  });
});

describe("gatsby build (onPreBootstrap)", () => {
  beforeEach(() => {
    process.env.gatsby_executing_command = "build";
  });

  it("fails on a malformed data/booking.json, naming the file and the field", () => {
    const r = reporter();
    step({ reporter: r }, dataDir(withDuration(0)));
    expect(r.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = String(r.panicOnBuild.mock.calls[0][0]);
    expect(message).toBe(failureMessage([DURATION_LINE]));
    expect(message).toContain(DURATION_LINE);
  });

  it("lists every problem of the file in the one failure", () => {
    const broken = JSON.parse(withDuration("30")) as typeof shipped;
    broken.officeHours[0].from = "9";
    const r = reporter();
    step({ reporter: r }, dataDir(JSON.stringify(broken)));
    const message = String(r.panicOnBuild.mock.calls[0][0]);
    expect(message).toContain("data/booking.json (officeHours[0].from): must be a time HH:MM");
    expect(message).toContain(DURATION_LINE);
  });

  it("passes the shipped file", () => {
    const r = reporter();
    step({ reporter: r }, dataDir(JSON.stringify(shipped)));
    step({ reporter: r });
    expect(r.panicOnBuild).not.toHaveBeenCalled();
  });

  it("is the first step of onPreBootstrap, so a broken file stops the build before anything else", async () => {
    const calls: string[] = [];
    jest.mocked(placeholdersStep).mockImplementation(() => void calls.push("placeholders"));
    jest.mocked(subsetFontsStep).mockImplementation(async () => void calls.push("fonts"));
    const hook = onPreBootstrap as unknown as (args: unknown) => Promise<void>;
    const passing = reporter();
    await hook({ reporter: passing });
    expect(calls).toEqual(["placeholders", "fonts"]);

    // The same hook over a malformed data/booking.json: `gatsby build` exits in panicOnBuild.
    calls.length = 0;
    const real = fs.readFileSync;
    const bookingFile = path.join(DATA_DIR, "booking.json");
    const read = jest
      .spyOn(fs, "readFileSync")
      .mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
        file === bookingFile
          ? withDuration(0)
          : real(file, options as BufferEncoding)) as typeof fs.readFileSync);
    const failing = reporter();
    failing.panicOnBuild.mockImplementation((message: string) => {
      calls.push("build stopped");
      throw new Error(message);
    });
    try {
      await expect(hook({ reporter: failing })).rejects.toThrow(DURATION_LINE);
    } finally {
      read.mockRestore();
    }
    expect(calls).toEqual(["build stopped"]);
  });
});

describe("gatsby develop", () => {
  beforeEach(() => {
    process.env.gatsby_executing_command = "develop";
  });

  it("reports a broken file in the terminal and the overlay, goes on, and clears the overlay once fixed", () => {
    jest.useFakeTimers();
    const dir = dataDir(withDuration(0));
    const file = path.join(dir, "booking.json");
    const r = reporter();
    step({ reporter: r }, dir);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(r.error).toHaveBeenCalledWith(failureMessage([DURATION_LINE]));
    expect(showOverlayError).toHaveBeenCalledWith(
      "direct-data-check",
      "Data check failed",
      failureMessage([DURATION_LINE]),
      file,
    );

    const timer = watchDirectData(r as never, 1_000, dir);
    try {
      // Nothing saved: nothing said again.
      jest.advanceTimersByTime(3_000);
      expect(r.error).toHaveBeenCalledTimes(1);
      fs.writeFileSync(file, JSON.stringify(shipped));
      jest.advanceTimersByTime(1_000);
      expect(clearOverlayError).toHaveBeenCalledWith("direct-data-check");
      expect(r.info).toHaveBeenCalledWith(
        "data/booking.json, data/vitals.json: the data check passes again",
      );
      fs.writeFileSync(file, withDuration(481));
      jest.advanceTimersByTime(1_000);
      expect(r.error).toHaveBeenLastCalledWith(
        expect.stringContaining("(meetingTypes[0].durationMinutes): must be a whole number"),
      );
      expect(showOverlayError).toHaveBeenCalledTimes(2);
    } finally {
      clearInterval(timer);
    }
  });
});

describe("one look of the develop watch", () => {
  function fakeDeps(files: { text: string }) {
    const deps: DirectWatchDeps & Record<string, jest.Mock> = {
      stamp: jest.fn(() => files.text),
      problems: jest.fn(() => (files.text === "bad" ? [DURATION_LINE] : [])),
      fileOf: jest.fn(() => "/data/booking.json"),
      show: jest.fn(),
      clear: jest.fn(),
      error: jest.fn(),
      info: jest.fn(),
    };
    return deps;
  }

  it("checks only what changed, says a failure once, and clears only what it showed", () => {
    const files = { text: "good" };
    const deps = fakeDeps(files);
    const state: DirectWatchState = { stamp: null, shown: false };
    watchDirectOnce(deps, state);
    expect(deps.problems).toHaveBeenCalledTimes(1);
    expect(deps.clear).not.toHaveBeenCalled();
    watchDirectOnce(deps, state);
    expect(deps.problems).toHaveBeenCalledTimes(1);

    files.text = "bad";
    watchDirectOnce(deps, state);
    watchDirectOnce(deps, state);
    expect(deps.error).toHaveBeenCalledTimes(1);
    expect(deps.show).toHaveBeenCalledWith(
      "Data check failed",
      failureMessage([DURATION_LINE]),
      "/data/booking.json",
    );
    expect(state.shown).toBe(true);

    files.text = "good again";
    watchDirectOnce(deps, state);
    expect(deps.clear).toHaveBeenCalledTimes(1);
    expect(state.shown).toBe(false);
  });
});
