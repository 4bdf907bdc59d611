/** @jest-environment node */
// deploy/nginx.conf as shipped (ports and paths moved to a temp dir) in front of the real contact
// server, all on loopback: files and their CSP from nginx, only the two endpoints from Node, HSTS,
// one trusted hop. Skipped where nginx is not installed, except under CI=true.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { readEnvConfig } from "../../server/config";
import { htmlCsp, inlineScriptHashes } from "../../server/security";
import { proxyCspMaps } from "../../scripts/proxy-csp";

const ROOT = path.resolve(__dirname, "../..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const describeIf = NGINX || process.env.CI === "true" ? describe : describe.skip;
if (!NGINX && process.env.CI !== "true")
  console.warn("nginx not installed: deploy/nginx.conf test skipped");

const HOME = "<!doctype html><title>Acasă</title><script>window.home=1</script>";
const LEASING = "<!doctype html><title>Leasing</title><script>window.leasing=2</script>";
const NOT_FOUND = "<!doctype html><title>404</title><p>Pagina nu există</p>";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let httpsPort: number;
function request(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        method,
        path: url,
        servername: "www.example.com",
        rejectUnauthorized: false, // the test's own self-signed certificate
        headers: { host: "www.example.com", ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describeIf("deploy/nginx.conf in front of the contact server", () => {
  let dir: string;
  let app: FastifyInstance;
  let nginx: ChildProcess;
  const nodeSaw: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-deploy-"));
    fs.chmodSync(dir, 0o755); // nginx's workers run as another user, as www-data does in production
    const site = path.join(dir, "site");
    const pub = path.join(site, "public");
    fs.mkdirSync(path.join(pub, "servicii", "leasing"), { recursive: true });
    fs.mkdirSync(path.join(pub, "static"), { recursive: true });
    fs.writeFileSync(path.join(pub, "index.html"), HOME);
    fs.writeFileSync(path.join(pub, "servicii", "leasing", "index.html"), LEASING);
    fs.writeFileSync(path.join(pub, "404.html"), NOT_FOUND);
    fs.writeFileSync(path.join(pub, "app-0123456789abcdef.js"), "console.log(1)");
    const maps = proxyCspMaps(pub);
    fs.mkdirSync(path.join(site, "var", "proxy"), { recursive: true });
    fs.writeFileSync(path.join(site, "var", "proxy", "csp.nginx.map"), maps.nginx);

    const certs = path.join(dir, "certs");
    fs.mkdirSync(certs);
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.example.com",
        "-keyout",
        path.join(certs, "privkey.pem"),
        "-out",
        path.join(certs, "fullchain.pem"),
      ],
      { stdio: "ignore" },
    );

    // The Node server as the env file configures it: one trusted hop.
    const nodePort = await freePort();
    const env = readEnvConfig(
      {
        TRUST_PROXY: "1",
        HSTS: "0",
        CONTACT_DB: path.join(dir, "leads.sqlite"),
        PUBLIC_DIR: pub,
      },
      ROOT,
    );
    app = await buildApp({
      publicDir: env.publicDir,
      dbPath: env.dbPath,
      trustProxy: env.trustProxy,
      hsts: env.hsts,
      rateLimit: false,
    });
    app.addHook("onRequest", async (request) => {
      nodeSaw.push(`${request.method} ${request.url} ip=${request.ip}`);
    });
    await app.listen({ port: nodePort, host: "127.0.0.1" });

    httpsPort = await freePort();
    const httpPort = await freePort();
    const conf = fs
      .readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8")
      .replaceAll("/srv/axia-site", site)
      .replaceAll("/etc/letsencrypt/live/www.example.com", certs)
      .replaceAll("/var/www/acme", path.join(dir, "acme"))
      .replaceAll("127.0.0.1:9000", `127.0.0.1:${nodePort}`)
      .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replace(/^\s*listen \[::\].*$/gm, "");
    fs.writeFileSync(path.join(dir, "site.conf"), conf);
    fs.mkdirSync(path.join(dir, "logs"));
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        fs.existsSync(BROTLI) ? `load_module ${BROTLI};` : "",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/logs/error.log;`,
        "daemon off;",
        "events {}",
        `http { include /etc/nginx/mime.types; access_log off; include ${dir}/site.conf; }`,
      ].join("\n"),
    );
    if (!fs.existsSync(BROTLI)) {
      fs.writeFileSync(path.join(dir, "site.conf"), conf.replace(/^\s*brotli_static on;$/m, ""));
    }
    nginx = spawn(NGINX!, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await request("GET", "/");
        break;
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx?.pid) process.kill(nginx.pid, "SIGQUIT");
    await app?.close();
  });

  it("serves pages from disk with their own CSP, HSTS and revalidation; Node never sees them", async () => {
    nodeSaw.length = 0;
    const home = await request("GET", "/");
    expect(home.status).toBe(200);
    expect(home.body).toBe(HOME);
    expect(home.headers["content-security-policy"]).toBe(htmlCsp(inlineScriptHashes(HOME)));
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const leasing = await request("GET", "/servicii/leasing");
    expect(leasing.body).toBe(LEASING);
    expect(leasing.headers["content-security-policy"]).toBe(htmlCsp(inlineScriptHashes(LEASING)));
    const js = await request("GET", "/app-0123456789abcdef.js");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request("GET", "/servicii/leasing/")).headers.location).toMatch(
      /\/servicii\/leasing$/,
    );
    const missing = await request("GET", "/nu-exista");
    expect([missing.status, missing.body]).toEqual([404, NOT_FOUND]);
    expect(nodeSaw).toEqual([]);
  });

  it("sends POST /sendmail.php to Node with the client's address (one hop), HSTS once", async () => {
    nodeSaw.length = 0;
    const res = await request(
      "POST",
      "/sendmail.php",
      new URLSearchParams({
        name: "Ion Popescu",
        email: "ion@example.ro",
        phone: "0722123456",
        comment: "Prin nginx",
        chkConfidentialitate: "1",
        fillMs: "8000",
        sourcePath: "/servicii/leasing",
      }).toString(),
      {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        // A forged header from the client must not become the client's address.
        "x-forwarded-for": "203.0.113.9",
      },
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(nodeSaw).toEqual(["POST /sendmail.php ip=127.0.0.1"]);
  });

  it("sends GET /healthz to Node uncached, and refuses other methods on the endpoints", async () => {
    const health = await request("GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
    nodeSaw.length = 0;
    expect((await request("GET", "/sendmail.php")).status).toBe(403);
    expect((await request("POST", "/healthz")).status).toBe(403);
    expect(nodeSaw).toEqual([]);
  });
});
