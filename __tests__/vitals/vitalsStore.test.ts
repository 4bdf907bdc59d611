/** @jest-environment node */
// The Web Vitals' counts in a real SQLite file: a beacon adds one view to one bucket per metric,
// never a row of its own; the rows stay within routes × device classes × buckets a day whatever
// is sent; what is not a device class or a metric is refused by the table itself; and days older
// than the retention period are deleted whole, by the daily purge.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { openLeadDb, type LeadDb } from "../../server/db";
import {
  VITALS_RETENTION_DAYS,
  daysBefore,
  openVitalsStore,
  readVitals,
  utcDay,
} from "../../server/vitalsStore";
import { purgeExpired, purgeVitals } from "../../server/retention";
import { WriteQueue } from "../../server/writeQueue";
import {
  BUCKETS,
  DEVICE_CLASSES,
  METRICS,
  bucketOf,
  type MetricName,
  type VitalsBeacon,
} from "../../contract/vitals";
import { propertyRuns } from "../helpers/propertyRuns";

const DAY = 86_400_000;
const dirs: string[] = [];
const dbs: LeadDb[] = [];

function tempDb(): LeadDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitals-store-"));
  dirs.push(dir);
  const db = openLeadDb(path.join(dir, "leads.sqlite"));
  dbs.push(db);
  return db;
}

afterAll(() => {
  for (const db of dbs) db.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const rows = (db: LeadDb) =>
  db.raw.prepare("SELECT * FROM vitals_daily ORDER BY day, metric").all() as {
    day: string;
    route: string;
    device: string;
    metric: string;
    bucket: number;
    views: number;
  }[];

const silent = { info: jest.fn(), warn: jest.fn(), error: jest.fn() } as never;

describe("counting beacons", () => {
  it("adds one view to the bucket of each metric, and nothing else", () => {
    const db = tempDb();
    const store = openVitalsStore(db.raw);
    const beacon: VitalsBeacon = {
      route: "/servicii/leasing",
      device: "mobile",
      metrics: { LCP: 1234, CLS: 0, INP: 88 },
    };
    expect(store.record(beacon, "2026-11-29")).toBe(3);
    expect(store.record({ ...beacon, metrics: { LCP: 1300 } }, "2026-11-29")).toBe(1);
    expect(rows(db)).toEqual([
      {
        day: "2026-11-29",
        route: "/servicii/leasing",
        device: "mobile",
        metric: "CLS",
        bucket: 0,
        views: 1,
      },
      {
        day: "2026-11-29",
        route: "/servicii/leasing",
        device: "mobile",
        metric: "INP",
        bucket: 100,
        views: 1,
      },
      {
        day: "2026-11-29",
        route: "/servicii/leasing",
        device: "mobile",
        metric: "LCP",
        bucket: 1500,
        views: 2,
      },
    ]);
    expect(store.latestDay()).toBe("2026-11-29");
  });

  it("keeps no more rows than routes × device classes × buckets a day, however many views", () => {
    const routes = ["/", "/contact", "/servicii/leasing"];
    const bucketCount = METRICS.reduce((sum, name) => sum + BUCKETS[name].length, 0);
    const beacon = fc.record({
      route: fc.constantFrom(...routes),
      device: fc.constantFrom(...DEVICE_CLASSES),
      metrics: fc.record(
        Object.fromEntries(
          METRICS.map((name) => [
            name,
            fc.oneof(
              fc.constantFrom(...BUCKETS[name]),
              fc.double({ min: 0, max: BUCKETS[name].at(-1)!, noNaN: true }),
            ),
          ]),
        ) as Record<MetricName, fc.Arbitrary<number>>,
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(fc.array(beacon, { minLength: 1, maxLength: 300 }), (beacons) => {
        const db = tempDb();
        const store = openVitalsStore(db.raw);
        let counted = 0;
        for (const b of beacons) counted += store.record(b as VitalsBeacon, "2026-11-29");
        const stored = rows(db);
        expect(stored.length).toBeLessThanOrEqual(
          routes.length * DEVICE_CLASSES.length * bucketCount,
        );
        // Every stored bucket is one of its metric's, and the views add up to what was counted.
        for (const row of stored) expect(BUCKETS[row.metric as MetricName]).toContain(row.bucket);
        expect(stored.reduce((sum, row) => sum + row.views, 0)).toBe(counted);
        db.close();
      }),
      propertyRuns(50),
    );
  });

  it("refuses, in the table itself, a device class or a metric the contract does not have, and a value no bucket takes", () => {
    const db = tempDb();
    const store = openVitalsStore(db.raw);
    const insert = db.raw.prepare(
      "INSERT INTO vitals_daily (day, route, device, metric, bucket, views) VALUES ('2026-11-29', '/', ?, ?, 100, 1)",
    );
    expect(() => insert.run("watch", "LCP")).toThrow(/CHECK constraint/);
    expect(() => insert.run("mobile", "FID")).toThrow(/CHECK constraint/);
    expect(() =>
      store.record({ route: "/", device: "mobile", metrics: { TTFB: 5, LCP: -1 } }, "2026-11-29"),
    ).toThrow(/no bucket/);
    // The transaction left nothing of that beacon, the valid TTFB included.
    expect(rows(db)).toEqual([]);
    expect(bucketOf("LCP", 1e9)).toBeNull();
  });
});

describe("reading the counts", () => {
  it("adds up the days of a span, and leaves out the others", () => {
    const db = tempDb();
    const store = openVitalsStore(db.raw);
    const beacon: VitalsBeacon = { route: "/", device: "desktop", metrics: { LCP: 900 } };
    store.record(beacon, "2026-11-01");
    store.record(beacon, "2026-11-20");
    store.record(beacon, "2026-11-29");
    store.record({ ...beacon, device: "mobile" }, "2026-11-29");
    expect(readVitals(db.raw, "2026-11-20", "2026-11-29")).toEqual([
      { route: "/", device: "desktop", metric: "LCP", bucket: 900, views: 2 },
      { route: "/", device: "mobile", metric: "LCP", bucket: 900, views: 1 },
    ]);
  });
});

describe("purging old days", () => {
  const now = Date.parse("2026-11-29T12:00:00Z");
  const beacon: VitalsBeacon = { route: "/", device: "mobile", metrics: { LCP: 900, CLS: 0.01 } };

  it("deletes the days older than the retention period, whole, and keeps the rest", async () => {
    const db = tempDb();
    const store = openVitalsStore(db.raw);
    const kept = daysBefore(now, VITALS_RETENTION_DAYS);
    const gone = [daysBefore(now, VITALS_RETENTION_DAYS + 1), daysBefore(now, 400)];
    for (const day of [...gone, kept, utcDay(now)]) store.record(beacon, day);
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    expect(await purgeVitals(store, new WriteQueue(), log as never, now)).toBe(4);
    expect([...new Set(rows(db).map((row) => row.day))]).toEqual([kept, utcDay(now)]);
    expect(log.info).toHaveBeenCalledWith(
      { removed: 4, days: VITALS_RETENTION_DAYS },
      "expired Web Vitals counts deleted",
    );
    expect(await purgeVitals(store, new WriteQueue(), log as never, now)).toBe(0);
  });

  it("runs with the daily purge of the leads, whatever their own period", async () => {
    const db = tempDb();
    const store = openVitalsStore(db.raw);
    store.record(beacon, daysBefore(now, VITALS_RETENTION_DAYS + 2));
    store.record(beacon, daysBefore(now, 1));
    await purgeExpired(
      db,
      new WriteQueue(),
      silent,
      { days: 365, heldDays: 30, vitals: store },
      now,
    );
    expect(rows(db).map((row) => row.day)).toEqual([daysBefore(now, 1), daysBefore(now, 1)]);
    expect(VITALS_RETENTION_DAYS * DAY).toBeLessThan(365 * DAY);
  });
});
