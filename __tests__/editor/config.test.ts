/** @jest-environment node */
// The committed editor config (cms/config.json) is what `npm run cms:config` builds from the
// schema now: a field added to gatsby/schema without regenerating fails here.
import fs from "node:fs";
import path from "node:path";
import { buildConfig, type CmsConfig } from "../../cms/config";
import { readChoices } from "../../cms/options";
import { readDataFiles } from "../../cms/dataFiles";
import { schemaTypes, typeOfFile } from "../../cms/schemaModel";
import type { DecapField } from "../../cms/decapField";
import { PAGE_FILE, PARTS } from "../../contract/pageFiles";
import { readData, routes, type Item } from "../helpers/dataFiles";

const ROOT = path.resolve(__dirname, "../..");
const committed = JSON.parse(
  fs.readFileSync(path.join(ROOT, "cms/config.json"), "utf8"),
) as CmsConfig;
const files = committed.collections.flatMap((c) => c.files);

/** Every field path of a type, as `a.b.c` with the JSON keys. */
function schemaPaths(type: string, prefix = ""): string[] {
  return (schemaTypes.get(type) ?? []).flatMap((f) => [
    `${prefix}${f.key}`,
    ...schemaPaths(f.type, `${prefix}${f.key}.`),
  ]);
}

function configPaths(fields: DecapField[], prefix = ""): string[] {
  return fields.flatMap((f) => [
    `${prefix}${f.name}`,
    ...configPaths(f.fields ?? [], `${prefix}${f.name}.`),
  ]);
}

describe("cms/config.json", () => {
  it("is up to date with gatsby/schema and the data (run npm run cms:config)", () => {
    expect(committed).toEqual(buildConfig(readDataFiles(ROOT), readChoices(ROOT)));
  });

  it("covers every data file, contact.json and search.json included", () => {
    const covered = files.map((f) => f.file.replace(/^data\//, "")).sort();
    expect(covered).toEqual(readDataFiles(ROOT).map((f) => f.file));
    expect(covered).toEqual(expect.arrayContaining(["contact.json", "search.json"]));
  });

  it.each(files.map((f) => [f.file, f] as const))("has every schema field of %s", (file, entry) => {
    if (PAGE_FILE.test(path.basename(file))) {
      // A page's entry: each part's fields, less those its route implies (the FAQ's page key).
      const content = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as object;
      expect(entry.fields.map((f) => f.name)).toEqual(Object.keys(content));
      for (const field of entry.fields) {
        const part = PARTS[field.name];
        const implied = Object.keys(part.fromRoute ?? {});
        const expected = schemaPaths(part.type).filter((p) => !implied.includes(p.split(".")[0]));
        expect(configPaths(field.fields ?? []).sort()).toEqual(expected.sort());
      }
      return;
    }
    const type = typeOfFile(path.basename(file));
    const fields =
      entry.fields[0]?.name === "items" ? (entry.fields[0].fields ?? []) : entry.fields;
    expect(configPaths(fields).sort()).toEqual(schemaPaths(type).sort());
  });

  it("gives every Romanian page one entry, named by its title and opening its route", () => {
    const pages = committed.collections.find((c) => c.name === "pagini");
    const romanian = routes().filter((r) => r.lang === "ro");
    expect(pages?.files.map((f) => f.label).sort()).toEqual(romanian.map((r) => r.title).sort());
    for (const route of romanian) {
      const entry = pages?.files.find((f) => f.label === route.title);
      expect(entry?.preview_path).toBe(route.path.replace(/^\//, ""));
    }
    expect(pages?.files[0].label).toBe("Acasă");
    // The service pages stand in the order the Romanian menu lists them.
    const menu = readData<Item[]>("menu.json").filter((item) => item.menu === "ro");
    const menuLinks = menu.flatMap((item) => [
      item.link,
      ...item.sub_menus.map((s: Item) => s.link),
    ]);
    const services = romanian.filter((r) => r.template === "ServicePage");
    const inMenu = [...services].sort(
      (a, b) => menuLinks.indexOf(a.path) - menuLinks.indexOf(b.path),
    );
    const shown = pages?.files.filter((f) => services.some((r) => r.title === f.label));
    expect(shown?.map((f) => f.label)).toEqual(inMenu.map((r) => r.title));
    expect(committed.collections.map((c) => c.label)).toEqual([
      "Paginile site-ului",
      "Comune tuturor paginilor",
      "Template (English)",
    ]);
  });

  it("makes required what the schema marks with !", () => {
    const leasing = files.find((f) => f.file === "data/page-leasing.json")?.fields ?? [];
    const faq = leasing.find((f) => f.name === "faq")?.fields ?? [];
    expect(faq.find((f) => f.name === "desc")).toMatchObject({ required: true, widget: "text" });
    const ui = files.find((f) => f.file === "data/ui.json")?.fields[0].fields ?? [];
    expect(ui.find((f) => f.name === "address")).toMatchObject({ required: false });
  });
});
