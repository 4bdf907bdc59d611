// Copies of the lead database taken with SQLite's online backup API while the server writes to it,
// the last N kept; and the restore of one copy (with the server stopped).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** How many copies `npm run leads:backup` keeps when neither --keep nor BACKUP_KEEP says. */
export const DEFAULT_BACKUP_KEEP = 14;
/** Pages per backup step: all of them, so the copy is one read transaction, one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;
const BACKUP_NAME = /^leads-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/;

export interface BackupResult {
  file: string;
  leads: number;
  bytes: number;
  removed: string[];
}

function integrity(db: Database.Database, what: string) {
  const result = db.pragma("integrity_check", { simple: true });
  if (result !== "ok") throw new Error(`${what} failed integrity_check: ${String(result)}`);
}

const countLeads = (db: Database.Database) =>
  (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;

/** `leads-2026-11-22T20-45-00-123Z.sqlite`: names sort in time order. */
export function backupName(now: Date): string {
  return `leads-${now.toISOString().replace(/[:.]/g, "-")}.sqlite`;
}

export async function backupLeads(
  dbPath: string,
  toDir: string,
  keep = DEFAULT_BACKUP_KEEP,
  now = new Date(),
): Promise<BackupResult> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be 1 or more: ${keep}`);
  if (!fs.existsSync(dbPath)) throw new Error(`No lead database at ${dbPath} (CONTACT_DB)`);
  fs.mkdirSync(toDir, { recursive: true });
  const file = path.join(toDir, backupName(now));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });

  const source = new Database(dbPath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }

  // A standalone file: no WAL beside it, checked before it counts as a backup.
  const copy = new Database(partial);
  let leads: number;
  try {
    copy.pragma("journal_mode = DELETE");
    integrity(copy, "The backup");
    leads = countLeads(copy);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, file);

  const copies = fs
    .readdirSync(toDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = copies.slice(0, Math.max(0, copies.length - keep));
  for (const name of removed) fs.rmSync(path.join(toDir, name));
  return { file, leads, bytes: fs.statSync(file).size, removed };
}

export interface RestoreResult {
  restored: string;
  leads: number;
  /** Where the database that was replaced now lies, if there was one. */
  setAside: string | null;
}

/**
 * Puts a backup in place of the live database. The server must be stopped: its open connection
 * would keep writing to the replaced file. The old database (with any -wal/-shm) is set aside,
 * never deleted, and a stale -wal is never left to be replayed onto the restored copy.
 */
export function restoreLeads(backupFile: string, dbPath: string, now = new Date()): RestoreResult {
  if (!fs.existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  const check = new Database(backupFile, { readonly: true, fileMustExist: true });
  let leads: number;
  try {
    integrity(check, backupFile);
    leads = countLeads(check);
  } finally {
    check.close();
  }

  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const incoming = `${dbPath}.restoring`;
  fs.copyFileSync(backupFile, incoming);
  let setAside: string | null = null;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  for (const suffix of ["", "-wal", "-shm"]) {
    const current = `${dbPath}${suffix}`;
    if (!fs.existsSync(current)) continue;
    const aside = `${dbPath.replace(/\.sqlite$/, "")}.before-restore-${stamp}.sqlite${suffix}`;
    fs.renameSync(current, aside);
    if (suffix === "") setAside = aside;
  }
  fs.renameSync(incoming, dbPath);
  return { restored: dbPath, leads, setAside };
}

/** How long a database set aside by a restore is kept (the privacy policy says so): long enough
 * to recover the leads that arrived after the backup, then it is deleted. */
export const SET_ASIDE_DAYS = 30;
const SET_ASIDE_STAMP =
  /\.before-restore-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite(?:-wal|-shm)?$/;

/** The files a restore set aside next to `dbPath` (with their -wal and -shm), older than `cutoff`,
 * deleted; returns their names. */
export function purgeSetAside(dbPath: string, cutoff: Date): string[] {
  const dir = path.dirname(dbPath);
  const base = path.basename(dbPath).replace(/\.sqlite$/, "");
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const stamp = name.startsWith(`${base}.`) ? SET_ASIDE_STAMP.exec(name) : null;
    if (!stamp) continue;
    const [, day, hours, minutes, seconds, millis] = stamp;
    const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
    if (at < cutoff) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
