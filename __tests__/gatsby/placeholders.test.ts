/** @jest-environment node */
// The go-live check over the real data/ and over a copy with real-looking values: the script, the
// Gatsby hook that `npm run build` runs, and the rules that keep placeholders harmless.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  DATA_DIR,
  checkPlaceholders,
  findPlaceholders,
  looksLikeExample,
  placeholdersStep,
} from "../../gatsby/placeholders";
import { isReservedHost, isUnroutableRomanianNumber } from "../../src/utils/placeholders";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"));

/** Every key the owner must replace before going live: identity, contacts, domain, links, credit. */
const MUST_BE_MARKED = [
  "email",
  "phone",
  "phoneHref",
  "whatsapp",
  "siteUrl",
  "strategySite.url",
  "builder.label",
  "builder.url",
  "socials.0.url",
  "socials.1.url",
  "socials.2.url",
  "socials.3.url",
  "identity.legalName",
  "identity.cui",
  "identity.tradeRegister",
  "identity.registeredOffice",
];

/** A copy of data/ where site.json carries real-looking values and no placeholder list. */
function liveCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-data-"));
  for (const file of fs.readdirSync(DATA_DIR).filter((f) => f.endsWith(".json"))) {
    fs.copyFileSync(path.join(DATA_DIR, file), path.join(dir, file));
  }
  const real = {
    ...site,
    email: "office@axia-consult-finance.ro",
    phone: "+40 21 300 1234",
    phoneHref: "tel:+40213001234",
    whatsapp: "40213001234",
    siteUrl: "https://www.axia-consult-finance.ro",
    strategySite: { ...site.strategySite, url: "https://strategie.axia-consult-finance.ro" },
    builder: { label: "Studio Web Local", url: "https://www.studio-web-local.ro" },
    socials: site.socials.map((s: { network: string }) => ({
      ...s,
      url: `https://www.${s.network}.com/axiaconsultfinance`,
    })),
    identity: {
      ...site.identity,
      legalName: "AXIA CONSULT FINANCE S.R.L.",
      cui: "RO 45123456",
      tradeRegister: "J40/1234/2023",
      registeredOffice: "Bd. Unirii nr. 10, Sector 3, București",
    },
  };
  delete real.placeholders;
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(real, null, 2));
  return dir;
}

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

function readKey(data: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
}

describe("the placeholders themselves", () => {
  it("marks every value the owner must replace, in data/site.json itself", () => {
    expect([...site.placeholders].sort()).toEqual([...MUST_BE_MARKED].sort());
  });

  it("points only at reserved example domains and at a number nobody can ring", () => {
    for (const key of MUST_BE_MARKED.filter((k) => /url|email|siteUrl/i.test(k))) {
      expect(looksLikeExample(String(readKey(site, key)))).toBe(true);
    }
    for (const key of ["phone", "phoneHref", "whatsapp"]) {
      expect(isUnroutableRomanianNumber(String(readKey(site, key)))).toBe(true);
    }
  });

  it("tells reserved domains and unroutable numbers from real ones", () => {
    expect(isReservedHost("www.example.com")).toBe(true);
    expect(isReservedHost("shop.test")).toBe(true);
    expect(isReservedHost("example.ro")).toBe(false);
    expect(isReservedHost("notexample.com")).toBe(false);
    expect(isUnroutableRomanianNumber("+40 000 000 000")).toBe(true);
    expect(isUnroutableRomanianNumber("tel:+40000000000")).toBe(true);
    expect(isUnroutableRomanianNumber("+40 721 555 010")).toBe(false);
    expect(isUnroutableRomanianNumber("40213001234")).toBe(false);
  });

  it("catches an example value even when its mark was removed, and a mark on a missing key", () => {
    const report = checkPlaceholders("site.json", {
      email: "office@example.com",
      phone: "+40 21 300 1234",
      placeholders: ["fax"],
    });
    expect(report.placeholders).toEqual([
      { file: "site.json", key: "email", value: "office@example.com", marked: false },
    ]);
    expect(report.errors).toEqual([
      'data/site.json: "placeholders" lists "fax", which is not a key of the file',
    ]);
  });

  it("finds nothing to report in the rest of data/", () => {
    const { placeholders, errors } = findPlaceholders(DATA_DIR);
    expect(errors).toEqual([]);
    expect(new Set(placeholders.map((p) => p.file))).toEqual(new Set(["site.json"]));
  });
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
