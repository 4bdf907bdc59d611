// The data files' shapes as the editor needs them, read from the same SDL that Gatsby's
// createTypes receives (gatsby/schema), so the forms and the build cannot disagree.
import { parse, Kind, type TypeNode, type FieldDefinitionNode } from "graphql";
import { typeDefs } from "../gatsby/schema";
import { typeDefs as en } from "../gatsby/schema/en";
import { directTypeDefs } from "../gatsby/schema/direct";
import { collectionOfFile } from "../contract/pageFiles";

export interface FieldSpec {
  /** The GraphQL field name. */
  name: string;
  /** The key in the JSON file: gatsby-transformer-json reads `id` as `jsonId`; `@proxy` renames. */
  key: string;
  required: boolean;
  list: boolean;
  /** The named type: String, Int, Float, Boolean, File or an object type. */
  type: string;
  /** A file path relative to the data file (`@fileByRelativePath`). */
  file: boolean;
  description?: string;
}

export type TypeMap = Map<string, FieldSpec[]>;

const ALL_TYPE_DEFS = [typeDefs, directTypeDefs].join("\n");
/** Types whose text is the English template pages' (labels in English). */
const ENGLISH_TYPE_DEFS = en;

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

function isList(type: TypeNode): boolean {
  if (type.kind === Kind.NON_NULL_TYPE) return isList(type.type);
  return type.kind === Kind.LIST_TYPE;
}

function jsonKey(field: FieldDefinitionNode): string {
  const proxy = field.directives?.find((d) => d.name.value === "proxy");
  const from = proxy?.arguments?.find((a) => a.name.value === "from")?.value;
  if (from && from.kind === Kind.STRING) return from.value;
  return field.name.value === "jsonId" ? "id" : field.name.value;
}

function readTypes(sdl: string): TypeMap {
  const types: TypeMap = new Map();
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const fields = (def.fields ?? []).map((field) => ({
      name: field.name.value,
      key: jsonKey(field),
      required: field.type.kind === Kind.NON_NULL_TYPE,
      list: isList(field.type),
      type: namedType(field.type),
      file: Boolean(field.directives?.some((d) => d.name.value === "fileByRelativePath")),
      description: field.description?.value,
    }));
    types.set(def.name.value, fields);
  }
  return types;
}

export const schemaTypes: TypeMap = readTypes(ALL_TYPE_DEFS);
export const englishTypes = new Set(readTypes(ENGLISH_TYPE_DEFS).keys());

/**
 * The collection a data file that is not a page file holds (contract/pageFiles.ts): what the
 * build's nodes of it are, so what the form edits. A page file's parts have one each (PARTS).
 */
export function typeOfFile(file: string): string {
  return collectionOfFile(file);
}

/** Types of fields holding a link checked against the routes (gatsby/checks.ts). */
export const LINK_KEYS = new Set(["link", "href", "to"]);
