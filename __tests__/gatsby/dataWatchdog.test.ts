/** @jest-environment node */
// The develop watchdog: a data file whose change never reached Gatsby's store is reported to the
// watcher again after a grace period, a bounded number of times; a change that arrives is left alone.
import crypto from "node:crypto";
import {
  LOST_AFTER_MS,
  MAX_TOUCHES,
  watchOnce,
  type WatchdogDeps,
} from "../../gatsby/dataWatchdog";

const md5 = (text: string) => crypto.createHash("md5").update(text).digest("hex");

function world(disk: Record<string, string>, store: Record<string, string | null>) {
  const touched: string[] = [];
  const deps: WatchdogDeps = {
    files: () => Object.keys(disk),
    read: (file) => Buffer.from(disk[file]),
    nodeDigest: (file) => store[file] ?? null,
    touch: (file) => touched.push(file),
    log: () => undefined,
  };
  return { deps, touched };
}

it("touches a file only once its change has been missing from the store for the grace period", () => {
  const disk = { "/d/page-leasing.json": "[2]", "/d/menu.json": "[1]" };
  const store = { "/d/page-leasing.json": md5("[1]"), "/d/menu.json": md5("[1]") };
  const { deps, touched } = world(disk, store);
  const lost = new Map();
  watchOnce(deps, lost, 0);
  watchOnce(deps, lost, LOST_AFTER_MS - 1);
  expect(touched).toEqual([]);
  watchOnce(deps, lost, LOST_AFTER_MS);
  expect(touched).toEqual(["/d/page-leasing.json"]);
});

it("leaves a change alone once it reaches the store, and starts over for a newer save", () => {
  const disk: Record<string, string> = { "/d/page-leasing.json": "[2]" };
  const store: Record<string, string> = { "/d/page-leasing.json": md5("[1]") };
  const { deps, touched } = world(disk, store);
  const lost = new Map();
  watchOnce(deps, lost, 0);
  store["/d/page-leasing.json"] = md5("[2]");
  watchOnce(deps, lost, LOST_AFTER_MS);
  expect(lost.size).toBe(0);
  disk["/d/page-leasing.json"] = "[3]";
  watchOnce(deps, lost, LOST_AFTER_MS + 1);
  watchOnce(deps, lost, 2 * LOST_AFTER_MS);
  expect(touched).toEqual([]);
  watchOnce(deps, lost, 2 * LOST_AFTER_MS + 1);
  expect(touched).toEqual(["/d/page-leasing.json"]);
});

it("gives up after a bounded number of touches, and reports a new file without a node", () => {
  const { deps, touched } = world({ "/d/new.json": "{}" }, {});
  const lost = new Map();
  for (let t = 0; t <= 20 * LOST_AFTER_MS; t += 500) watchOnce(deps, lost, t);
  expect(touched).toHaveLength(MAX_TOUCHES);
});
