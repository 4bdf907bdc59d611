// The JSON nodes gatsby-transformer-json would create from data/, for the build checks.
import fs from "fs";
import path from "path";
import { jsonTypeName } from "../../gatsby/jsonTypeName";
import type { CheckInput, DataNode } from "../../gatsby/checks";
import { typeDefs } from "../../gatsby/schema";
import { ICON_NAMES } from "../../src/components/ui/icons/paths";
import { DIRECTLY_IMPORTED } from "../../gatsby/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
const TEMPLATES = path.resolve(__dirname, "../../src/templates");

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

/** What the build's data check gets for `nodes`: the real schema, icons, templates and files. */
export function checkInput(nodes: DataNode[]): CheckInput {
  return {
    nodes,
    typeDefs,
    fileOf: (node) => String(node.parent),
    routes: nodes.filter((n) => n.internal.type === "PagesJson").map((n) => String(n.path)),
    iconNames: ICON_NAMES,
    templateExists: (name) => fs.existsSync(path.join(TEMPLATES, `${name}.tsx`)),
    fileExists: (dataFile, relativePath) =>
      fs.existsSync(path.join(DATA, path.dirname(dataFile), relativePath)),
  };
}
