// The Decap CMS configuration of every data file, built from the schema (schemaModel.ts) and the
// build's own lists (options.ts). `npm run cms:config` writes it to cms/config.json; a unit test
// fails when the schema and that file drift apart. A maintainer sees the site, not our files: one
// entry per Romanian page (its page file: route, sections, FAQ, simulator, cards), the entries
// every page shares, and the English template's files under one heading.
import type { DecapField } from "./decapField";
import { toDecapField, summaryOf } from "./fields";
import { fileLabel, FILE_NAMES, PART_LABELS, type Lang } from "./labels";
import { englishTypes, schemaTypes, typeOfFile } from "./schemaModel";
import type { Choices } from "./options";
import { DATA_FORMAT, PAGES_COLLECTION } from "./formatNames";
import { previewPathOf } from "./previewPaths";
import { PARTS } from "../contract/pageFiles";

export interface DataFile {
  /** The file name inside data/. */
  file: string;
  /** Whether the file holds an array at its root (one Gatsby node per item). */
  array: boolean;
  /** A page file's parts, in the file's order. */
  parts?: string[];
  /** A page file's route: the entry's label and live page. */
  route?: { path: string; title: string; template: string };
  /** Where the page's link stands in the Romanian menu, if it has one. */
  menuPlace?: number;
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

/** The file's language: the English template's files (and their routes, data/pages.json). */
export function languageOf(file: string): Lang {
  return /\.en\.json$|^en-|^pages\.json$/.test(file) || englishTypes.has(typeOfFile(file))
    ? "en"
    : "ro";
}

/** The fields of one schema type as the form shows them, less those the route implies. */
function typeFields(type: string, choices: Choices, lang: Lang, implied: string[] = []) {
  const specs = schemaTypes.get(type);
  if (!specs) throw new Error(`type ${type} is not declared in gatsby/schema`);
  const ctx = { types: schemaTypes, choices, lang, path: [], root: type };
  const shown = specs.filter((spec) => !implied.includes(spec.key));
  return { specs: shown, fields: shown.map((spec) => toDecapField(spec, ctx)) };
}

function entryName(file: string): string {
  return file.replace(/\.json$/, "").replace(/[^a-z0-9]+/gi, "_");
}

function where(file: string, label: string, routePath?: string): Omit<FileEntry, "fields"> {
  const previewPath = previewPathOf(file, routePath);
  return {
    name: entryName(file),
    label,
    file: `data/${file}`,
    ...(previewPath === undefined ? {} : { preview_path: previewPath }),
  };
}

/** A page file: one form per part, each folded under the part's name. */
function pageEntry({ file, parts = [], route }: DataFile, choices: Choices): FileEntry {
  const fields = parts.map((name): DecapField => {
    const part = PARTS[name];
    if (!part) throw new Error(`data/${file}: "${name}" is not a part of a page`);
    const { specs, fields: inner } = typeFields(
      part.type,
      choices,
      "ro",
      Object.keys(part.fromRoute ?? {}),
    );
    const label = PART_LABELS[name] ?? name;
    if (!part.list) {
      return { name, label, widget: "object", required: true, collapsed: true, fields: inner };
    }
    return {
      name,
      label,
      label_singular: "element",
      widget: "list",
      required: false,
      collapsed: true,
      summary: summaryOf(specs),
      fields: inner,
    };
  });
  return { ...where(file, route?.title ?? file, route?.path), fields };
}

function fileEntry(data: DataFile, choices: Choices): FileEntry {
  if (data.parts) return pageEntry(data, choices);
  const { file, array } = data;
  const lang = languageOf(file);
  const { specs, fields } = typeFields(typeOfFile(file), choices, lang);
  const entry = where(file, fileLabel(file, FILE_NAMES));
  if (!array) return { ...entry, fields };
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
  return { ...entry, fields: [items] };
}

/**
 * The site's order of its pages: home, about, services and each service, contact, booking and its
 * manage page, legal; pages of one kind in the menu's order (the services as the Servicii menu
 * lists them).
 */
const TEMPLATE_ORDER = [
  "HomePage",
  "AboutRoPage",
  "ServicesRoPage",
  "ServicePage",
  "ContactPage",
  "BookingPage",
  "BookingManagePage",
  "LegalPage",
];

function pageOrder(a: DataFile, b: DataFile): number {
  const rank = (f: DataFile) => TEMPLATE_ORDER.indexOf(f.route?.template ?? "");
  const place = (f: DataFile) => f.menuPlace ?? Number.MAX_SAFE_INTEGER;
  return (
    rank(a) - rank(b) ||
    place(a) - place(b) ||
    (a.route?.title ?? "").localeCompare(b.route?.title ?? "", "ro")
  );
}

const GROUPS: { name: string; label: string; files: (files: DataFile[]) => DataFile[] }[] = [
  {
    name: PAGES_COLLECTION,
    label: "Paginile site-ului",
    files: (files) => files.filter((f) => f.parts).sort(pageOrder),
  },
  {
    name: "comune",
    label: "Comune tuturor paginilor",
    files: (files) => files.filter((f) => !f.parts && languageOf(f.file) === "ro"),
  },
  {
    name: "template",
    label: "Template (English)",
    files: (files) => files.filter((f) => !f.parts && languageOf(f.file) === "en"),
  },
];

export function buildConfig(files: DataFile[], choices: Choices): CmsConfig {
  const collections = GROUPS.map((group) => ({
    name: group.name,
    label: group.label,
    format: DATA_FORMAT,
    editor: { preview: true },
    files: group.files(files).map((f) => fileEntry(f, choices)),
  }));
  return {
    locale: "ro",
    media_folder: "data/images",
    public_folder: "images",
    collections: collections.filter((c) => c.files.length > 0),
  };
}
