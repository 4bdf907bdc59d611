// The parts the reverse-proxy contract runs on: a site directory with pages, CSP maps and a
// self-signed certificate, the contact server on loopback, and HTTPS requests through the proxy.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app";
import { readEnvConfig } from "../../server/config";
import { proxyCspMaps } from "../../scripts/proxy-csp";
import { BOOKING_MANAGE_PAGE_PATH } from "../../contract/booking/api";

export const ROOT = path.resolve(__dirname, "../..");
export const HOME = "<!doctype html><title>Acasă</title><script>window.home=1</script>";
export const LEASING = "<!doctype html><title>Leasing</title><script>window.leasing=2</script>";
export const NOT_FOUND = "<!doctype html><title>404</title><p>Pagina nu există</p>";
export const MANAGE = "<!doctype html><title>Gestionare</title><p>Programarea ta</p>";
export const HSTS = "max-age=31536000; includeSubDomains";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ProxySetup {
  /** Temp directory for the proxy's own files. */
  dir: string;
  /** Stands for /srv/axia-site: public/ and var/proxy/ with the CSP maps. */
  site: string;
  /** Self-signed fullchain.pem and privkey.pem for www.example.com. */
  certs: string;
  nodePort: number;
  httpsPort: number;
  httpPort: number;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request through the proxy listening on `port`, as a visitor of www.example.com. */
export function proxyRequest(
  port: number,
  method: string,
  url: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        servername: "www.example.com",
        rejectUnauthorized: false, // the test's own certificate
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

/** The site's pages, their CSP maps and a certificate in a new temporary directory. */
export function prepareSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "proxy-deploy-"));
  fs.chmodSync(dir, 0o755); // the proxy's workers may run as another user, like www-data
  const site = path.join(dir, "site");
  const pub = path.join(site, "public");
  fs.mkdirSync(path.join(pub, "servicii", "leasing"), { recursive: true });
  fs.writeFileSync(path.join(pub, "index.html"), HOME);
  fs.writeFileSync(path.join(pub, "servicii", "leasing", "index.html"), LEASING);
  fs.writeFileSync(path.join(pub, "404.html"), NOT_FOUND);
  // The page a mail's link opens, whose address may carry the link's token.
  const manage = path.join(pub, ...BOOKING_MANAGE_PAGE_PATH.split("/").filter(Boolean));
  fs.mkdirSync(manage, { recursive: true });
  fs.writeFileSync(path.join(manage, "index.html"), MANAGE);
  fs.writeFileSync(path.join(pub, "app-0123456789abcdef.js"), "console.log(1)");
  const maps = proxyCspMaps(pub);
  fs.mkdirSync(path.join(site, "var", "proxy"), { recursive: true });
  fs.writeFileSync(path.join(site, "var", "proxy", "csp.nginx.map"), maps.nginx);
  fs.writeFileSync(path.join(site, "var", "proxy", "csp.caddy"), maps.caddy);
  const certs = path.join(dir, "certs");
  fs.mkdirSync(certs);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", "/CN=www.example.com", "-addext", "subjectAltName=DNS:www.example.com"],
      ...["-keyout", path.join(certs, "privkey.pem"), "-out", path.join(certs, "fullchain.pem")],
    ],
    { stdio: "ignore" },
  );
  return { dir, site, pub, certs };
}

/** The contact server on a free loopback port; `saw` gets a line for every request it receives. */
export async function startNode(dir: string, pub: string, saw: string[]) {
  // The Node server as deploy/env.example configures it: one trusted hop, HSTS left to the proxy.
  const env = readEnvConfig(
    {
      TRUST_PROXY: "1",
      HSTS: "0",
      CONTACT_DB: path.join(dir, "leads.sqlite"),
      PUBLIC_DIR: pub,
    },
    ROOT,
  );
  // The shipped limit (RATE_LIMIT_MAX stored requests a minute per address), a request posted as
  // soon as its token arrives not marked as too fast.
  const app = await buildApp({
    publicDir: env.publicDir,
    dbPath: env.dbPath,
    trustProxy: env.trustProxy,
    hsts: env.hsts,
    rateLimit: env.rateLimit,
    minFillMs: 0,
  });
  app.addHook("onRequest", async (request) => {
    saw.push(`${request.method} ${request.url} ip=${request.ip}`);
  });
  const nodePort = await freePort();
  await app.listen({ port: nodePort, host: "127.0.0.1" });
  return { app, nodePort, dbPath: env.dbPath };
}

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
export const CADDY = ["/usr/bin/caddy", "/usr/local/bin/caddy"].find((p) => fs.existsSync(p));
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The proxy tests run where the binary exists, and always in CI, where a missing one fails. */
export const proxyTestsEnabled = (binary: string | undefined) =>
  binary !== undefined || process.env.CI === "true";

/** deploy/nginx.conf as shipped, only ports and paths moved into `setup`, in the foreground;
 * `edit` may add to the moved file what a test needs to look inside (never to change it). */
export function startNginx(
  { dir, site, certs, nodePort, httpsPort, httpPort }: ProxySetup,
  edit: (conf: string) => string = (conf) => conf,
) {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx)");
  let conf = fs
    .readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8")
    .replaceAll("/srv/axia-site", site)
    .replaceAll("/etc/letsencrypt/live/www.example.com", certs)
    .replaceAll("/var/www/acme", path.join(dir, "acme"))
    .replaceAll("/var/log/axia-site", path.join(dir, "logs"))
    .replaceAll("127.0.0.1:9000", `127.0.0.1:${nodePort}`)
    .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace(/^\s*listen \[::\].*$/gm, "");
  if (!fs.existsSync(BROTLI)) conf = conf.replace(/^\s*brotli_static on;$/m, "");
  fs.writeFileSync(path.join(dir, "site.conf"), edit(conf));
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
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
  return spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
}

/** deploy/Caddyfile as shipped, only ports, paths and the certificate moved, in the foreground;
 * `output`, when given, receives everything Caddy writes (its log goes to stderr). */
export function startCaddy(
  { dir, site, certs, nodePort, httpsPort, httpPort }: ProxySetup,
  output?: (text: string) => void,
) {
  if (!CADDY) throw new Error("caddy is not installed (apt-get install caddy)");
  // Global options for a sandbox: own ports and storage, no admin API, the test's certificate.
  const global = [
    "{",
    `\thttp_port ${httpPort}`,
    `\thttps_port ${httpsPort}`,
    "\tadmin off",
    `\tstorage file_system ${path.join(dir, "caddy-data")}`,
    "\tskip_install_trust",
    "}",
  ].join("\n");
  const conf = fs
    .readFileSync(path.join(ROOT, "deploy", "Caddyfile"), "utf8")
    .replaceAll("/srv/axia-site", site)
    .replaceAll("127.0.0.1:9000", `127.0.0.1:${nodePort}`)
    .replace(
      /^www\.example\.com \{$/m,
      `www.example.com {\n\ttls ${path.join(certs, "fullchain.pem")} ${path.join(certs, "privkey.pem")}`,
    )
    .replace(/^example\.com \{$/m, `example.com {\n\ttls internal`);
  const file = path.join(dir, "Caddyfile");
  fs.writeFileSync(file, `${global}\n\n${conf}`);
  const caddy = spawn(CADDY, ["run", "--config", file, "--adapter", "caddyfile"], {
    stdio: output ? ["ignore", "pipe", "pipe"] : "ignore",
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  if (output) {
    caddy.stdout?.on("data", (chunk: Buffer) => output(chunk.toString("utf8")));
    caddy.stderr?.on("data", (chunk: Buffer) => output(chunk.toString("utf8")));
  }
  return caddy;
}

/** Waits (bounded) until the proxy on `httpsPort` serves `route` with 200. */
export async function proxyServes(name: string, httpsPort: number, route = "/"): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await proxyRequest(httpsPort, "GET", route)).status === 200) return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error(`${name} did not serve ${route} in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops a proxy started above by its pid and waits for it to exit. */
export async function stopProxy(proxy: ChildProcess | undefined): Promise<void> {
  if (!proxy?.pid || proxy.exitCode !== null) return;
  const exited = new Promise((r) => proxy.once("exit", r));
  process.kill(proxy.pid, "SIGTERM");
  await exited;
}
