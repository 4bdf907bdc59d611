// `npm run leads:backup -- --to DIR [--keep N]`: an online copy of the lead database (safe while the
// server runs), keeping the newest N.
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_BACKUP_KEEP, backupLeads } from "./backup";
import { leadDbPath } from "./dbPath";

async function main() {
  const { values } = parseArgs({
    options: {
      to: { type: "string" },
      keep: { type: "string" },
    },
  });
  const dbPath = leadDbPath(process.env);

  const to = values.to ?? process.env.BACKUP_DIR;
  if (!to) throw new Error("Say where to: --to DIR (or BACKUP_DIR)");
  const keepText = values.keep ?? process.env.BACKUP_KEEP;
  const keep = keepText === undefined ? DEFAULT_BACKUP_KEEP : Number(keepText);
  const result = await backupLeads(dbPath, path.resolve(to), keep);
  console.log(`Backed up ${result.leads} leads to ${result.file} (${result.bytes} bytes)`);
  for (const file of result.removed) console.log(`Removed old copy ${file}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
