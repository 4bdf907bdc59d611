// `npm run cms:config`: writes the editor's configuration (cms/config.json) from gatsby/schema and
// the data files. Run it after changing the schema, a template, an icon or data/pages.json.
import fs from "node:fs";
import path from "node:path";
import { buildConfig } from "./config";
import { readChoices } from "./options";
import { formatJson } from "./format";
import { readDataFiles } from "./dataFiles";

const root = path.resolve(__dirname, "..");
const config = buildConfig(readDataFiles(root), readChoices(root));
const target = path.join(root, "cms/config.json");
fs.writeFileSync(target, formatJson(config));
console.log(`Wrote ${path.relative(root, target)}: ${config.collections.length} collections.`);
