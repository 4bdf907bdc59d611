/** @jest-environment node */
// The leads export reads a real database written by the server's own storage code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openLeadDb } from "../../server/db";
import { formatLeads, parseExportArgs, selectLeads } from "../../server/leadsExport";

function seeded() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leads-")), "leads.sqlite");
  const db = openLeadDb(file);
  const base = { email: "a@example.ro", phone: "0700000000", consent: true };
  db.insert(
    { ...base, name: "Vechi", message: "x", status: "pending" },
    new Date("2026-11-01T10:00:00Z"),
  );
  db.insert(
    { ...base, name: "Nou", message: 'Spune "da", te rog', status: "pending" },
    new Date("2026-11-20T10:00:00Z"),
  );
  db.insert(
    { ...base, name: "=HYPERLINK()", message: "y", status: "spam" },
    new Date("2026-11-21T10:00:00Z"),
  );
  return db;
}

it("filters by date and status", () => {
  const db = seeded();
  const names = (args: Record<string, string>) =>
    selectLeads(db.raw, parseExportArgs(args)).map((r) => r.name);
  expect(names({})).toEqual(["Vechi", "Nou", "=HYPERLINK()"]);
  expect(names({ since: "2026-11-15" })).toEqual(["Nou", "=HYPERLINK()"]);
  expect(names({ since: "2026-11-15", status: "pending" })).toEqual(["Nou"]);
  db.close();
});

it("writes CSV with quoted cells and neutralised formulas, or JSON", () => {
  const db = seeded();
  const rows = selectLeads(db.raw, parseExportArgs({}));
  const csv = formatLeads(rows, "csv").split("\r\n");
  expect(csv[0]).toBe(
    "id,received_at,status,suspect_reason,form_age_ms,source_path,service,name,email,phone,message,consent,attempts,last_error,sent_at",
  );
  expect(csv[2]).toContain('"Spune ""da"", te rog"');
  expect(csv[3]).toContain(`"'=HYPERLINK()"`);
  expect(JSON.parse(formatLeads(rows, "json"))).toHaveLength(3);
  db.close();
});

it("exports why a delivered lead was marked suspect, and how old its form was", () => {
  const db = seeded();
  const base = { email: "b@example.ro", phone: "0700000001", consent: true, message: "z" };
  db.insert({
    ...base,
    name: "Filă uitată",
    status: "pending",
    suspect: { reason: "expired", formAgeMs: 26 * 3_600_000 },
  });
  const csv = formatLeads(selectLeads(db.raw, parseExportArgs({})), "csv").split("\r\n");
  expect(csv[1]).toMatch(/^"1","[^"]+","pending","","",/);
  expect(csv[4]).toMatch(/^"4","[^"]+","pending","expired","93600000",/);
  const json = JSON.parse(formatLeads(selectLeads(db.raw, parseExportArgs({})), "json"));
  expect(json[3]).toMatchObject({ suspect_reason: "expired", form_age_ms: 93_600_000 });
  db.close();
});

it("rejects bad arguments", () => {
  expect(() => parseExportArgs({ format: "xml" })).toThrow(/--format/);
  expect(() => parseExportArgs({ status: "lost" })).toThrow(/--status/);
  expect(() => parseExportArgs({ since: "ieri" })).toThrow(/--since/);
});

it("migrates once and keeps WAL with synchronous=FULL", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leads-")), "leads.sqlite");
  openLeadDb(file).close();
  const again = openLeadDb(file);
  expect(again.raw.prepare("SELECT version FROM schema_migrations").all()).toEqual([
    { version: 1 },
    { version: 2 },
    { version: 3 },
    { version: 4 },
    { version: 5 },
    { version: 6 },
    { version: 7 },
    { version: 8 },
    { version: 9 },
    { version: 10 },
  ]);
  expect(again.raw.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(again.raw.pragma("synchronous", { simple: true })).toBe(2);
  again.close();
});
