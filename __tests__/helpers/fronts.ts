// Every way the site is deployed, for the browser tests that follow a visitor's request to its end:
// the production server alone (`npm start`), and behind deploy/nginx.conf and deploy/Caddyfile as
// shipped, with the server configured as deploy/env.example says, mailing to an SMTP server on
// loopback, and a Chromium that reaches the site by its own name.
import fs from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Browser } from "playwright-core";
import { proxyCspMaps } from "../../scripts/proxy-csp";
import { launchChromium } from "../../scripts/browser/chromium";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { OFFICE, SENDER, startServerProcess, type ServerProcess } from "./faults";
import { describeBrowser } from "./jest";
import {
  CADDY,
  NGINX,
  ROOT,
  freePort,
  prepareSite,
  proxyServes,
  proxyTestsEnabled,
  startCaddy,
  startNginx,
  stopProxy,
  type ProxySetup,
} from "./proxySetup";
import type { SmtpSink } from "./smtp";

/** The server's variables as deploy/env.example sets them. */
export function shippedEnv(): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, "deploy", "env.example"), "utf8");
  return Object.fromEntries(
    text
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

export interface Front {
  name: string;
  /** The proxy's binary and how it starts; none for the server alone. */
  proxy?: { binary: string | undefined; start: (setup: ProxySetup) => ChildProcess };
}

export const FRONTS: Front[] = [
  { name: "the production server alone (npm start)" },
  { name: "deploy/nginx.conf", proxy: { binary: NGINX, start: startNginx } },
  { name: "deploy/Caddyfile", proxy: { binary: CADDY, start: startCaddy } },
];

/** Browser tests for a front whose proxy is installed (CI installs both); skipped otherwise. */
export const describeFront = (front: Front) =>
  !front.proxy || proxyTestsEnabled(front.proxy.binary) ? describeBrowser : describe.skip;

export interface RunningFront {
  /** Where the visitor's browser goes: the server itself, or the site's name on the proxy. */
  origin: string;
  server: ServerProcess;
  browser: Browser;
  /** The lead database the server writes. */
  dbPath: string;
  /** The proxy's log files (nginx's access and error logs); none for the server alone. */
  logDir?: string;
  /** The proxy's TLS certificate, for a client other than the browser; none for the server. */
  certificate?: Buffer;
  stop(): Promise<void>;
}

/** Starts the front with its server mailing to `smtp`; `stop` ends what it started, by pid.
 * `publicDir` is the build it serves: this checkout's public/ unless a test built another. */
export async function startFront(
  front: Front,
  smtp: SmtpSink,
  { publicDir = PUBLIC_DIR }: { publicDir?: string } = {},
): Promise<RunningFront> {
  const { proxy } = front;
  const { dir, site, pub, certs } = prepareSite();
  const dbPath = path.join(dir, "leads.sqlite");
  // Behind a proxy, the proxy serves a copy of the build from its own folder.
  if (proxy) {
    fs.rmSync(pub, { recursive: true });
    fs.cpSync(publicDir, pub, { recursive: true });
    const maps = proxyCspMaps(pub);
    fs.writeFileSync(path.join(site, "var", "proxy", "csp.nginx.map"), maps.nginx);
    fs.writeFileSync(path.join(site, "var", "proxy", "csp.caddy"), maps.caddy);
  }
  const server = await startServerProcess({
    ...shippedEnv(),
    PORT: "0",
    HOST: "127.0.0.1",
    PUBLIC_DIR: proxy ? pub : publicDir,
    CONTACT_DB: dbPath,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_RETRY_MS: "200",
    MAIL_TO: OFFICE,
    MAIL_FROM: SENDER,
    // Alone, the server is the front: no proxy hop to trust, and HSTS is its own.
    ...(proxy ? {} : { TRUST_PROXY: "", HSTS: "" }),
  });
  if (!proxy) {
    const browser = await launchChromium();
    return {
      origin: server.base,
      server,
      browser,
      dbPath,
      async stop() {
        await browser.close();
        await server.stop();
      },
    };
  }
  const setup = {
    dir,
    site,
    certs,
    nodePort: Number(new URL(server.base).port),
    httpsPort: await freePort(),
    httpPort: await freePort(),
  };
  const proxyProcess = proxy.start(setup);
  await proxyServes(front.name, setup.httpsPort);
  // The site's own name, resolved to the proxy on loopback, with the test's certificate.
  const browser = await launchChromium(["--host-resolver-rules=MAP www.example.com 127.0.0.1"]);
  return {
    origin: `https://www.example.com:${setup.httpsPort}`,
    server,
    browser,
    dbPath,
    logDir: path.join(dir, "logs"),
    certificate: fs.readFileSync(path.join(certs, "fullchain.pem")),
    async stop() {
      await browser.close();
      await stopProxy(proxyProcess);
      await server.stop();
    },
  };
}
