/** @jest-environment node */
// `npm run check:deps`: version order over any two versions, range edges as OSV writes them, the
// three parts of what ships read from the real node_modules, and a planted known-bad version
// failing the command itself with package, place and advisory.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import {
  compareVersions,
  editorBundlePackages,
  findHits,
  importedPackages,
  isAffected,
  readKnownBad,
  serverPackages,
  siteBundlePackages,
  type Advisory,
  type KnownBad,
} from "../../scripts/deps/check";

const ROOT = path.resolve(__dirname, "../..");
const installed = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8"))
    .version;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-deps-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const part = fc.nat({ max: 30 });
const pre = fc.option(
  fc.array(fc.oneof(fc.nat({ max: 12 }).map(String), fc.constantFrom("alpha", "beta", "rc")), {
    minLength: 1,
    maxLength: 3,
  }),
  { nil: undefined },
);
const version = fc
  .tuple(part, part, part, pre)
  .map(([a, b, c, p]) => `${a}.${b}.${c}${p ? `-${p.join(".")}` : ""}`);

describe("version order", () => {
  it("is a total order: antisymmetric, transitive, and equal only to itself", () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a));
        expect(compareVersions(a, a)).toBe(0);
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) {
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
        }
        if (compareVersions(a, b) === 0) expect(a).toBe(b);
      }),
    );
  });

  it("orders by the numbers, then a pre-release before its release", () => {
    fc.assert(
      fc.property(part, part, part, part, part, part, (a, b, c, x, y, z) => {
        const numeric = Math.sign(a - x || b - y || c - z);
        expect(compareVersions(`${a}.${b}.${c}`, `${x}.${y}.${z}`)).toBe(numeric);
        expect(compareVersions(`${a}.${b}.${c}-rc.1`, `${a}.${b}.${c}`)).toBe(-1);
      }),
    );
    expect(compareVersions("1.0.0-alpha", "1.0.0-alpha.1")).toBe(-1);
    expect(compareVersions("1.0.0-2", "1.0.0-10")).toBe(-1);
    expect(compareVersions("1.0.0-10", "1.0.0-alpha")).toBe(-1);
    expect(() => compareVersions("1.x", "1.0.0")).toThrow("not a version: 1.x");
  });

  it("counts `introduced` in, `fixed` out and `lastAffected` in", () => {
    const ranges = [
      { introduced: "2.0.0", fixed: "2.5.4" },
      { introduced: "3.0.0", lastAffected: "3.1.2" },
    ];
    expect(isAffected("1.9.9", ranges)).toBe(false);
    expect(isAffected("2.0.0", ranges)).toBe(true);
    expect(isAffected("2.5.3", ranges)).toBe(true);
    expect(isAffected("2.5.4", ranges)).toBe(false);
    expect(isAffected("3.1.2", ranges)).toBe(true);
    expect(isAffected("3.1.3", ranges)).toBe(false);
    expect(isAffected("0.0.1", [{ introduced: "0", fixed: "0.7.0" }])).toBe(true);
    expect(isAffected("3.1.2-rc.1", [{ introduced: "0", fixed: "3.1.2" }])).toBe(true);
  });
});

describe("the list", () => {
  const write = (list: unknown) => {
    const file = path.join(dir, "known-bad.json");
    fs.writeFileSync(file, JSON.stringify(list));
    return file;
  };

  it("is read as kept in the repository", () => {
    const list = readKnownBad(path.join(ROOT, "scripts/deps/known-bad.json"));
    expect(list.advisories.length).toBeGreaterThan(0);
  });

  it("refuses an entry it cannot check, naming the field", () => {
    const base = { package: "x", id: "CVE-1", summary: "s" };
    expect(() => readKnownBad(write({ advisories: [{ ...base, affected: [] }] }))).toThrow(
      "advisories[0].affected is empty",
    );
    expect(() =>
      readKnownBad(write({ advisories: [{ ...base, affected: [{ introduced: "0" }] }] })),
    ).toThrow('advisories[0].affected[0] needs one of "fixed" or "lastAffected"');
    expect(() =>
      readKnownBad(
        write({ advisories: [{ ...base, affected: [{ introduced: "0", fixed: "two" }] }] }),
      ),
    ).toThrow('advisories[0].affected[0]: "two" is not a version');
    expect(() => readKnownBad(write({ advisories: [{ ...base, id: "", affected: [] }] }))).toThrow(
      "advisories[0].id",
    );
    expect(() =>
      readKnownBad(write({ embedded: { dompurify: "DOMPurify (?:\\d+)" }, advisories: [] })),
    ).toThrow("embedded.dompurify has no group for the version");
    expect(readKnownBad(write({ advisories: [] })).embedded).toEqual({});
  });
});

describe("what ships", () => {
  it("the server: what its sources import, with all they need, as installed", () => {
    const roots = importedPackages(ROOT, ["server", "contract", "domain"]);
    expect(roots).toEqual(expect.arrayContaining(["fastify", "@fastify/static", "nodemailer"]));
    expect(roots).not.toContain("react");
    const server = serverPackages(ROOT, [...roots, "tsx"]);
    const at = (name: string) => server.find((s) => s.name === name);
    expect(at("@fastify/static")?.version).toBe(installed("@fastify/static"));
    // Needed by a dependency, not imported: the walk reaches it.
    expect(at("light-my-request")).toBeDefined();
    expect(at("esbuild")).toBeDefined(); // through tsx
    expect(server.every((s) => s.part === "server")).toBe(true);
    expect(at("gatsby")).toBeUndefined();
  });

  it("the site's bundle: the packages its source maps name, nested ones at their own version", () => {
    fs.writeFileSync(
      path.join(dir, "app-1.js.map"),
      JSON.stringify({
        version: 3,
        sources: [
          "webpack://site/./node_modules/swiper/shared/utils.mjs",
          "webpack://site/./node_modules/@babel/runtime/helpers/extends.js",
          "webpack://site/./node_modules/react-helmet/node_modules/react-fast-compare/index.js",
          "webpack://site/./src/components/Hero.tsx",
        ],
      }),
    );
    const site = siteBundlePackages(ROOT, dir);
    expect(site.map((s) => s.where)).toEqual([
      "node_modules/@babel/runtime",
      "node_modules/react-helmet/node_modules/react-fast-compare",
      "node_modules/swiper",
    ]);
    expect(site.find((s) => s.name === "swiper")?.version).toBe(installed("swiper"));
  });

  it("the editor's bundle: its package, and a library found by its banner inside", () => {
    const dist = path.join(dir, "decap-cms", "dist");
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dir, "decap-cms", "package.json"), '{"version":"3.6.4"}');
    fs.writeFileSync(
      path.join(dist, "cms.js.LICENSE.txt"),
      "/*! @license DOMPurify 2.4.7 | (c) Cure53 */\n",
    );
    const list: KnownBad = {
      embedded: { dompurify: "@license DOMPurify (\\d+\\.\\d+\\.\\d+)" },
      advisories: [
        {
          package: "dompurify",
          id: "CVE-2024-45801",
          summary: "xss",
          affected: [{ introduced: "0", fixed: "2.5.4" }],
        },
      ],
    };
    const editor = editorBundlePackages(dist, "decap-cms", list.embedded);
    expect(editor.map((s) => `${s.name}@${s.version}`)).toEqual([
      "decap-cms@3.6.4",
      "dompurify@2.4.7",
    ]);
    expect(findHits(editor, list).map((h) => h.advisory.id)).toEqual(["CVE-2024-45801"]);
  });
});

describe("npm run check:deps", () => {
  /** Runs the command against a list of its own: the advisories given, nothing else. */
  const run = (advisories: Advisory[]) => {
    const file = path.join(dir, "planted.json");
    fs.writeFileSync(file, JSON.stringify({ embedded: {}, advisories }));
    return spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-deps.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, KNOWN_BAD: file, CI: "false" },
    });
  };
  const planted = (affected: Advisory["affected"]): Advisory => ({
    package: "fastify",
    id: "PLANTED-1",
    summary: "planted for the test",
    affected,
  });

  it("fails on a planted known-bad version of what ships, naming package, place and advisory", () => {
    const fastify = installed("fastify");
    const result = run([
      planted([{ introduced: "0", lastAffected: fastify }]),
      {
        package: "react", // ships only in the site's bundle, never in the server
        id: "PLANTED-2",
        summary: "not reached from the server",
        affected: [{ introduced: "0", fixed: "999.0.0" }],
      },
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `fastify@${fastify} (server, node_modules/fastify): PLANTED-1: planted for the test`,
    );
    expect(result.stderr).not.toMatch(/react@[^ ]+ \(server/);

    const clean = run([planted([{ introduced: "0", fixed: fastify }])]);
    expect(clean.stderr).not.toContain("known-bad");
    expect(clean.stdout).toMatch(/none is in a known-bad range/);
    expect(clean.status).toBe(0);
  });
});
