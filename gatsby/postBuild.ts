// Gatsby's onPostBuild: robots.txt, then the built pages' scripts moved after the first paint.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltPages } from "./scriptsAfterPaint";
import { writeRobotsTxt } from "./sitemap";

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  const pages = rewriteBuiltPages(path.join(process.cwd(), "public"));
  args.reporter.info(`scripts after first paint: ${pages} pages`);
};
