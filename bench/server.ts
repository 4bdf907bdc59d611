// `npm run bench:server`: load on loopback against the real server process (autocannon, bounded in
// time). Prints req/s and p99 for `/` (HTML; with the built site a page carrying the contact form,
// so its time-trap token is written in per request) and a hashed JS asset, and accepted
// submissions/s for POST /sendmail.php with the rate limit lifted, beside the rows stored, and
// checks stored rows == success replies and that none of them was taken for spam.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { CONTACT_ENDPOINT } from "../contract/endpoints";
import { MIN_FILL_MS } from "../contract/forms/antiBot";

const ROOT = path.resolve(__dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/** POSTs run to a fixed count, not a duration, so no request is cut off mid-flight and the
 * stored-rows check is exact; at a few hundred per second this stays within seconds. */
const POSTS = Number(process.env.BENCH_POSTS || 2000);
const HASHED_JS = /^[\w-]+-[0-9a-f]{8,}\.js$/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** The built site when there is one; otherwise a tiny stand-in so the bench still runs. */
function publicDir(tmp: string): { dir: string; built: boolean } {
  const built = path.join(ROOT, "public");
  if (fs.existsSync(path.join(built, "index.html"))) return { dir: built, built: true };
  const dir = path.join(tmp, "public");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    "<!doctype html><script>window.x=1</script><p>bench</p>",
  );
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef.js"), "console.log(1);".repeat(2000));
  return { dir, built: false };
}

async function waitUntilUp(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  const { dir, built } = publicDir(tmp);
  const asset = fs.readdirSync(dir).find((name) => HASHED_JS.test(name));
  const dbPath = path.join(tmp, "leads.sqlite");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, [require.resolve("tsx/cli"), "server/cli.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_DIR: dir,
      CONTACT_DB: dbPath,
      SMTP_URL: "",
      RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER),
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));

  try {
    await waitUntilUp(`${base}/`);
    const load = (url: string, extra: Partial<autocannon.Options> = {}) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...extra });

    const rows: Record<string, string | number>[] = [];
    const record = (name: string, r: autocannon.Result, acceptedPerS?: number) =>
      rows.push({
        target: name,
        "req/s": Math.round(r.requests.average),
        "p99 ms": r.latency.p99,
        "2xx": r["2xx"],
        "non-2xx": r.non2xx,
        errors: r.errors + r.timeouts,
        ...(acceptedPerS === undefined ? {} : { "accepted/s": Math.round(acceptedPerS) }),
      });

    await load(`${base}/`, { duration: 1 }); // warm-up: JIT and file-system caches
    record("GET /", await load(`${base}/`));
    if (asset) record(`GET /${asset}`, await load(`${base}/${asset}`));

    // A real visitor's token: fetched from the server, used once the minimum fill time is over.
    const { token } = (await (await fetch(`${base}${CONTACT_ENDPOINT}`)).json()) as {
      token: string;
    };
    await new Promise((r) => setTimeout(r, MIN_FILL_MS + 100));
    let successes = 0;
    const form = new URLSearchParams({
      name: "Bench Test",
      email: "bench@example.ro",
      phone: "0700000000",
      comment: "Cerere de test pentru măsurarea serverului.",
      chkConfidentialitate: "1",
      formStartedAt: token,
    }).toString();
    const post = await autocannon({
      url: `${base}${CONTACT_ENDPOINT}`,
      connections: CONNECTIONS,
      amount: POSTS,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      requests: [
        {
          body: form,
          onResponse: (status: number, body: string) => {
            if (status === 200 && body.includes('"success":true')) successes += 1;
          },
        },
      ],
    });
    record("POST /sendmail.php", post, successes / post.duration);

    server.kill("SIGTERM"); // graceful: in-flight requests finish, then the database closes
    await exited;
    const db = new Database(dbPath, { readonly: true });
    const stored = (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
    const spam = (
      db.prepare("SELECT COUNT(*) AS n FROM leads WHERE status = 'spam'").get() as { n: number }
    ).n;
    db.close();
    for (const row of rows) row["stored rows"] = row.target === "POST /sendmail.php" ? stored : "";

    console.log(
      `\nServer: ${SECONDS}s per GET, ${POSTS} POSTs, ${CONNECTIONS} connections, ${built ? "built public/" : "stand-in public/ (no build found)"}`,
    );
    console.table(rows);
    console.log(
      `success replies: ${successes}, stored rows: ${stored} → ${stored === successes ? "equal" : "MISMATCH"}`,
    );
    console.log(`stored as spam: ${spam} (must be 0: the token was a real one)`);
    if (stored !== successes || spam !== 0) process.exitCode = 1;
  } finally {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
