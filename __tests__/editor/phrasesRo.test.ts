/** @jest-environment node */
// The Romanian the admin script adds to Decap's: exactly the phrases the installed Decap bundle has
// in English and lacks in Romanian (read from the bundle's source map, so an upgrade that adds
// phrases fails here until they are translated), in comma-below Romanian, merged without losing
// any of Decap's own Romanian.
import fs from "node:fs";
import path from "node:path";
import { MISSING_RO_PHRASES, mergePhrases, type Phrases } from "../../cms/admin/phrasesRo";

const MAP = path.resolve(__dirname, "../../node_modules/decap-cms/dist/decap-cms.js.map");

/** A locale module of the bundle (`const xx = {...}; export default xx;`) as an object. */
function bundledLocale(name: string): Phrases {
  const map = JSON.parse(fs.readFileSync(MAP, "utf8")) as {
    sources: string[];
    sourcesContent: string[];
  };
  const index = map.sources.findIndex((source) => source.endsWith(`/esm/${name}/index.js`));
  const source = map.sourcesContent[index].replace(/export default \w+;\s*$/, "");
  return new Function(`${source}; return ${name};`)() as Phrases;
}

function keys(phrases: Phrases, prefix = ""): string[] {
  return Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe("the editor's Romanian phrases", () => {
  const en = bundledLocale("en");
  const ro = bundledLocale("ro");

  it("are the keys Decap has in English and not in Romanian, no more and no fewer", () => {
    const missing = keys(en).filter((key) => !keys(ro).includes(key));
    expect(missing).toContain("editor.editorWidgets.list.add");
    expect(keys(MISSING_RO_PHRASES).sort()).toEqual(missing.sort());
  });

  it("keep every placeholder of the English phrase and use ș ț, never ş ţ", () => {
    const lookup = (phrases: Phrases, key: string) =>
      key.split(".").reduce<Phrases | string>((node, part) => (node as Phrases)[part], phrases);
    for (const key of keys(MISSING_RO_PHRASES)) {
      const text = lookup(MISSING_RO_PHRASES, key) as string;
      const placeholders = (phrase: string) => (phrase.match(/%\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(text)]).toEqual([key, placeholders(lookup(en, key) as string)]);
      expect(text).not.toMatch(/[şţŞŢ]|\bAdd\b/);
    }
  });

  it("merge into Decap's Romanian without dropping any of its phrases", () => {
    const merged = mergePhrases(ro, MISSING_RO_PHRASES);
    expect(keys(merged).sort()).toEqual(keys(en).concat(keys(ro)).filter(unique).sort());
    expect((merged.editor as Phrases).editorWidgets).toMatchObject({
      list: { add: "Adaugă %{item}" },
      image: { chooseDifferent: "Alege altă imagine" },
    });
  });
});

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index;
}
