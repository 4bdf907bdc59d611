// `npm run vitals`: the p75 of real visits' Web Vitals per route and device class for the last 7
// and 28 days, against the lab budgets and beside the lab's figures (bench/vitalsReport.ts). It
// reads the database the server writes (CONTACT_DB, as every CLI of the server), read-only.
import fs from "node:fs";
import Database from "better-sqlite3";
import { HISTORY_FILE, LOCAL_HISTORY_FILE, readHistories } from "./history";
import { REPORT_WINDOWS, formatReport } from "./vitalsReport";
import { leadDbPath } from "../server/dbPath";
import { daysBefore, hasVitals, readVitals, utcDay } from "../server/vitalsStore";
import { readVitalsData } from "../contract/vitals";
import vitalsFile from "../data/vitals.json";

try {
  const file = leadDbPath(process.env);
  if (!fs.existsSync(file))
    throw new Error(`No database at ${file} (CONTACT_DB): nothing counted yet.`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const now = Date.now();
    const windows = REPORT_WINDOWS.map((days) => {
      const from = daysBefore(now, days - 1);
      const to = utcDay(now);
      return { days, from, to, rows: hasVitals(db) ? readVitals(db, from, to) : [] };
    });
    process.stdout.write(
      formatReport({
        windows,
        history: readHistories([HISTORY_FILE, LOCAL_HISTORY_FILE]),
        dbPath: file,
        sampleRate: readVitalsData(vitalsFile).sampleRate,
      }),
    );
  } finally {
    db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
