// The JSON nodes gatsby-transformer-json would create from data/, for the build checks.
import fs from "fs";
import path from "path";
import { jsonTypeName } from "../../gatsby/jsonTypeName";
import type { DataNode } from "../../gatsby/checks";
import { DIRECTLY_IMPORTED } from "../../gatsby/dataFiles";

const DATA = path.resolve(__dirname, "../../data");

export function dataNodes(): DataNode[] {
  return fs
    .readdirSync(DATA)
    .filter((file) => file.endsWith(".json") && !DIRECTLY_IMPORTED.includes(file))
    .flatMap((file) => {
      const content = JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
      const type = jsonTypeName({ node: { name: file.replace(/\.json$/, "") } });
      const items: Record<string, unknown>[] = Array.isArray(content) ? content : [content];
      return items.map((item, index) => ({
        ...item,
        ...(item.id ? { jsonId: item.id } : {}),
        id: `${file}[${index}]`,
        parent: file,
        internal: { type, owner: "gatsby-transformer-json" },
      }));
    });
}
