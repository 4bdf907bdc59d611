// The data files the editor covers: every data/*.json, with its root shape.
import fs from "node:fs";
import path from "node:path";
import type { DataFile } from "./config";

export function readDataFiles(root: string): DataFile[] {
  const dir = path.join(root, "data");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      file,
      array: Array.isArray(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))),
    }));
}
