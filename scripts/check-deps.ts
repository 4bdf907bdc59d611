// `npm run check:deps`: fails when anything that ships is in a known-bad range of
// scripts/deps/known-bad.json, naming the package, its version, where it ships and the advisory.
// Run it after a build (the site's bundle is read from the build's source maps); without one it
// says so, and under CI=true that is a failure. Where npm's audit endpoint is reachable, run
// `npm audit --omit=dev` first: it knows advisories this list does not yet hold.
import fs from "node:fs";
import path from "node:path";
import {
  editorBundlePackages,
  findHits,
  importedPackages,
  readKnownBad,
  serverPackages,
  siteBundlePackages,
  type Shipped,
} from "./deps/check";

const ROOT = path.resolve(__dirname, "..");
const LIST = process.env.KNOWN_BAD ?? path.join(__dirname, "deps/known-bad.json");
const PUBLIC = path.join(ROOT, "public");
/** The server's sources; `tsx` runs them (deploy/axia-contact.service). */
const SERVER_FOLDERS = ["server", "contract", "domain"];
const EDITOR = "decap-cms";

function main(): number {
  const list = readKnownBad(LIST);
  const shipped: Shipped[] = serverPackages(ROOT, [
    ...importedPackages(ROOT, SERVER_FOLDERS),
    "tsx",
  ]);

  const hasMaps =
    fs.existsSync(PUBLIC) && fs.readdirSync(PUBLIC).some((f) => f.endsWith(".js.map"));
  if (hasMaps) shipped.push(...siteBundlePackages(ROOT, PUBLIC));
  else {
    const notice = "the site's bundle was not checked: no build in public/ (npm run build first)";
    if (process.env.CI === "true") {
      console.error(`check:deps: ${notice}`);
      return 1;
    }
    console.warn(`check:deps: ${notice}`);
  }

  const bundleDir = path.dirname(require.resolve(`${EDITOR}/dist/decap-cms.js`, { paths: [ROOT] }));
  shipped.push(...editorBundlePackages(bundleDir, EDITOR, list.embedded));

  const hits = findHits(shipped, list);
  const parts = ["server", "site bundle", "editor bundle"].map(
    (part) => `${shipped.filter((s) => s.part === part).length} in the ${part}`,
  );
  if (hits.length === 0) {
    console.log(
      `check:deps: ${shipped.length} packages ship (${parts.join(", ")}); none is in a known-bad range of ${path.relative(ROOT, LIST)} (${list.advisories.length} advisories)`,
    );
    return 0;
  }
  console.error(`check:deps: ${hits.length} known-bad version(s) ship:`);
  for (const { shipped: s, advisory: a } of hits) {
    console.error(`  ${s.name}@${s.version} (${s.part}, ${s.where}): ${a.id}: ${a.summary}`);
  }
  return 1;
}

process.exitCode = main();
