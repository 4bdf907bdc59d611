/** @jest-environment node */
// The go-live check over the real data/ and over a copy with real-looking values: the script, and
// the Gatsby hook that `npm run build` runs.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { placeholdersStep } from "../../gatsby/placeholders";
import { MUST_BE_MARKED, liveCopy, readKey, site } from "../helpers/placeholderData";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

async function checkLive(dataDir?: string) {
  try {
    const { stdout, stderr } = await run(
      TSX,
      ["scripts/check-live.ts", ...(dataDir ? ["--data", dataDir] : [])],
      { cwd: ROOT },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("npm run check:live", () => {
  it("fails on today's data and names file and key of every placeholder", async () => {
    const { code, stderr } = await checkLive();
    expect(code).toBe(1);
    for (const key of MUST_BE_MARKED) {
      expect(stderr).toContain(`data/site.json: ${key} = ${JSON.stringify(readKey(site, key))}`);
    }
  }, 30_000);

  it("passes on a copy with real-looking values", async () => {
    const { code, stdout, stderr } = await checkLive(liveCopy());
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/ready to go live/);
  }, 30_000);
});

describe("the build (onPreBootstrap)", () => {
  const hook = placeholdersStep as unknown as (args: unknown) => void;
  const saved = process.env.SITE_ENV;
  afterEach(() => {
    process.env.SITE_ENV = saved;
  });

  function reporter() {
    return {
      warn: jest.fn(),
      panic: jest.fn((msg: string) => {
        throw new Error(msg);
      }),
    };
  }

  it("warns with every placeholder in a preview build", () => {
    delete process.env.SITE_ENV;
    const r = reporter();
    hook({ reporter: r });
    expect(r.panic).not.toHaveBeenCalled();
    const message = String(r.warn.mock.calls[0][0]);
    for (const key of MUST_BE_MARKED) expect(message).toContain(`data/site.json: ${key} = `);
  });

  it("fails with every placeholder when SITE_ENV=production", () => {
    process.env.SITE_ENV = "production";
    const r = reporter();
    expect(() => hook({ reporter: r })).toThrow(/SITE_ENV=production/);
    const message = String(r.panic.mock.calls[0][0]);
    for (const key of MUST_BE_MARKED) expect(message).toContain(`data/site.json: ${key} = `);
  });
});
