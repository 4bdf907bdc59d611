// The operator's smoke test after a deploy (`npm run check:deploy`, scripts/check-deploy.ts) posts
// a real request through the public address with this header. The server treats it like any
// request (same parser, rules, limits and storage) but stores it as 'test', never mails it, and
// answers whether the outbox's mail server takes its login. The key is derived from the server's
// form secret, so only someone who can read the server's configuration can send one.
import crypto from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import { leadDbPath } from "./dbPath";
import { FORM_SECRET_SETTING } from "./timeTrap";
import { secretMatches } from "./security";

export const DEPLOY_CHECK_HEADER = "x-deploy-check";

/** What the outbox's mail server said when asked to log in (nothing is sent). */
export type MailCheck =
  { status: "ready" } | { status: "not-configured" } | { status: "failed"; error: string };

export function deployCheckKey(formSecret: string): string {
  return crypto.createHmac("sha256", formSecret).update("deploy-check").digest("base64url");
}

export function isDeployCheck(header: string | string[] | undefined, key: string): boolean {
  return typeof header === "string" && secretMatches(header.trim(), key);
}

/**
 * The key as the running server derives it, read the way the server reads its secret: FORM_SECRET
 * from the environment, else the secret the server generated and keeps in the lead database. Null
 * when neither exists (the server never started with this environment).
 */
export function deployCheckKeyFromEnv(env: Record<string, string | undefined>): string | null {
  if (env.FORM_SECRET?.trim()) return deployCheckKey(env.FORM_SECRET);
  const file = leadDbPath(env);
  if (!fs.existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT value FROM settings WHERE key = ?`).get(FORM_SECRET_SETTING) as
      { value: string } | undefined;
    return row ? deployCheckKey(row.value) : null;
  } finally {
    db.close();
  }
}
