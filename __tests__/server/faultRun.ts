// Shared by the fault suites: posting leads to a server process, starting servers and SMTP sinks
// that are stopped after each test, and the figures each suite prints so a run can be compared.
import { SENDER, startServerProcess, type ServerProcess } from "../helpers/faults";
import { duplicates, startSmtp, type SmtpSink } from "../helpers/smtp";
import { tokenIssuedAgo } from "../helpers/timeTrap";
import { leadMessageId } from "../../server/mail";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";

/** No request may wait longer than this on a stalled event loop. */
export const MAX_STALL_MS = 1_000;
/** The lock is held longer than one busy wait many times over, shorter than a request's deadline. */
export const LOCK_HOLD_MS = 2_500;
export const PROBE_EVERY_MS = 100;
/** After the last expected mail, wait this long for a duplicate that should never come. */
export const SETTLE_MS = 1_500;
export const SMTP_RETRY_MS = "200";

export const figures = {
  sent: 0,
  acknowledged: 0,
  stored: 0,
  delivered: 0,
  duplicates: 0,
  crashes: 0,
};
const servers: ServerProcess[] = [];
const sinks: SmtpSink[] = [];

export function lead(marker: string, extra: Record<string, string> = {}) {
  return {
    name: "Ana Pop",
    email: "ana@example.ro",
    phone: "0721000000",
    comment: `Cerere de test ${marker}`,
    chkConfidentialitate: "1",
    formStartedAt: tokenIssuedAgo(),
    ...extra,
  };
}

/** Posts one lead; true when the server acknowledged it (success:true). */
export async function post(
  base: string,
  fields: Record<string, string>,
  accept = "application/json",
) {
  figures.sent += 1;
  const res = await fetch(`${base}${CONTACT_ENDPOINT}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  const body = accept === "application/json" ? ((await res.json()) as Record<string, unknown>) : {};
  const acked = res.status === 200 && body.success === true;
  if (acked) figures.acknowledged += 1;
  return { acked, status: res.status, body, location: res.headers.get("location") };
}

export async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  servers.push(server);
  void server.exited.then(() => {
    // Only the test may end a server.
    if (server.crashed()) figures.crashes += 1;
  });
  return server;
}

export async function smtp(port = 0) {
  const sink = await startSmtp(port);
  sinks.push(sink);
  return sink;
}

export const markerOf = (row: Record<string, unknown>) => /\S+$/.exec(String(row.message))?.[0];

export function expectDeliveredOnce(sink: SmtpSink, rows: Record<string, unknown>[]) {
  const ids = rows.map((row) => leadMessageId({ mail_key: String(row.mail_key) }, SENDER));
  expect(sink.mails.map((m) => m.messageId).sort()).toEqual([...ids].sort());
  expect(duplicates(sink.mails)).toBe(0);
}

/** Stops every server and sink after each test and prints the suite's figures at the end. */
export function stopAfterEachFault(suite: string) {
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    for (const sink of sinks.splice(0)) await sink.close();
  });

  afterAll(() => {
    // The suite's figures, printed so a run can be compared with the last.
    console.log(`${suite} figures: ${JSON.stringify(figures)}`);
  });
}
