/** @jest-environment node */
// `npm run mail:test` as a process against a real SMTP server on loopback: the reply when it
// accepts, a clear error when it refuses or is not there.
import { execFile } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import copy from "../../data/contact.json";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const OFFICE = "office@example.com";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer | null = null;

function startSmtp(received: Received[], refuse = false): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true, // loopback only
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === "user" && auth.password === "s3cret")
        return done(null, { user: "user" });
      return done(new Error("Invalid username or password"));
    },
    onRcptTo(_address, _session, done) {
      if (refuse) {
        const err = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
        return done(err);
      }
      done();
    },
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done(null, "Ok: queued as TEST123" as unknown as undefined);
      });
    },
  });
  const server = smtp;
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const inner = (server as unknown as { server: net.Server }).server;
      resolve((inner.address() as AddressInfo).port);
    });
  });
}

afterEach(async () => {
  if (smtp) await new Promise<void>((r) => smtp!.close(() => r()));
  smtp = null;
});

async function mailTest(env: Record<string, string>) {
  try {
    const out = await run(TSX, ["server/mailTestCli.ts"], {
      cwd: ROOT,
      env: { ...process.env, MAIL_FROM: "", ...env },
    });
    return { code: 0, ...out };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

it("sends one message to the office address and prints the server's reply", async () => {
  const received: Received[] = [];
  const port = await startSmtp(received);
  const result = await mailTest({
    SMTP_URL: `smtp://user:s3cret@127.0.0.1:${port}`,
    MAIL_TO: OFFICE,
    MAIL_FROM: "site@example.com",
  });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Server reply: 250 .*Ok: queued as TEST123/);
  expect(result.stdout).not.toContain("s3cret");
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual([OFFICE]);
  expect(received[0].from).toBe("site@example.com");
  expect(received[0].raw).toMatch(/^Subject: /m);
  expect(received[0].raw).toContain("npm run mail:test");
  expect(copy.mailTest.subject.length).toBeGreaterThan(0);
}, 30_000);

it("uses the office address of data/site.json when MAIL_TO is not set", async () => {
  const received: Received[] = [];
  const port = await startSmtp(received);
  const result = await mailTest({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "" });
  expect(result.code).toBe(0);
  const site = (await import("../../data/site.json")).default as { email: string };
  expect(received[0].to).toEqual([site.email]);
}, 30_000);

it("prints the server's refusal (wrong password, unknown mailbox) and exits 1", async () => {
  const port = await startSmtp([], true);
  const auth = await mailTest({
    SMTP_URL: `smtp://user:wrong@127.0.0.1:${port}`,
    MAIL_TO: OFFICE,
  });
  expect(auth.code).toBe(1);
  expect(auth.stderr).toMatch(/failed: EAUTH: 535 Invalid username or password/);
  expect(auth.stderr).not.toContain("wrong");
  const result = await mailTest({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: OFFICE });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /Mail through smtp:\/\/127\.0\.0\.1:\d+ failed: EENVELOPE: 550 5\.1\.1 Mailbox unavailable/,
  );
}, 30_000);

it("says so clearly when nothing listens or SMTP_URL is missing", async () => {
  const closed = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  const down = await mailTest({ SMTP_URL: `smtp://127.0.0.1:${closed}`, MAIL_TO: OFFICE });
  expect(down.code).toBe(1);
  expect(down.stderr).toMatch(/failed: (ESOCKET|ECONNECTION): .*ECONNREFUSED/);
  const unset = await mailTest({ SMTP_URL: "", MAIL_TO: OFFICE });
  expect(unset.code).toBe(1);
  expect(unset.stderr).toMatch(/SMTP_URL is not set/);
}, 30_000);
