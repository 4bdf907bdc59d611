/** @jest-environment node */
// Page data written whole under develop: a reader holding the old page-data file still reads all
// of it after a write (the new content is renamed over it, never written into it), readers racing
// the writes never get half a file, other files keep fs-extra's own write, and Gatsby's own write
// of a page's data goes through it once installed. And the guard that says whether the installed
// Gatsby still writes page data into the file its server reads: when it fails, the patch may no
// longer be needed (gatsby/patches/README.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import {
  outputFileWholeUnder,
  writeFileWhole,
  writePageDataWhole,
} from "../../gatsby/patches/wholePageData";

const gatsbyRequire = createRequire(require.resolve("gatsby/package.json"));
const GATSBY_UTILS = path.dirname(gatsbyRequire.resolve("gatsby/dist/utils/ensure-file-content"));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "whole-page-data-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A page's data of about `kb` kilobytes, marked with `version`. */
const pageData = (version: number, kb = 256) =>
  JSON.stringify({ version, result: { text: "ă".repeat(kb * 512) } });

/** Writes `file`'s next version through `write` while a descriptor opened on the old one stays
 * open, and says what that descriptor reads afterwards. */
async function readThroughOldDescriptor(
  file: string,
  write: (file: string, data: string) => Promise<unknown>,
): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pageData(1));
  const held = fs.openSync(file, "r");
  try {
    await write(file, pageData(2));
    return fs.readFileSync(held, "utf8");
  } finally {
    fs.closeSync(held);
  }
}

it("replaces a file without writing into it: the old one stays whole for whoever has it open", async () => {
  const file = path.join(dir, "page-data", "servicii", "leasing", "page-data.json");
  const old = await readThroughOldDescriptor(file, writeFileWhole);
  expect(old).toBe(pageData(1));
  expect(fs.readFileSync(file, "utf8")).toBe(pageData(2));
  // Nothing of the temporary file is left beside it.
  expect(fs.readdirSync(path.dirname(file))).toEqual(["page-data.json"]);
});

it("creates the folders of a page seen for the first time", async () => {
  const file = path.join(dir, "page-data", "sq", "d", "123.json");
  await writeFileWhole(file, "{}");
  expect(fs.readFileSync(file, "utf8")).toBe("{}");
});

it("leaves no temporary file behind when the write fails", async () => {
  const folder = path.join(dir, "page-data", "despre-noi");
  fs.mkdirSync(path.join(folder, "page-data.json"), { recursive: true }); // a folder in its place
  await expect(writeFileWhole(path.join(folder, "page-data.json"), "{}")).rejects.toThrow();
  expect(fs.readdirSync(folder)).toEqual(["page-data.json"]);
});

it("never gives a reader half a file while the page's data is rewritten again and again", async () => {
  const file = path.join(dir, "page-data", "index", "page-data.json");
  await writeFileWhole(file, pageData(0));
  const WRITES = 40;
  let writing = true;
  const writes = (async () => {
    for (let version = 1; version <= WRITES; version++)
      await writeFileWhole(file, pageData(version));
    writing = false;
  })();
  const seen = new Set<number>();
  let reads = 0;
  // Bounded: the writes end, and a read loop never outlasts 10,000 reads.
  while (writing && reads < 10_000) {
    const text = await fs.promises.readFile(file, "utf8");
    reads += 1;
    seen.add((JSON.parse(text) as { version: number }).version);
  }
  await writes;
  expect(reads).toBeGreaterThan(0);
  expect([...seen].every((version) => version >= 0 && version <= WRITES)).toBe(true);
});

it("writes only the files under its folder whole, and leaves the rest to fs-extra as called", async () => {
  const calls: unknown[][] = [];
  const original = async (...args: unknown[]) => {
    calls.push(args);
  };
  const outputFile = outputFileWholeUnder(path.join(dir, "page-data"), original);

  const inside = path.join(dir, "page-data", "contact", "page-data.json");
  expect(await readThroughOldDescriptor(inside, (f, d) => outputFile(f, d) as Promise<void>)).toBe(
    pageData(1),
  );
  expect(calls).toEqual([]);

  const outside = path.join(dir, "page-data-old", "x.json");
  await outputFile(outside, "{}");
  const withOptions = path.join(dir, "page-data", "y.json");
  await outputFile(withOptions, "{}", "utf8");
  expect(calls).toEqual([
    [outside, "{}"],
    [withOptions, "{}", "utf8"],
  ]);
});

describe("installed in Gatsby", () => {
  const fsExtra = gatsbyRequire("fs-extra") as { outputFile: unknown };
  let original: unknown;
  beforeAll(() => {
    original = fsExtra.outputFile;
  });
  afterAll(() => {
    fsExtra.outputFile = original;
  });

  it("makes Gatsby's own write of a page's data write it whole, once however often it is installed", async () => {
    writePageDataWhole(dir);
    const installed = fsExtra.outputFile;
    writePageDataWhole(dir);
    expect(fsExtra.outputFile).toBe(installed);

    const { ensureFileContent } = gatsbyRequire("gatsby/dist/utils/ensure-file-content") as {
      ensureFileContent: (file: string, data: string) => Promise<boolean>;
    };
    const file = path.join(dir, "page-data", "servicii", "leasing", "page-data.json");
    expect(await readThroughOldDescriptor(file, ensureFileContent)).toBe(pageData(1));
    expect(fs.readFileSync(file, "utf8")).toBe(pageData(2));
  });

  it("writes under public/page-data of this project when called without a folder", () => {
    fsExtra.outputFile = original;
    writePageDataWhole();
    expect((fsExtra.outputFile as { wholeUnder?: string }).wholeUnder).toBe(
      path.resolve(__dirname, "../../public/page-data"),
    );
  });
});

describe("upstream guard: Gatsby still writes page data into the file its server reads", () => {
  const fsExtra = gatsbyRequire("fs-extra") as { outputFile: { wholeUnder?: string } };
  const source = (file: string) => fs.readFileSync(path.join(GATSBY_UTILS, file), "utf8");

  it("writes into the old file without the patch, so a reader can meet it half-written", async () => {
    // ensureFileContent (dist/utils/ensure-file-content.js) with fs-extra's own outputFile: the
    // old file is truncated and written again, and a descriptor open on it reads the new bytes.
    expect(fsExtra.outputFile.wholeUnder).toBeUndefined();
    const { ensureFileContent } = gatsbyRequire("gatsby/dist/utils/ensure-file-content") as {
      ensureFileContent: (file: string, data: string) => Promise<boolean>;
    };
    const file = path.join(dir, "page-data", "servicii", "leasing", "page-data.json");
    expect(await readThroughOldDescriptor(file, ensureFileContent)).toBe(pageData(2));
  });

  it("covers both of Gatsby's writers of page data, which look fs-extra's outputFile up on each call", () => {
    // If an upgrade of Gatsby bound outputFile at load or wrote another way, the file it reads
    // half-written would no longer be covered: this says so.
    expect(source("ensure-file-content.js")).toContain("(0, _fsExtra.outputFile)(file, data)");
    expect(source("page-data.js")).toMatch(/ensureFileContent\)\(outputFilePath, body\)/);
    expect(source("../query/query-runner.js")).toContain(
      "_fsExtra.default.outputFile(resultPath, resultJSON)",
    );
    // One fs-extra for the patch and both writers: Gatsby has no copy of its own.
    const from = (file: string) => createRequire(path.join(GATSBY_UTILS, file)).resolve("fs-extra");
    expect(from("ensure-file-content.js")).toBe(gatsbyRequire.resolve("fs-extra"));
    expect(from("../query/query-runner.js")).toBe(gatsbyRequire.resolve("fs-extra"));
  });

  it("serves a page's data by reading the file and parsing it, so half a file fails the request", () => {
    // The develop server's /page-data route (dist/utils/start-server.js) answers from
    // getPageData (dist/utils/get-page-data.js), which reads the file through readPageData.
    expect(source("page-data.js")).toMatch(
      /async function readPageData\(publicDir, pagePath\) \{[^}]*_fsExtra\.default\.readFile\(filePath, `utf-8`\);\s*return JSON\.parse\(rawPageData\);/,
    );
    expect(source("get-page-data.js")).toContain("(0, _pageData.readPageData)(");
    expect(source("start-server.js")).toContain("(0, _getPageData.getPageData)(page.path)");
  });
});
