// Build-time data checks run by createPages: every problem names the data file and the item, so a
// maintainer's typo fails `gatsby build` with a message that says where to look.
import { parse, Kind, type TypeNode, type ObjectTypeDefinitionNode } from "graphql";
import type { DataNode } from "./dataNode";
import { checkCapacity } from "./capacityChecks";
import { checkSimulators } from "./simulatorChecks";
import { checkDocuments } from "./documentsChecks";

export type { DataNode } from "./dataNode";

export interface CheckInput {
  /** Every data node (gatsby/pageNodes.ts dataNodes). */
  nodes: DataNode[];
  /** The SDL of the declared collections. */
  typeDefs: string;
  /** The data file a node comes from, relative to data/. */
  fileOf: (node: DataNode) => string;
  /** Route paths: the page files' and data/pages.json's. */
  routes: string[];
  iconNames: readonly string[];
  /** Whether src/templates/<name>.tsx exists. */
  templateExists: (name: string) => boolean;
  /** Whether a file path given relative to a data file exists. */
  fileExists: (dataFile: string, relativePath: string) => boolean;
}

const LINK_FIELDS = new Set(["link", "href", "to"]);

function isRequired(type: TypeNode): boolean {
  return type.kind === Kind.NON_NULL_TYPE;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

function isList(type: TypeNode): boolean {
  if (type.kind === Kind.NON_NULL_TYPE) return isList(type.type);
  return type.kind === Kind.LIST_TYPE;
}

/**
 * A short name for an item in messages: its place in a page file (`faq[2]`), else its id, path,
 * key or title, whichever it has.
 */
export function describeItem(node: Record<string, unknown>): string {
  const place = (node.internal as { description?: unknown } | undefined)?.description;
  if (typeof place === "string") return place;
  for (const key of ["jsonId", "path", "pageKey", "key", "slug", "lang", "title"]) {
    const value = node[key];
    if (typeof value === "string" || typeof value === "number") return `${key} "${value}"`;
  }
  return "the file's object";
}

interface FieldCheck {
  objectTypes: Map<string, ObjectTypeDefinitionNode>;
  where: string;
  /** Tells whether a file path relative to the node's data file exists. */
  fileExists: (relativePath: string) => boolean;
  problems: string[];
}

/** Required fields present, image files existing, at every depth of the declared type. */
function checkFields(
  value: Record<string, unknown>,
  def: ObjectTypeDefinitionNode,
  prefix: string,
  check: FieldCheck,
): void {
  const { objectTypes, where, problems } = check;
  for (const field of def.fields ?? []) {
    const name = field.name.value;
    const fieldValue = value[name];
    const isFile = field.directives?.some((d) => d.name.value === "fileByRelativePath");
    if (fieldValue === undefined || fieldValue === null || (isFile && fieldValue === "")) {
      if (isRequired(field.type))
        problems.push(`${where}: required field "${prefix}${name}" is missing`);
      continue;
    }
    if (isFile && typeof fieldValue === "string" && !check.fileExists(fieldValue)) {
      problems.push(`${where}: file "${fieldValue}" of field "${prefix}${name}" does not exist`);
    }
    const nested = objectTypes.get(namedType(field.type));
    if (!nested) continue;
    const items = isList(field.type) && Array.isArray(fieldValue) ? fieldValue : [fieldValue];
    items.forEach((item, i) => {
      const label = isList(field.type) ? `${prefix}${name}[${i}].` : `${prefix}${name}.`;
      if (item && typeof item === "object") {
        checkFields(item as Record<string, unknown>, nested, label, check);
      }
    });
  }
}

/** Visits every string field of a value, with its key, at any depth. */
function eachString(value: unknown, visit: (key: string, s: string) => void, key = ""): void {
  if (typeof value === "string") visit(key, value);
  else if (Array.isArray(value)) value.forEach((v) => eachString(v, visit, key));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k !== "internal" && k !== "children") eachString(v, visit, k);
    }
  }
}

export function checkData(input: CheckInput): string[] {
  const problems: string[] = [];
  const objectTypes = new Map<string, ObjectTypeDefinitionNode>();
  for (const def of parse(input.typeDefs).definitions) {
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) objectTypes.set(def.name.value, def);
  }
  const routes = new Set(input.routes);
  const icons = new Set(input.iconNames);

  for (const node of input.nodes) {
    const file = input.fileOf(node);
    const where = `data/${file} (${describeItem(node)})`;
    const def = objectTypes.get(node.internal.type);
    if (!def) {
      problems.push(`${where}: type ${node.internal.type} is not declared in gatsby/schema`);
      continue;
    }
    const fileExists = (relativePath: string) => input.fileExists(file, relativePath);
    checkFields(node, def, "", { objectTypes, where, fileExists, problems });
    eachString(node, (key, value) => {
      if (LINK_FIELDS.has(key) && value.startsWith("/")) {
        const path = value.split(/[?#]/)[0] || "/";
        if (!routes.has(path))
          problems.push(`${where}: ${key} "${value}" is not a route of the site`);
      }
      if (key === "icon" && !icons.has(value)) {
        problems.push(`${where}: icon "${value}" is not one of src/components/ui/icons/paths.ts`);
      }
    });
  }

  const pages = input.nodes.filter((n) => n.internal.type === "PagesJson");
  const faqPages = new Set(
    input.nodes.filter((n) => n.internal.type === "FaqJson").map((n) => String(n.page)),
  );
  const seen = new Set<string>();
  for (const page of pages) {
    const where = `data/${input.fileOf(page)} (${describeItem(page)})`;
    if (seen.has(String(page.path))) problems.push(`${where}: the path is listed twice`);
    seen.add(String(page.path));
    if (typeof page.template === "string" && !input.templateExists(page.template)) {
      problems.push(
        `${where}: template "${page.template}" has no file src/templates/${page.template}.tsx`,
      );
    }
    if (typeof page.pageKey === "string" && !faqPages.has(page.pageKey)) {
      problems.push(`${where}: page key "${page.pageKey}" has no FAQ items (its "faq")`);
    }
    for (const key of ["parentPath", "canonical"]) {
      const target = page[key];
      if (typeof target === "string" && !routes.has(target)) {
        problems.push(`${where}: ${key} "${target}" is not a route of the site`);
      }
    }
  }
  problems.push(...duplicateMetadata(pages, input.fileOf));
  const servicePages = pages.filter((p) => p.template === "ServicePage");
  const servicePageKeys = servicePages.map((p) => String(p.pageKey));
  const where = (node: DataNode) => `data/${input.fileOf(node)} (${describeItem(node)})`;
  problems.push(...checkSimulators(input.nodes, where, servicePageKeys));
  problems.push(...checkCapacity(input.nodes, where, servicePageKeys));
  problems.push(...checkDocuments(input.nodes, where, servicePages));
  return problems;
}

/** Two indexable pages (each its own canonical) may not share a title or a description. */
function duplicateMetadata(pages: DataNode[], fileOf: (node: DataNode) => string): string[] {
  const problems: string[] = [];
  const indexed = pages.filter((p) => p.indexable === true && p.canonical === p.path);
  for (const field of ["pageTitle", "description"]) {
    const owners = new Map<string, string>();
    for (const page of indexed) {
      const value = String(page[field]);
      const first = owners.get(value);
      if (first) {
        problems.push(
          `data/${fileOf(page)} (path "${page.path}"): ${field} is the same as on "${first}"; indexable pages need their own`,
        );
      } else owners.set(value, String(page.path));
    }
  }
  return problems;
}
