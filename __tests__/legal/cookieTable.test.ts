/** @jest-environment node */
// The cookie policy against the code: every key the browser code writes is in the policy's table,
// in the right storage and category; optional keys are written only where that consent is asked
// and are removed when it is withdrawn; the table lists nothing the code does not write.
import path from "node:path";
import { STORED_BY, type OptionalCategory } from "../../src/consent/consent";
import { importersOf, read, setsCookies, storageWrites, type StorageWrite } from "./storageWrites";
import { legalPage } from "../helpers/legalText";
import { pageFileNames } from "../../io/pageFiles";

const CATEGORY: Record<string, OptionalCategory | "essential"> = {
  Esențial: "essential",
  Performanță: "performance",
  Funcțional: "functional",
  Marketing: "marketing",
};

const cookies = legalPage("cookies");
const table = cookies.sections.find((s) => s.table)!.table!;
const rows = table.rows.map(({ cells: [name, category, storage] }) => ({
  name,
  category,
  storage,
}));
const browserRows = rows.filter((r) => /^(local|session)Storage$/.test(r.storage));
const writes = storageWrites();

function rowOf(write: StorageWrite) {
  return browserRows.find((r) =>
    write.prefix ? r.name === `${write.key}…` : r.name === write.key,
  );
}

const categoryOf = (write: StorageWrite) => CATEGORY[rowOf(write)!.category];
const optionalWrites = () => writes.filter((w) => rowOf(w) && categoryOf(w) !== "essential");

describe("the cookie policy's table and the code", () => {
  it("finds the keys in the code, the consent choice and the counter flag among them", () => {
    const keys = writes.map((w) => w.key);
    expect(keys).toEqual(expect.arrayContaining(["cookieConsent", "hasCountedBefore"]));
    expect(keys).toContain("commentAuthor");
    expect(setsCookies()).toEqual([]);
  });

  it.each(writes.map((w) => [w.key, w] as const))(
    "%s is in the table, with its storage and a known category",
    (_key, write) => {
      const row = rowOf(write);
      expect(row).toBeDefined();
      expect(row!.storage).toBe(write.storage);
      expect(Object.keys(CATEGORY)).toContain(row!.category);
    },
  );

  it("lists no key the code does not write", () => {
    const written = new Set(writes.map((w) => (w.prefix ? `${w.key}…` : w.key)));
    expect(browserRows.map((r) => r.name).filter((name) => !written.has(name))).toEqual([]);
  });

  it("writes an optional key only where its consent is asked: the writer or every caller", () => {
    expect(optionalWrites().length).toBeGreaterThan(0);
    for (const write of optionalWrites()) {
      const guard = `allows("${categoryOf(write)}")`;
      const callers = read(write.file).includes(guard) ? [write.file] : importersOf(write.file);
      expect(callers.length).toBeGreaterThan(0);
      const unguarded = callers.filter((f) => !read(f).includes(guard));
      expect({ key: write.key, unguarded }).toEqual({ key: write.key, unguarded: [] });
    }
  });

  it("removes every optional key when its consent is withdrawn, as the policy says", () => {
    const byCategory: Record<OptionalCategory, string[]> = {
      performance: [],
      functional: [],
      marketing: [],
    };
    for (const write of optionalWrites()) {
      byCategory[categoryOf(write) as OptionalCategory].push(write.key);
    }
    for (const category of Object.keys(byCategory) as OptionalCategory[]) {
      expect([...STORED_BY[category]].sort()).toEqual(byCategory[category].sort());
    }
    const control = cookies.sections.find((s) => s.title.includes("controla"))!;
    for (const key of Object.values(STORED_BY).flat()) {
      expect(control.paragraphs.join(" ")).toContain(key);
    }
  });
});

describe("one word for cookies in the Romanian texts", () => {
  it("says cookie-uri in titles, links, the banner and the texts; „cookies” only as the English term", () => {
    // The page files hold the Romanian pages' texts: their routes, the legal texts and the rest.
    const files = [
      ...pageFileNames(path.resolve(__dirname, "../../data")),
      "consent.json",
      "footer.json",
      "pages.json",
      "ui.json",
    ];
    const found: string[] = [];
    const walk = (value: unknown, where: string, lang: string | null): void => {
      if (typeof value === "string") {
        const bare = value.replace(/„cookies”/g, "");
        if (lang !== "en" && /\bcookies\b/i.test(bare)) found.push(`${where}: ${value}`);
      } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}.${i}`, lang));
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        const own = typeof record.lang === "string" ? record.lang : lang;
        for (const [k, v] of Object.entries(record)) {
          // Keywords are what searchers type; routes and content keys keep their names.
          if (!["keywords", "link", "to", "path", "canonical", "key", "contentKey"].includes(k))
            walk(v, `${where}.${k}`, own);
        }
      }
    };
    for (const file of files) walk(JSON.parse(read(`data/${file}`)), file, null);
    expect(found).toEqual([]);
  });
});
