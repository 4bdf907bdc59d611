// Where the lead database lives, for the server and for every CLI that reads or replaces it, so they
// all open the same file.
import path from "node:path";

/** Relative to the site directory, used when CONTACT_DB is unset or blank. */
export const DEFAULT_DB_PATH = "var/leads.sqlite";

/** The site directory: the folder above server/. */
export const SITE_ROOT = path.resolve(__dirname, "..");

/** CONTACT_DB (an unset or blank value reads as absent) resolved against `root`. */
export function leadDbPath(env: Record<string, string | undefined>, root = SITE_ROOT): string {
  const configured = env.CONTACT_DB;
  return path.resolve(root, configured?.trim() ? configured : DEFAULT_DB_PATH);
}
