/** @jest-environment node */
// What /healthz says of the Web Vitals beacons, on a real server whose clock the test moves: with
// page views sampled, a warning once a day has passed without a beacon (counted from the last one,
// or from the server's start), gone with the next beacon; never with a sample rate of 0.
import { HEALTH_PATH } from "../../contract/endpoints";
import { VITALS_SILENCE_MS, readVitalsHealth } from "../../server/health";
import { BEACON, startVitalsServer, type VitalsServer } from "./vitalsServer";

const T0 = Date.parse("2026-11-29T08:00:00Z");
const HOUR = 3_600_000;

let server: VitalsServer;
afterEach(async () => {
  await server?.close();
});

async function health() {
  const res = await fetch(`${server.origin}${HEALTH_PATH}`);
  return {
    http: res.status,
    ...((await res.json()) as {
      status: string;
      warnings: string[];
      vitals: { sampleRate: number; lastBeaconAgeSeconds: number | null; latestDay: string | null };
    }),
  };
}

describe("/healthz and the beacons", () => {
  it("warns after a day without a beacon, and stops once one arrives", async () => {
    let now = T0;
    server = await startVitalsServer({ now: () => now, vitalsSampleRate: 0.5 });
    expect(await health()).toMatchObject({
      http: 200,
      status: "ok",
      warnings: [],
      vitals: { sampleRate: 0.5, lastBeaconAgeSeconds: null, latestDay: null },
    });
    now = T0 + VITALS_SILENCE_MS - HOUR;
    expect((await health()).status).toBe("ok");
    now = T0 + VITALS_SILENCE_MS + HOUR;
    const silent = await health();
    expect(silent).toMatchObject({ http: 200, status: "warn" });
    expect(silent.warnings).toEqual([
      expect.stringMatching(/^no Web Vitals beacon for over a day/),
    ]);

    expect((await server.beacon(BEACON)).status).toBe(204);
    now += 2_000; // past the health check's cache
    expect(await health()).toMatchObject({
      status: "ok",
      warnings: [],
      vitals: { lastBeaconAgeSeconds: 2, latestDay: "2026-11-30" },
    });
    now += VITALS_SILENCE_MS + HOUR;
    expect((await health()).status).toBe("warn");
  });

  it("never warns when no view is sampled", async () => {
    let now = T0;
    server = await startVitalsServer({ now: () => now, vitalsSampleRate: 0 });
    now = T0 + 30 * VITALS_SILENCE_MS;
    expect(await health()).toMatchObject({ status: "ok", warnings: [], vitals: { sampleRate: 0 } });
  });

  it("reads the rate of data/vitals.json when none is given", async () => {
    server = await startVitalsServer();
    const shipped = ((await import("../../data/vitals.json")) as { sampleRate: number }).sampleRate;
    expect((await health()).vitals.sampleRate).toBe(shipped);
  });
});

describe("the beacons' part of the report", () => {
  const state = (over: Partial<Parameters<typeof readVitalsHealth>[0] & object> = {}) => ({
    sampleRate: 1,
    startedAt: T0,
    lastStoredAt: null,
    latestDay: () => null,
    ...over,
  });

  it("counts the silence from the last beacon, or from the start before the first", () => {
    const at = (ms: number) => new Date(ms);
    expect(readVitalsHealth(state(), at(T0 + VITALS_SILENCE_MS)).warning).toBeNull();
    expect(readVitalsHealth(state(), at(T0 + VITALS_SILENCE_MS + 1)).warning).not.toBeNull();
    const seen = state({ lastStoredAt: T0 + 10 * HOUR });
    expect(readVitalsHealth(seen, at(T0 + VITALS_SILENCE_MS + 1)).warning).toBeNull();
    expect(
      readVitalsHealth(seen, at(T0 + 10 * HOUR + VITALS_SILENCE_MS + 1)).warning,
    ).not.toBeNull();
    expect(readVitalsHealth(undefined, at(T0))).toEqual({ report: null, warning: null });
  });

  it("still answers when the database cannot be read", () => {
    const broken = state({
      latestDay: () => {
        throw new Error("SQLITE_BUSY");
      },
    });
    expect(readVitalsHealth(broken, new Date(T0)).report).toEqual({
      sampleRate: 1,
      lastBeaconAgeSeconds: null,
      latestDay: null,
    });
  });
});
