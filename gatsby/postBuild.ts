// Gatsby's onPostBuild: robots.txt, then the built pages' scripts moved after the first paint, then
// every published text file checked for control characters. The check reads the files as they are
// published: after the rewrite, and before `npm run build` compresses them.
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { describeFindings, scanPublishedText } from "./controlCharacters";
import { rewriteBuiltPages } from "./scriptsAfterPaint";
import { writeRobotsTxt } from "./sitemap";

/** Stops the build when a published text file under `publicDir` holds a control character. */
export function controlCharactersStep(publicDir: string, reporter: Reporter): void {
  const started = performance.now();
  const { files, findings } = scanPublishedText(publicDir);
  const ms = Math.round(performance.now() - started);
  if (findings.length > 0) {
    reporter.panic(
      `${findings.length} control character(s) in the published files:\n  ${describeFindings(findings)}`,
    );
  }
  reporter.info(`control characters: none in ${files} text files (${ms} ms)`);
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(process.cwd(), "public");
  await writeRobotsTxt(args);
  const pages = rewriteBuiltPages(publicDir);
  args.reporter.info(`scripts after first paint: ${pages} pages`);
  controlCharactersStep(publicDir, args.reporter);
};
