/** @jest-environment node */
// Lead retention on real temporary SQLite files: leads of every status deleted after the period,
// held requests and deploy checks sooner, leads never mailed warned about first, and the purge at
// the server's start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { SET_ASIDE_DAYS } from "../../server/backup";
import { openLeadDb, type NewLead } from "../../server/db";
import { purgeExpired, RETENTION_WARNING_DAYS } from "../../server/retention";
import { WriteQueue } from "../../server/writeQueue";

const lead = (status: NewLead["status"]): NewLead => ({
  name: "Ana Pop",
  email: "ana@example.ro",
  phone: "0721000000",
  message: "Vreau o ofertă de leasing.",
  consent: true,
  status,
});

const DAY = 86_400_000;

function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-retention-"));
  return path.join(dir, "leads.sqlite");
}

/** An empty public directory of the test's own: the server reads every HTML file under it. */
function tempPublic() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "leads-retention-public-"));
}

describe("lead retention", () => {
  it("deletes leads of every status older than the cutoff, and only those", () => {
    const db = openLeadDb(tempDb());
    const old = new Date(Date.now() - 400 * DAY);
    const sent = db.insert(lead("pending"), old);
    db.markSent(sent, old);
    const spam = db.insert(lead("spam"), old);
    const pending = db.insert(lead("pending"), old);
    const failed = db.insert(lead("pending"), old);
    db.markAttemptFailed(failed, "smtp down", null);
    const recent = db.insert(lead("pending"));
    db.markSent(recent);

    expect(db.purgeBefore(new Date(Date.now() - 365 * DAY))).toBe(4);
    expect(db.get(sent)).toBeUndefined();
    expect(db.get(spam)).toBeUndefined();
    // Never mailed, still deleted: the privacy policy promises deletion whatever happened.
    expect(db.get(pending)).toBeUndefined();
    expect(db.get(failed)).toBeUndefined();
    expect(db.get(recent)?.status).toBe("sent");
    db.close();
  });

  it("deletes leads never mailed after the period, warning first", async () => {
    const db = openLeadDb(tempDb());
    const now = Date.now();
    const expired = db.insert(lead("pending"), new Date(now - 366 * DAY));
    const soon = db.insert(
      lead("pending"),
      new Date(now - (365 - RETENTION_WARNING_DAYS + 1) * DAY),
    );
    const fresh = db.insert(lead("pending"), new Date(now - DAY));
    const warnings: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => warnings.push(args),
      info: () => undefined,
      error: () => undefined,
    } as unknown as Parameters<typeof purgeExpired>[2];
    expect(await purgeExpired(db, new WriteQueue(), log, { days: 365, heldDays: 30 }, now)).toBe(1);
    expect(db.get(expired)).toBeUndefined();
    expect(db.get(soon)?.status).toBe("pending");
    expect(db.get(fresh)?.status).toBe("pending");
    // Warned beforehand about the lead that is about to go (and the expired one), then told.
    expect(warnings[0][0]).toMatchObject({ count: 2 });
    expect(warnings[1][0]).toMatchObject({ count: 1 });
    db.close();
  });

  it("purges expired leads when the server starts, and keeps everything with retention 0", async () => {
    const file = tempDb();
    const seed = openLeadDb(file);
    const id = seed.insert(lead("spam"), new Date(Date.now() - 30 * DAY));
    seed.close();

    const publicDir = tempPublic();
    const keep = await buildApp({ publicDir, dbPath: file, retentionDays: 0 });
    await keep.close();
    const check = openLeadDb(file);
    expect(check.get(id)).toBeDefined();
    check.close();

    const purge = await buildApp({ publicDir, dbPath: file, retentionDays: 7 });
    await purge.close();
    const after = openLeadDb(file);
    expect(after.get(id)).toBeUndefined();
    after.close();
  });

  it("deletes held requests and deploy checks sooner than leads, at the server's start", async () => {
    const file = tempDb();
    const seed = openLeadDb(file);
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const heldOld = seed.insert({ ...lead("spam"), message: "1" }, at(31));
    const heldRecent = seed.insert({ ...lead("spam"), message: "2" }, at(29));
    const checkOld = seed.insert({ ...lead("test"), message: "3" }, at(31));
    const leadOld = seed.insert({ ...lead("pending"), message: "4" }, at(31));
    seed.close();

    // The defaults: 365 days for leads, 30 for held requests.
    const app = await buildApp({ publicDir: tempPublic(), dbPath: file });
    await app.close();
    const after = openLeadDb(file);
    expect([heldOld, heldRecent, checkOld, leadOld].map((id) => after.get(id)?.status)).toEqual([
      undefined,
      "spam",
      undefined,
      "pending",
    ]);
    after.close();
  });
});

describe("a database set aside by a restore", () => {
  it("is deleted by the server SET_ASIDE_DAYS after the restore, with its -wal and -shm", async () => {
    const dbPath = tempDb();
    const dir = path.dirname(dbPath);
    const at = (days: number) =>
      new Date(Date.now() - days * DAY).toISOString().replace(/[:.]/g, "-");
    const old = `leads.before-restore-${at(SET_ASIDE_DAYS + 1)}.sqlite`;
    const recent = `leads.before-restore-${at(SET_ASIDE_DAYS - 1)}.sqlite`;
    for (const name of [old, `${old}-wal`, `${old}-shm`, recent, "leads-backup-note.txt"]) {
      fs.writeFileSync(path.join(dir, name), "x");
    }
    const app = await buildApp({ publicDir: tempPublic(), dbPath });
    await app.close();
    const left = fs.readdirSync(dir).filter((name) => !/^leads\.sqlite-(wal|shm)$/.test(name));
    expect(left.sort()).toEqual(["leads-backup-note.txt", "leads.sqlite", recent].sort());
  });
});
