// `npm run check:live [-- --data DIR]`: fails, naming file and key, while any value in data/ is a
// placeholder; run it before the production build.
import path from "node:path";
import { parseArgs } from "node:util";
import { DATA_DIR, findPlaceholders, formatPlaceholders } from "../gatsby/placeholders";

const { values } = parseArgs({ options: { data: { type: "string" } } });
const dir = values.data ? path.resolve(values.data) : DATA_DIR;
const { placeholders, errors } = findPlaceholders(dir);

if (errors.length > 0) console.error(errors.join("\n"));
if (placeholders.length > 0) {
  console.error(`Not ready to go live: ${placeholders.length} placeholder values in ${dir}:`);
  console.error(formatPlaceholders(placeholders).join("\n"));
  console.error(`Replace each one and remove its key from "placeholders" in the file.`);
}
if (errors.length > 0 || placeholders.length > 0) process.exitCode = 1;
else console.log(`No placeholders left in ${dir}: ready to go live.`);
