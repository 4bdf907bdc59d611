// Export of stored contact requests (used by `npm run leads`).
import type Database from "better-sqlite3";
import { LEAD_STATUSES, type LeadRow, type LeadStatus } from "./db";

export interface ExportOptions {
  since?: Date;
  status?: LeadStatus;
  format: "csv" | "json";
}

const COLUMNS: (keyof LeadRow)[] = [
  "id",
  "received_at",
  "status",
  "suspect_reason",
  "form_age_ms",
  "source_path",
  "service",
  "name",
  "email",
  "phone",
  "message",
  "consent",
  "attempts",
  "last_error",
  "sent_at",
];

export function parseExportArgs(args: Record<string, string | undefined>): ExportOptions {
  const format = args.format ?? "csv";
  if (format !== "csv" && format !== "json") throw new Error(`--format must be csv or json`);
  const status = args.status as LeadStatus | undefined;
  if (status && !LEAD_STATUSES.includes(status)) {
    throw new Error(`--status must be one of ${LEAD_STATUSES.join(", ")}`);
  }
  const since = args.since ? new Date(args.since) : undefined;
  if (since && Number.isNaN(since.getTime()))
    throw new Error(`--since is not a date: ${args.since}`);
  return { format, status, since };
}

export function selectLeads(db: Database.Database, opts: ExportOptions): LeadRow[] {
  const where: string[] = [];
  const params: string[] = [];
  if (opts.since) {
    where.push("received_at >= ?");
    params.push(opts.since.toISOString());
  }
  if (opts.status) {
    where.push("status = ?");
    params.push(opts.status);
  }
  const sql = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id`;
  return db.prepare(sql).all(...params) as LeadRow[];
}

/** Quotes every cell; a leading = + - @ is neutralised so a spreadsheet never runs visitor text. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function formatLeads(rows: LeadRow[], format: "csv" | "json"): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  const lines = [
    COLUMNS.join(","),
    ...rows.map((row) => COLUMNS.map((c) => csvCell(row[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
