// One schema field as a Decap CMS field: the widget follows the GraphQL type, `!` makes it
// required, and the checks of gatsby/checks.ts that a form can make (routes, icons, templates,
// simulator ranges) become selects, patterns and number limits.
import type { Choices } from "./options";
import type { FieldSpec, TypeMap } from "./schemaModel";
import { LINK_KEYS } from "./schemaModel";
import { fieldLabel, type Lang } from "./labels";
import { rangeLimits } from "./ranges";
import { hintOf } from "./hints";
import { BOOKING_FIELD_RULES } from "./bookingFields";
import { VITALS_FIELD_RULES } from "./vitalsFields";
import { CAPACITY_FIELD_RULES } from "./capacityFields";
import { DOCUMENTS_FIELD_RULES } from "./documentsFields";
import type { DecapField } from "./decapField";

export interface FieldContext {
  types: TypeMap;
  choices: Choices;
  lang: Lang;
  /** Field names from the file's root to this field's parent. */
  path: string[];
  /** The GraphQL type of the file. */
  root: string;
  /** The object type whose field this is; the file's type at the top. */
  holder?: string;
  /**
   * Whether an object above this field may be absent (a credit simulator has no `advance`).
   * Decap checks the fields of an absent object as if they were there and empty, so a required
   * field under it would block every save of the file: there it is left to the build's check.
   */
  underOptional?: boolean;
}

/** The rules of the files whose fields have rules of their own, by the type holding the field. */
const OWN_RULES = {
  ...BOOKING_FIELD_RULES,
  ...VITALS_FIELD_RULES,
  ...CAPACITY_FIELD_RULES,
  ...DOCUMENTS_FIELD_RULES,
};

/** Longer copy gets a text area. */
const LONG = new Set([
  "desc",
  "text",
  "paragraphs",
  "intro",
  "closing",
  "description",
  "warning",
  "note",
  "cardText",
  "formText",
  "contactText",
  "after",
  "roText",
  "suspectNotice",
]);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function linkPattern(routes: string[], lang: Lang): [string, string] {
  const alternatives = routes.map((route) => escape(route)).join("|");
  const message =
    lang === "ro"
      ? "Un link care începe cu / trebuie să fie adresa unei pagini a site-ului"
      : "A link starting with / must be a page of the site";
  return [`^(?!/)|^(?:${alternatives})(?:[?#].*)?$`, message];
}

function selectFor(spec: FieldSpec, ctx: FieldContext): string[] | undefined {
  const { choices, root } = ctx;
  switch (spec.name) {
    case "icon":
      return choices.icons;
    case "template":
      return choices.templates;
    case "lang":
      return ["ro", "en"];
    case "canonical":
    case "parentPath":
      return choices.routes;
    case "page":
    case "pageKey":
      return choices.pageKeys;
    case "copy":
      return root === "SimulatorJson" ? choices.copyLangs : undefined;
    case "key":
      return root === "SimulatorJson" || root === "ServicePageJson"
        ? choices.servicePageKeys
        : undefined;
    case "kind":
      return root === "SimulatorJson" ? ["credit", "leasing"] : choices.used.postKind;
    default:
      return choices.used[spec.name];
  }
}

function scalar(spec: FieldSpec, ctx: FieldContext): Partial<DecapField> {
  if (spec.file) return { widget: "image", choose_url: false };
  if (spec.type === "Boolean") return { widget: "boolean" };
  if (spec.type === "Int" || spec.type === "Float") {
    const valueType = spec.type === "Int" ? "int" : "float";
    const step = spec.type === "Int" ? 1 : 0.01;
    return { widget: "number", value_type: valueType, step, ...rangeLimits(ctx.path, spec.name) };
  }
  const options = selectFor(spec, ctx);
  if (options) return { widget: "select", options };
  if (LINK_KEYS.has(spec.key))
    return { widget: "string", pattern: linkPattern(ctx.choices.routes, ctx.lang) };
  if (spec.name === "path" && ctx.root === "PagesJson") {
    return {
      widget: "string",
      pattern: ["^/", ctx.lang === "ro" ? "Începe cu /" : "Starts with /"],
    };
  }
  return { widget: LONG.has(spec.name) ? "text" : "string" };
}

export function toDecapField(spec: FieldSpec, ctx: FieldContext): DecapField {
  const holder = ctx.holder ?? ctx.root;
  const base = {
    name: spec.key,
    label: fieldLabel(spec.name, ctx.lang, holder),
    required: spec.name === "jsonId" || ctx.underOptional ? false : spec.required,
  };
  // A type's own rules for a field (data/booking.json's times, dates, limits, data/vitals.json's
  // rate, a service's audiences) come before the general ones, which would read its `to` as a link.
  const own = OWN_RULES[holder]?.[spec.key];
  const hint = hintOf(spec, ctx.lang);
  const withHint = hint ? { hint } : {};
  // Ids are numbers the save gives new items (cms/admin/formats.ts); nobody needs to type one.
  if (spec.name === "jsonId") return { ...base, ...withHint, widget: "hidden" };
  const objectFields = ctx.types.get(spec.type);
  const inner = {
    ...ctx,
    holder: spec.type,
    path: [...ctx.path, spec.name],
    underOptional: ctx.underOptional || (!spec.required && !spec.list),
  };
  if (objectFields) {
    const fields = objectFields.map((child) => toDecapField(child, inner));
    if (spec.list) {
      const summary = summaryOf(objectFields);
      return { ...base, ...withHint, widget: "list", collapsed: true, summary, fields, ...own };
    }
    return { ...base, ...withHint, widget: "object", collapsed: true, fields, ...own };
  }
  const item = { ...base, ...withHint, ...(own ?? scalar(spec, ctx)) } as DecapField;
  if (!spec.list || item.multiple) return item;
  const field = { ...item, label: base.label };
  return { ...base, ...withHint, widget: "list", field };
}

/** The list row's title: the first of the usual naming fields the items have. */
export function summaryOf(fields: FieldSpec[]): string | undefined {
  const names = ["title", "label", "name", "path", "key", "author", "value", "text"];
  const found = names.find((name) => fields.some((f) => f.key === name && f.type === "String"));
  return found ? `{{fields.${found}}}` : undefined;
}
