// The editor's file format. Decap CMS edits an object, so a file holding a list is read as
// `{ items: [...] }` and written back as the bare list; every file is written as Prettier would
// (cms/format.ts), keeping its key order and its one-line objects, recorded on read under
// LAYOUT_KEY, a member the forms never show and the save never writes. One format serves both
// kinds of file, so a collection can hold lists and objects (Decap sets formats per collection).
import { formatJson } from "../format";
import { readLayout, type Layout } from "../layout";
import { giveIds } from "./ids";
import { DATA_FORMAT } from "../formatNames";

export const LAYOUT_KEY = "__layout";

export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>): string;
}

function split(data: Record<string, unknown>): [Record<string, unknown>, Layout | undefined] {
  const { [LAYOUT_KEY]: layout, ...rest } = data;
  return [rest, layout as Layout | undefined];
}

/** An object's lists of numbered items (a page file's FAQ, its cards) with every id given. */
function withIds(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? giveIds(value) : value,
    ]),
  );
}

export const dataFormat: Formatter = {
  fromFile: (text) => {
    const parsed = JSON.parse(text) as unknown;
    const layout = readLayout(text);
    return Array.isArray(parsed)
      ? { items: parsed, [LAYOUT_KEY]: { ...layout, array: true } }
      : { ...(parsed as object), [LAYOUT_KEY]: layout };
  },
  toFile: (data) => {
    const [rest, layout] = split(data);
    if (layout?.array) {
      const items = Array.isArray(rest.items) ? rest.items : [];
      return formatJson(giveIds(items), layout);
    }
    return formatJson(withIds(rest), layout);
  },
};

export const FORMATS: [string, Formatter][] = [[DATA_FORMAT, dataFormat]];
