/** @jest-environment node */
// The fault suite, start and crash: a bad environment and SIGKILL during a burst. The production CLI in real child processes,
// real SQLite files and a real SMTP server on loopback; every loop is bounded in count and time.
import path from "node:path";
import { publicDir, readLeads, startServerProcess, tempDir } from "../helpers/faults";
import { figures, lead, markerOf, post, start, stopAfterEachFault } from "./faultRun";

jest.setTimeout(90_000);
stopAfterEachFault("fault suite (start, kill)");

it("a bad environment variable stops the start with a message naming it", async () => {
  const dir = tempDir("fault-env-");
  await expect(
    startServerProcess({
      CONTACT_DB: path.join(dir, "leads.sqlite"),
      PUBLIC_DIR: publicDir(dir),
      RATE_LIMIT_MAX: "abc",
    }),
  ).rejects.toThrow(/Configuration error: RATE_LIMIT_MAX="abc" is not valid/);
});

it("SIGKILL during a burst: every acknowledged lead is stored, and the server starts again", async () => {
  const dir = tempDir("fault-kill-");
  const dbPath = path.join(dir, "leads.sqlite");
  const env = { CONTACT_DB: dbPath, PUBLIC_DIR: publicDir(dir) };
  const ROUNDS = 2;
  const BURST = 40;
  const KILL_AFTER_ACKS = 10;
  const acked: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await start(env);
    let acks = 0;
    const burst = Array.from({ length: BURST }, (_, i) => {
      const marker = `kill-${round}-${i}`;
      return post(server.base, lead(marker)).then(
        (r) => {
          if (r.acked) acked.push(marker);
          acks += r.acked ? 1 : 0;
          if (acks === KILL_AFTER_ACKS) server.kill("SIGKILL");
        },
        () => undefined, // cut off by the kill: never acknowledged
      );
    });
    await Promise.all(burst);
    await server.exited;
  }
  const rows = readLeads(dbPath);
  figures.stored += rows.length;
  const stored = new Set(rows.map(markerOf));
  expect(acked.length).toBeGreaterThanOrEqual(ROUNDS * KILL_AFTER_ACKS);
  expect(acked.filter((m) => !stored.has(m))).toEqual([]);
  // The database a killed process left behind opens and takes new leads.
  const after = await start(env);
  expect((await post(after.base, lead("after-kill"))).acked).toBe(true);
  figures.stored += 1;
});
