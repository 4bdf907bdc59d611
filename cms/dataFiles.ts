// The data files the editor covers: every data/*.json, with its root shape, and for a page file
// its parts and route (the entry's name and place come from them).
import fs from "node:fs";
import path from "node:path";
import { PAGE_FILE } from "../contract/pageFiles";
import type { DataFile } from "./config";

export function readDataFiles(root: string): DataFile[] {
  const dir = path.join(root, "data");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const content: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      if (!PAGE_FILE.test(file)) return { file, array: Array.isArray(content) };
      const page = content as { route: DataFile["route"] } & Record<string, unknown>;
      return { file, array: false, parts: Object.keys(page), route: page.route };
    });
}
