// The Web Vitals' counts in the lead database (table vitals_daily, server/migrations.ts): a beacon
// adds one view to the bucket of each of its metrics, for its day (UTC), route and device class,
// all in one transaction; the purge deletes whole days once they are VITALS_RETENTION_DAYS old;
// `npm run vitals` reads the counts of a span of days added up (readVitals).
import type Database from "better-sqlite3";
import { bucketOf, type DeviceClass, type MetricName, type VitalsBeacon } from "../contract/vitals";

/** Days a day's counts are kept (the privacy policy says so): the purge deletes older days. */
export const VITALS_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** The UTC date of an instant, YYYY-MM-DD: the day a beacon is counted in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC date `days` days before the one of `ms`. */
export function daysBefore(ms: number, days: number): string {
  return utcDay(ms - days * DAY_MS);
}

/** The counts of one bucket over a span of days. */
export interface VitalsRow {
  route: string;
  device: DeviceClass;
  metric: MetricName;
  /** The bucket's upper bound (contract/vitals.ts BUCKETS). */
  bucket: number;
  views: number;
}

export type VitalsStore = ReturnType<typeof openVitalsStore>;

export function openVitalsStore(db: Database.Database) {
  const add = db.prepare(
    `INSERT INTO vitals_daily (day, route, device, metric, bucket, views) VALUES (?, ?, ?, ?, ?, 1)
     ON CONFLICT (day, route, device, metric, bucket) DO UPDATE SET views = views + 1`,
  );
  const record = db.transaction((beacon: VitalsBeacon, day: string): number => {
    let rows = 0;
    for (const [name, value] of Object.entries(beacon.metrics) as [MetricName, number][]) {
      const bucket = bucketOf(name, value);
      if (bucket === null) throw new Error(`${name} ${value} has no bucket`);
      add.run(day, beacon.route, beacon.device, name, bucket);
      rows += 1;
    }
    return rows;
  });
  const oldestBefore = db.prepare(`SELECT MIN(day) AS day FROM vitals_daily WHERE day < ?`);
  const deleteDay = db.prepare(`DELETE FROM vitals_daily WHERE day = ?`);
  const latest = db.prepare(`SELECT MAX(day) AS day FROM vitals_daily`);
  return {
    /** Counts a checked beacon (contract/vitals.ts readBeacon) on `day`; the rows it touched. */
    record(beacon: VitalsBeacon, day: string): number {
      return record(beacon, day);
    },
    /** Deletes the oldest day before `cutoffDay`, if any: the rows deleted (0: none left). */
    purgeDayBefore(cutoffDay: string): number {
      const { day } = oldestBefore.get(cutoffDay) as { day: string | null };
      return day === null ? 0 : deleteDay.run(day).changes;
    },
    /** The newest day that has counts, or null. */
    latestDay(): string | null {
      return (latest.get() as { day: string | null }).day;
    },
  };
}

/** Whether the database has the counts' table (a database from before it has none). */
export function hasVitals(db: Database.Database): boolean {
  return (
    db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'vitals_daily'`)
      .get() !== undefined
  );
}

/** The counts from `fromDay` to `toDay` (both included), added up over those days. */
export function readVitals(db: Database.Database, fromDay: string, toDay: string): VitalsRow[] {
  return db
    .prepare(
      `SELECT route, device, metric, bucket, SUM(views) AS views FROM vitals_daily
         WHERE day >= ? AND day <= ?
         GROUP BY route, device, metric, bucket ORDER BY route, device, metric, bucket`,
    )
    .all(fromDay, toDay) as VitalsRow[];
}
