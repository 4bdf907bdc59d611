// The data files the editor covers: every data/*.json, with its root shape, and for a page file
// its parts, its route (the entry's name) and its place in the site's menu (the entry's place).
import fs from "node:fs";
import path from "node:path";
import { PAGE_FILE } from "../contract/pageFiles";
import type { DataFile } from "./config";

/** The links of the Romanian menu, in the order a visitor reads them (submenus in place). */
function menuLinks(dir: string): string[] {
  type Item = { menu?: string; link?: string; sub_menus?: Item[] };
  const menu = JSON.parse(fs.readFileSync(path.join(dir, "menu.json"), "utf8")) as Item[];
  const links = (items: Item[]): string[] =>
    items.flatMap((item) => [item.link ?? "", ...links(item.sub_menus ?? [])]);
  return links(menu.filter((item) => item.menu === "ro"));
}

export function readDataFiles(root: string): DataFile[] {
  const dir = path.join(root, "data");
  const menu = menuLinks(dir);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const content: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      if (!PAGE_FILE.test(file)) return { file, array: Array.isArray(content) };
      const page = content as { route: NonNullable<DataFile["route"]> } & Record<string, unknown>;
      const place = menu.indexOf(page.route.path);
      return {
        file,
        array: false,
        parts: Object.keys(page),
        route: page.route,
        ...(place === -1 ? {} : { menuPlace: place }),
      };
    });
}
