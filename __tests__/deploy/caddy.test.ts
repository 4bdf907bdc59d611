/** @jest-environment node */
// deploy/Caddyfile as shipped, only ports, paths and the certificate moved, started for real.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, proxyContract } from "../helpers/proxyContract";

const CADDY = ["/usr/bin/caddy", "/usr/local/bin/caddy"].find((p) => fs.existsSync(p));

proxyContract("deploy/Caddyfile", CADDY, ({ dir, site, certs, nodePort, httpsPort, httpPort }) => {
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
  return spawn(CADDY!, ["run", "--config", file, "--adapter", "caddyfile"], {
    stdio: "ignore",
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
});
