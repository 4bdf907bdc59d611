// The two file formats of the editor. Decap CMS edits an object, so an array file is read as
// `{ items: [...] }` and written back as the bare array; both write the file as Prettier would
// (cms/format.ts), keeping its key order and its one-line objects, recorded on read under
// LAYOUT_KEY, a member the forms never show and the save never writes.
import { formatJson } from "../format";
import { readLayout, type Layout } from "../layout";
import { giveIds } from "./ids";
import { ARRAY_FORMAT, OBJECT_FORMAT } from "../formatNames";

export const LAYOUT_KEY = "__layout";

export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>): string;
}

function split(data: Record<string, unknown>): [Record<string, unknown>, Layout | undefined] {
  const { [LAYOUT_KEY]: layout, ...rest } = data;
  return [rest, layout as Layout | undefined];
}

export const arrayFormat: Formatter = {
  fromFile: (text) => ({ items: JSON.parse(text) as unknown[], [LAYOUT_KEY]: readLayout(text) }),
  toFile: (data) => {
    const [rest, layout] = split(data);
    const items = Array.isArray(rest.items) ? rest.items : [];
    return formatJson(giveIds(items), layout);
  },
};

export const objectFormat: Formatter = {
  fromFile: (text) => ({ ...(JSON.parse(text) as object), [LAYOUT_KEY]: readLayout(text) }),
  toFile: (data) => {
    const [rest, layout] = split(data);
    return formatJson(rest, layout);
  },
};

export const FORMATS: [string, Formatter][] = [
  [ARRAY_FORMAT, arrayFormat],
  [OBJECT_FORMAT, objectFormat],
];
