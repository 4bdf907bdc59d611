// `npm run check:deploy -- https://www.example.com`: after a deploy, follows one request the way a
// visitor's browser sends it, through the public address and whatever proxy stands there: the
// contact page and its form, the form's token, the Web Vitals endpoint (an empty beacon, which the
// server refuses and counts nothing of), then a post marked as a test with the server's
// deploy-check key. The server stores it like any request (status 'test', never mailed) and answers
// whether the outbox's mail server takes its login. Any step that fails stops the check with a
// message and exit code 1. Run it on the server, with the server's environment, so the key can be
// read (docs/deploy.md).
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { parseArgs } from "node:util";
import { DEPLOY_CHECK_HEADER, deployCheckKeyFromEnv, type MailCheck } from "../server/deployCheck";
import {
  MIN_FILL_MS,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  SOURCE_FIELD,
  FORM_TOKEN_PATH,
} from "../contract/forms/antiBot";
import { contactForm } from "../contract/forms/contact";
import { VITALS_PATH } from "../contract/vitals";

/** The page whose form is checked: the contact page has the form on every deployment. */
export const CHECK_PAGE = "/contact";
/** Beyond the server's minimum fill time, so the test is not marked as too fast. */
const FILL_MARGIN_MS = 500;
/** Each request may take this long; the mail server's login is part of the last one. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface CheckOptions {
  /** The site's public address, e.g. https://www.example.com. */
  url: string;
  key: string;
  /** Trusted certificates beyond the system's, and a resolver: for a check of a test host. */
  ca?: string | Buffer;
  lookup?: LookupFunction;
  /** Prints each step as it passes. */
  log?: (line: string) => void;
  /** How long the form is "filled" before the post; the server's minimum fill time and a margin
   * by default. */
  fillMs?: number;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class CheckFailed extends Error {
  constructor(step: string, detail: string) {
    super(`${step}: ${detail}`);
    this.name = "CheckFailed";
  }
}

function request(
  url: URL,
  options: CheckOptions,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method, headers, ca: options.ca, lookup: options.lookup, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

function json(step: string, reply: Reply): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(reply.body);
    if (value && typeof value === "object") return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new CheckFailed(step, `HTTP ${reply.status}, not JSON: ${reply.body.slice(0, 200)}`);
}

/** Runs every step; resolves with the stored test request's id, or rejects with CheckFailed. */
export async function checkDeploy(options: CheckOptions): Promise<{ id: number }> {
  const log = options.log ?? (() => undefined);
  const base = new URL(options.url);
  const at = (path: string) => new URL(path, base);
  const sent = async (step: string, promise: Promise<Reply>) => {
    try {
      return await promise;
    } catch (err) {
      const message = (err as { message?: unknown } | null)?.message;
      throw new CheckFailed(step, typeof message === "string" ? message : String(err));
    }
  };

  let step = `GET ${CHECK_PAGE}`;
  const page = await sent(step, request(at(CHECK_PAGE), options, "GET", { accept: "text/html" }));
  if (page.status !== 200) throw new CheckFailed(step, `HTTP ${page.status}`);
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>/.exec(page.body);
  if (!form || new URL(form[1], base).pathname !== contactForm.path)
    throw new CheckFailed(step, `no form posting to ${contactForm.path}`);
  if (!/accept-charset="utf-8"/i.test(form[0]))
    throw new CheckFailed(step, "the form does not ask for UTF-8 (accept-charset)");
  if (!page.body.includes(`name="${STARTED_AT_FIELD}"`))
    throw new CheckFailed(step, `the form has no ${STARTED_AT_FIELD} field`);
  if (!page.headers["content-security-policy"])
    throw new CheckFailed(step, "no Content-Security-Policy header (npm run proxy:csp?)");
  log(`ok   ${step}: the contact form, with its own CSP`);

  step = `GET ${FORM_TOKEN_PATH}`;
  const issued = await sent(
    step,
    request(at(FORM_TOKEN_PATH), options, "GET", { accept: "application/json" }),
  );
  if (issued.status !== 200) throw new CheckFailed(step, `HTTP ${issued.status}`);
  const token = json(step, issued).token;
  if (typeof token !== "string" || token === "") throw new CheckFailed(step, "no token");
  log(`ok   ${step}: the form's token`);

  // An empty beacon: the server's own 400 proves the path reaches it, and it counts nothing.
  step = `POST ${VITALS_PATH}`;
  const vitals = await sent(
    step,
    request(at(VITALS_PATH), options, "POST", { "content-type": "application/json" }, "{}"),
  );
  if (vitals.status !== 400 || json(step, vitals).statusCode !== 400)
    throw new CheckFailed(
      step,
      `HTTP ${vitals.status}: the proxy does not send the Web Vitals beacons to the server`,
    );
  log(`ok   ${step}: the pages' Web Vitals beacons reach the server`);

  // A person takes seconds to fill the form; so does the check.
  await new Promise((resolve) =>
    setTimeout(resolve, options.fillMs ?? MIN_FILL_MS + FILL_MARGIN_MS),
  );

  step = `POST ${contactForm.path}`;
  const stamp = new Date().toISOString();
  const fields = new URLSearchParams({
    [contactForm.fields.txtName]: "Verificare publicare",
    [contactForm.fields.txtEmail]:
      `verificare@${base.hostname.includes(".") ? base.hostname : "example.com"}`,
    [contactForm.fields.txtPhone]: "0700000000",
    [contactForm.fields.txtMessage]:
      `Cerere de test trimisă de npm run check:deploy la ${stamp}. Nu se trimite prin e-mail.`,
    [contactForm.fields.chkConfidentialitate]: "1",
    [HONEYPOT_FIELD]: "",
    [STARTED_AT_FIELD]: token,
    [SOURCE_FIELD]: CHECK_PAGE,
  });
  const posted = await sent(
    step,
    request(
      at(contactForm.path),
      options,
      "POST",
      {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        accept: "application/json",
        referer: at(CHECK_PAGE).toString(),
        [DEPLOY_CHECK_HEADER]: options.key,
      },
      fields.toString(),
    ),
  );
  const answer = json(step, posted);
  if (posted.status !== 200 || answer.success !== true)
    throw new CheckFailed(step, `HTTP ${posted.status}: ${JSON.stringify(answer)}`);
  const check = answer.check as { id?: unknown; mail?: MailCheck } | undefined;
  if (!check || typeof check.id !== "number")
    throw new CheckFailed(
      step,
      "answered like a visitor's request: the key is not this server's (FORM_SECRET or the database of CONTACT_DB); a real lead may have been stored and mailed",
    );
  log(`ok   ${step}: stored as test request ${check.id} (never mailed)`);
  if (check.mail?.status === "not-configured")
    throw new CheckFailed("outbox", "SMTP_URL is not set: requests are stored but not mailed");
  if (check.mail?.status !== "ready")
    throw new CheckFailed(
      "outbox",
      `the mail server refused the outbox's login: ${check.mail?.status === "failed" ? check.mail.error : "no answer"}`,
    );
  log("ok   outbox: the mail server takes the outbox's login");
  return { id: check.id };
}

if (require.main === module) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { key: { type: "string" } },
  });
  const [url] = positionals;
  const key = values.key ?? deployCheckKeyFromEnv(process.env);
  if (!url || !/^https?:\/\//.test(url)) {
    console.error("Usage: npm run check:deploy -- https://www.example.com [--key KEY]");
    process.exit(2);
  }
  if (!key) {
    console.error(
      "No deploy-check key: run this on the server with its environment (set -a; . /etc/axia-site/env; set +a), after the server has started once.",
    );
    process.exit(2);
  }
  checkDeploy({ url, key, log: (line) => console.log(line) }).then(
    ({ id }) => console.log(`The site at ${url} takes requests end to end (test request ${id}).`),
    (err: unknown) => {
      console.error(`FAILED ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
