// After `gatsby build`: every route of data/pages.json has its HTML file in public/.
import fs from "fs";
import path from "path";
import pages from "../data/pages.json";
import { htmlFileOf } from "./siteRoutes";

const PUBLIC = path.resolve(__dirname, "../public");

const missing = [...pages.map((page) => htmlFileOf(page.path)), "404.html"].filter(
  (file) => !fs.existsSync(path.join(PUBLIC, file)),
);

if (missing.length > 0) {
  console.error(`The build has no HTML for:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`Build check: ${pages.length} routes of data/pages.json and 404.html are in public/.`);
