// HTML validity of every page of the production build, with html-validate and the repository's
// .htmlvalidate.json: html-validate:recommended, changed only where Gatsby's own output (JSON has
// no comments, so the reasons are here):
// - void-style "selfclose": React serialises void elements as `<meta/>` (valid HTML, a style).
// - attribute-boolean-style off: React writes `hidden=""` while Gatsby's script slice writes a bare
//   `async`; both are valid, so the two styles cannot agree on one.
// - attr-case also allows camelCase: Gatsby's html.js writes `<meta charSet>` and
//   gatsby-plugin-image's <noscript> fallback writes `srcSet` as raw markup.
// - valid-id "relaxed" (HTML5's rule: non-empty, no spaces): Gatsby's root is `id="___gatsby"` and
//   React's useId makes ids like `:R5sl:`.
// - no-inline-style off: Gatsby writes inline styles on #gatsby-focus-wrapper and
//   #gatsby-announcer, and gatsby-plugin-image sizes every image with them.
// - <img> src not required: gatsby-plugin-image's lazy <img> carries `data-src` until hydration
//   (its <noscript> copy has the src); __tests__/site/links.build.test.ts checks every <img> has
//   one.
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { htmlFiles } from "../helpers/builtSite";
import { PUBLIC_DIR, ROUTES } from "../../scripts/siteRoutes";

const validator = new HtmlValidate(new FileSystemConfigLoader());
/** Gatsby's slice fragments (`_gatsby/slices/*.html`) are parts stitched into the pages, not pages. */
const files = htmlFiles().filter((file) => !file.startsWith("_gatsby/"));

const describeMessage = (file: string, m: Message) =>
  `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` [${m.selector}]` : ""}`;

afterAll(() => {
  console.log(`[site] html-validate: ${files.length} built HTML files validated.`);
});

test("the build has every route's page to validate", () => {
  expect(files.length).toBeGreaterThanOrEqual(ROUTES.length + 1);
});

test("the configuration is the repository's (recommended preset)", async () => {
  const config = await validator.getConfigFor(path.join(PUBLIC_DIR, "index.html"));
  const rules = config.getRules();
  expect(rules.get("element-required-attributes")?.[0]).toBeGreaterThan(0);
  expect(rules.get("no-dup-id")?.[0]).toBeGreaterThan(0);
});

test.each(files)("%s has no HTML errors", async (file) => {
  const report = await validator.validateFile(path.join(PUBLIC_DIR, file));
  const errors = report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => describeMessage(file, m)),
  );
  expect(errors).toEqual([]);
});
