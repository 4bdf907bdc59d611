// The Decap CMS configuration of every data file, built from the schema (schemaModel.ts) and the
// build's own lists (options.ts). `npm run cms:config` writes it to cms/config.json; a unit test
// fails when the schema and that file drift apart.
import { toDecapField, summaryOf, type DecapField } from "./fields";
import { fileLabel, FILE_NAMES, type Lang } from "./labels";
import { englishTypes, schemaTypes, typeOfFile } from "./schemaModel";
import type { Choices } from "./options";
import { ARRAY_FORMAT, OBJECT_FORMAT } from "./formatNames";
import { previewPathOf } from "./previewPaths";

export interface DataFile {
  /** The file name inside data/. */
  file: string;
  /** Whether the file holds an array at its root (one Gatsby node per item). */
  array: boolean;
}

interface FileEntry {
  name: string;
  label: string;
  file: string;
  /** The page the file is seen on, relative to `site_url` (the editor's "view live" link). */
  preview_path?: string;
  fields: DecapField[];
}

export interface Collection {
  name: string;
  label: string;
  format: string;
  editor: { preview: boolean };
  files: FileEntry[];
}

export interface CmsConfig {
  locale: string;
  media_folder: string;
  public_folder: string;
  collections: Collection[];
}

/** The file's language: the English template pages and the `.en` files are English. */
export function languageOf(file: string): Lang {
  return /\.en\.json$|^en-/.test(file) || englishTypes.has(typeOfFile(file)) ? "en" : "ro";
}

function fileEntry({ file, array }: DataFile, choices: Choices): FileEntry {
  const type = typeOfFile(file);
  const specs = schemaTypes.get(type);
  if (!specs) throw new Error(`data/${file}: type ${type} is not declared in gatsby/schema`);
  const lang = languageOf(file);
  const ctx = { types: schemaTypes, choices, lang, path: [], root: type };
  const fields = specs.map((spec) => toDecapField(spec, ctx));
  const label = fileLabel(file, FILE_NAMES);
  const name = file.replace(/\.json$/, "").replace(/[^a-z0-9]+/gi, "_");
  const previewPath = previewPathOf(file);
  const where = {
    name,
    label,
    file: `data/${file}`,
    ...(previewPath === undefined ? {} : { preview_path: previewPath }),
  };
  if (!array) return { ...where, fields };
  const items: DecapField = {
    name: "items",
    label: lang === "ro" ? "Elemente" : "Items",
    label_singular: lang === "ro" ? "element" : "item",
    widget: "list",
    required: false,
    collapsed: true,
    summary: summaryOf(specs),
    fields,
  };
  return { ...where, fields: [items] };
}

const GROUPS: { name: string; label: string; lang: Lang; array: boolean }[] = [
  { name: "liste", label: "Liste (întrebări, carduri, meniuri…)", lang: "ro", array: true },
  { name: "texte", label: "Pagini și texte", lang: "ro", array: false },
  { name: "template_lists", label: "Template pages: lists (English)", lang: "en", array: true },
  { name: "template_pages", label: "Template pages: copy (English)", lang: "en", array: false },
];

export function buildConfig(files: DataFile[], choices: Choices): CmsConfig {
  const collections = GROUPS.map((group) => ({
    name: group.name,
    label: group.label,
    format: group.array ? ARRAY_FORMAT : OBJECT_FORMAT,
    editor: { preview: true },
    files: files
      .filter((f) => f.array === group.array && languageOf(f.file) === group.lang)
      .map((f) => fileEntry(f, choices)),
  }));
  return {
    locale: "ro",
    media_folder: "data/images",
    public_folder: "images",
    collections: collections.filter((c) => c.files.length > 0),
  };
}
