/** @jest-environment node */
// deploy/nginx.conf as shipped, only ports and paths moved to a temp dir, started for real.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, proxyContract } from "../helpers/proxyContract";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

proxyContract("deploy/nginx.conf", NGINX, ({ dir, site, certs, nodePort, httpsPort, httpPort }) => {
  let conf = fs
    .readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8")
    .replaceAll("/srv/axia-site", site)
    .replaceAll("/etc/letsencrypt/live/www.example.com", certs)
    .replaceAll("/var/www/acme", path.join(dir, "acme"))
    .replaceAll("127.0.0.1:9000", `127.0.0.1:${nodePort}`)
    .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace(/^\s*listen \[::\].*$/gm, "");
  if (!fs.existsSync(BROTLI)) conf = conf.replace(/^\s*brotli_static on;$/m, "");
  fs.writeFileSync(path.join(dir, "site.conf"), conf);
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
  return spawn(NGINX!, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
});
