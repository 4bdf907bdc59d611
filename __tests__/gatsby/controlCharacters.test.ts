/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import {
  MAX_LISTED,
  describeFindings,
  findInText,
  scanPublishedText,
} from "../../gatsby/controlCharacters";
import { controlCharactersStep } from "../../gatsby/postBuild";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "control-"));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

const FACTORING =
  '<!DOCTYPE html><html lang="ro">\n<body>\n<img alt="Facturi transformate în numerar, ' +
  'reprezentate prin săge\0ți" loading="eager">\n</body></html>';

function fakeReporter() {
  return {
    panic: jest.fn((message: string) => {
      throw new Error(message);
    }),
    info: jest.fn(),
  };
}

describe("control characters in the published files", () => {
  it("finds a NUL and names the file, the line, the column and the text around it", () => {
    write("servicii/factoring/index.html", FACTORING);
    const { files, findings } = scanPublishedText(dir);
    expect(files).toBe(1);
    expect(findings).toEqual([
      {
        file: "servicii/factoring/index.html",
        line: 3,
        column: 66,
        codePoint: "U+0000",
        context: 'umerar, reprezentate prin săge\\u0000ți" loading="eager">\\n</body></',
      },
    ]);
  });

  it("finds C0, DEL and C1 characters on the lines they are on", () => {
    const text = "a\u0001b\nc\u007f\r\nd\u0085 e\u009f\u001f";
    expect(findInText("x.txt", text).map((f) => [f.line, f.column, f.codePoint])).toEqual([
      [1, 2, "U+0001"],
      [2, 2, "U+007F"],
      [3, 2, "U+0085"],
      [3, 5, "U+009F"],
      [3, 6, "U+001F"],
    ]);
  });

  it("passes clean text: tabs, line ends, Romanian, typographic quotes, emoji, no-break spaces", () => {
    write("index.html", "<p>\tÎn „numerar”, prin săgeți – 1\u00a0000\u202flei 💶</p>\r\n");
    write("page-data/sq/d/1.json", '{"ț":"ș"}\n');
    write("app.js", 'var s="\\u0000";\n');
    write("robots.txt", "User-agent: *\n");
    expect(scanPublishedText(dir)).toEqual({ files: 4, findings: [] });
  });

  it("does not open files that are not text", () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0x1b, 0x7f]);
    write("static/hero.png", binary);
    write("fonts/inter.woff2", binary);
    write("index.html.gz", binary);
    write("pagefind/index/en.pf_index", binary);
    write("index.html", "<p>curat</p>");
    const read = jest.spyOn(fs, "readFileSync");
    expect(scanPublishedText(dir)).toEqual({ files: 1, findings: [] });
    expect(read.mock.calls.map(([file]) => path.basename(String(file)))).toEqual(["index.html"]);
  });

  it("lists at most MAX_LISTED findings and counts the rest", () => {
    const findings = findInText("x.json", "\0".repeat(MAX_LISTED + 3));
    const lines = describeFindings(findings).split("\n");
    expect(lines).toHaveLength(MAX_LISTED + 1);
    expect(lines[0]).toMatch(/^x\.json:1:1 U\+0000 in "/);
    expect(lines[MAX_LISTED]).toBe("  …and 3 more");
  });
});

describe("the post-build step", () => {
  it("stops the build with the file, line and column of the character", () => {
    write("servicii/factoring/index.html", FACTORING);
    write("index.html", "<p>curat</p>");
    const reporter = fakeReporter();
    expect(() => controlCharactersStep(dir, reporter as unknown as Reporter)).toThrow(
      /1 control character\(s\).*\n.*servicii\/factoring\/index\.html:3:66 U\+0000 in ".*săge\\u0000ți/,
    );
    expect(reporter.info).not.toHaveBeenCalled();
  });

  it("reports how many files it read when they are clean", () => {
    write("index.html", "<p>curat</p>");
    write("page-data/index/page-data.json", "{}");
    const reporter = fakeReporter();
    controlCharactersStep(dir, reporter as unknown as Reporter);
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringMatching(/^control characters: none in 2 text files \(\d+ ms\)$/),
    );
  });
});
