// After `gatsby build`: every route of the site (the page files' and data/pages.json's) has its
// HTML file in public/.
import fs from "fs";
import path from "path";
import { readRoutes } from "../contract/pageFiles";
import { htmlFileOf } from "./siteRoutes";

const PUBLIC = path.resolve(__dirname, "../public");
const pages = readRoutes(path.resolve(__dirname, "../data"));

const missing = [...pages.map((page) => htmlFileOf(page.path)), "404.html"].filter(
  (file) => !fs.existsSync(path.join(PUBLIC, file)),
);

if (missing.length > 0) {
  console.error(`The build has no HTML for:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`Build check: the ${pages.length} routes of the site and 404.html are in public/.`);
