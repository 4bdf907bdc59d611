// `npm run publish:site`: rebuilds the site after a content change without ever taking it down.
// The build (SITE_ENV=production, then the build checks) runs in a staging copy of the checkout;
// only when both succeed does its public/ replace the served one. A failing build (a broken edit)
// exits non-zero and leaves the old public/ in place.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const ROOT = path.resolve(__dirname, "..");
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  ".publish",
  ".git",
  "var",
  "public.previous",
]);

function run(dir: string, script: string): boolean {
  const env = { ...process.env, SITE_ENV: "production" };
  const result = spawnSync("npm", ["run", script], { cwd: dir, stdio: "inherit", env });
  return result.status === 0;
}

export function publish(root: string, build: (dir: string) => boolean): boolean {
  const staging = path.join(root, ".publish", `build-${Date.now()}`);
  fs.mkdirSync(staging, { recursive: true });
  try {
    for (const entry of fs.readdirSync(root)) {
      if (!SKIP.has(entry))
        fs.cpSync(path.join(root, entry), path.join(staging, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(staging, "node_modules"));
    if (!build(staging) || !fs.existsSync(path.join(staging, "public/index.html"))) return false;
    // Two renames: the served directory is missing for the instant between them, never broken.
    const served = path.join(root, "public");
    const previous = path.join(root, "public.previous");
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(served)) fs.renameSync(served, previous);
    fs.renameSync(path.join(staging, "public"), served);
    return true;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const ok = publish(ROOT, (dir) => run(dir, "build") && run(dir, "check:build"));
  console.log(
    ok ? "Published: public/ is the new build." : "Build failed: the old public/ stays served.",
  );
  process.exit(ok ? 0 : 1);
}
