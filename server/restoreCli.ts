// `npm run leads:restore -- --from FILE`, with the server stopped: checks the backup and puts it in
// place of the lead database, keeping the replaced one aside (docs/deploy.md, "Restore").
import path from "node:path";
import { parseArgs } from "node:util";
import { SET_ASIDE_DAYS, restoreLeads } from "./backup";
import { leadDbPath } from "./dbPath";

try {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  if (!values.from) throw new Error("Say which backup: --from FILE");
  const dbPath = leadDbPath(process.env);
  const result = restoreLeads(path.resolve(values.from), dbPath);
  console.log(`Restored ${result.leads} leads into ${result.restored}`);
  if (result.setAside) {
    console.log(
      `The replaced database was kept as ${result.setAside}: recover the leads that arrived after the backup from it; the server deletes it ${SET_ASIDE_DAYS} days after this restore.`,
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
