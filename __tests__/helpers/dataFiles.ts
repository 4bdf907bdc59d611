// The data files as a maintainer wrote them, for what tests expect to see. What components render
// comes from the build (builtData.ts), never from a copy of the transformer.
import fs from "fs";
import path from "path";

const DATA = path.resolve(__dirname, "../../data");

type Item = Record<string, unknown>;

export function readData<T = Item[]>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T;
}

/** The items of one or more array files, in file order, as written. */
export function items(...files: string[]): Item[] {
  return files.flatMap((file) => readData<Item[]>(file));
}
