// The data nodes the build makes from data/ (gatsby-transformer-json's, and gatsby/pageNodes.ts's
// from the page files and carried items), for the build checks.
import fs from "fs";
import path from "path";
import { collectionOfFile, itemFields, PAGE_FILE, partNodes } from "../../contract/pageFiles";
import type { CheckInput, DataNode } from "../../gatsby/checks";
import { typeDefs } from "../../gatsby/schema";
import { ICON_NAMES } from "../../src/components/ui/icons/paths";
import { DIRECTLY_IMPORTED } from "../../gatsby/dataFiles";

const DATA = path.resolve(__dirname, "../../data");
const TEMPLATES = path.resolve(__dirname, "../../src/templates");

export function dataNodes(dataDir = DATA): DataNode[] {
  return fs
    .readdirSync(dataDir)
    .filter((file) => file.endsWith(".json") && !DIRECTLY_IMPORTED.includes(file))
    .sort()
    .flatMap((file) => {
      const content = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
      if (PAGE_FILE.test(file)) {
        return partNodes(content).map((part) => ({
          ...part.fields,
          id: `${file} ${part.at}`,
          parent: file,
          internal: { type: part.type, description: part.at },
        }));
      }
      const type = collectionOfFile(file);
      const items: Record<string, unknown>[] = Array.isArray(content) ? content : [content];
      return items.map((item, index) => ({
        ...itemFields(item),
        id: `${file}[${index}]`,
        parent: file,
        internal: { type },
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
