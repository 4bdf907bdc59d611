/** @jest-environment node */
// The develop watchdog: a data file whose change never reached Gatsby's store is reported to the
// watcher again after a grace period, a bounded number of times; a change that arrives is left alone.
// And the guard that says whether the installed Gatsby still drops such a change: when it fails,
// the watchdog may no longer be needed (gatsby/patches/README.md).
import crypto from "node:crypto";
import {
  LOST_AFTER_MS,
  MAX_TOUCHES,
  WATCH_INTERVAL_MS,
  watchOnce,
  type WatchdogDeps,
} from "../../gatsby/patches/dataWatchdog";
import { inGatsby } from "./inGatsby";

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

describe("upstream guard: Gatsby still drops the node changes it is batching when a query is asked for", () => {
  it("holds a saved file's change in the waiting machine only, and stops that machine for a query", () => {
    // dist/state-machines/develop/index.js: in `waiting`, a node change is forwarded to the child
    // machine `waiting` (dist/state-machines/waiting/index.js), which batches it for
    // NODE_MUTATION_BATCH_TIMEOUT; a QUERY_RUN_REQUESTED (a page whose query has not run yet)
    // takes the `always` transition to `runningQueries`, which stops the child, batch and all.
    const answer = inGatsby<{
      child: [string, number];
      batchFor: string[];
      heldByParent: number;
      next: string;
      stopped: string[];
      keptByParent: number;
    }>(`
      const { developMachine } = gatsby("gatsby/dist/state-machines/develop");
      const { waitingMachine, waitingStates } = gatsby("gatsby/dist/state-machines/waiting");
      const { State } = gatsby("xstate");
      const save = {
        type: "ADD_NODE_MUTATION",
        payload: { type: "createNode", payload: [{ id: "file" }] },
      };
      const child = waitingMachine.transition(waitingMachine.initialState, save);
      let parent = developMachine.resolveState(
        State.from("waiting", { nodeMutationBatch: [], pendingQueryRuns: new Set() }),
      );
      parent = developMachine.transition(parent, save);
      const heldByParent = parent.context.nodeMutationBatch.length;
      const firstVisit = { type: "QUERY_RUN_REQUESTED", payload: { pagePath: "/despre-noi" } };
      parent = developMachine.transition(parent, firstVisit);
      done({
        child: [child.value, child.context.nodeMutationBatch.length],
        batchFor: Object.keys(waitingStates.states.batchingNodeMutations.after),
        heldByParent,
        next: parent.value,
        stopped: parent.actions
          .filter((a) => a.type === "xstate.stop")
          .map((a) => a.activity && a.activity.id),
        keptByParent: parent.context.nodeMutationBatch.length,
      });
    `);
    expect(answer).toEqual({
      child: ["batchingNodeMutations", 1],
      batchFor: ["500"],
      heldByParent: 0,
      next: "runningQueries",
      stopped: ["waiting"],
      keptByParent: 0,
    });
    // A change is called lost only well after Gatsby's batch would have been applied.
    expect(LOST_AFTER_MS).toBeGreaterThanOrEqual(Number(answer.batchFor[0]) + WATCH_INTERVAL_MS);
  });
});
