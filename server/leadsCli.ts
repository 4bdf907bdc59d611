// `npm run leads -- [--since DATE] [--status S] [--format csv|json]`: prints stored requests.
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { leadDbPath } from "./dbPath";
import { formatLeads, parseExportArgs, selectLeads } from "./leadsExport";

try {
  const { values } = parseArgs({
    options: { since: { type: "string" }, status: { type: "string" }, format: { type: "string" } },
  });
  const options = parseExportArgs(values);
  const db = new Database(leadDbPath(process.env), { readonly: true, fileMustExist: true });
  process.stdout.write(formatLeads(selectLeads(db, options), options.format));
  db.close();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
