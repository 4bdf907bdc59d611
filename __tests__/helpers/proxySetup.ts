// The parts the reverse-proxy contract runs on: a site directory with pages, CSP maps and a
// self-signed certificate, the contact server on loopback, and HTTPS requests through the proxy.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app";
import { readEnvConfig } from "../../server/config";
import { proxyCspMaps } from "../../scripts/proxy-csp";

export const ROOT = path.resolve(__dirname, "../..");
export const HOME = "<!doctype html><title>Acasă</title><script>window.home=1</script>";
export const LEASING = "<!doctype html><title>Leasing</title><script>window.leasing=2</script>";
export const NOT_FOUND = "<!doctype html><title>404</title><p>Pagina nu există</p>";
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
  const app = await buildApp({
    publicDir: env.publicDir,
    dbPath: env.dbPath,
    trustProxy: env.trustProxy,
    hsts: env.hsts,
    rateLimit: false,
  });
  app.addHook("onRequest", async (request) => {
    saw.push(`${request.method} ${request.url} ip=${request.ip}`);
  });
  const nodePort = await freePort();
  await app.listen({ port: nodePort, host: "127.0.0.1" });
  return { app, nodePort };
}
