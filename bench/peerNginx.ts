// The nginx configuration that serves the built peers on loopback as a production static host
// would: gzip on the fly, a year-long immutable cache for the files named by their hash and a
// revalidated one for the rest, clean URLs answered without a redirect, the site's own 404 page.

export interface ServedPeer {
  name: string;
  port: number;
  /** Absolute path of the built site. */
  root: string;
  /** nginx location regex of the hashed files. */
  immutable: string;
}

/** Text types nginx compresses (text/html always is). */
export const GZIP_TYPES = [
  "text/css",
  "text/plain",
  "text/xml",
  "text/javascript",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "application/rss+xml",
  "image/svg+xml",
];

/** `dir`: absolute folder of the pid file, the error log and nginx's temporary files. */
export function nginxConfig(peers: readonly ServedPeer[], dir: string, mimeTypes: string): string {
  const servers = peers.map((peer) =>
    [
      `  server {`,
      `    # ${peer.name}`,
      `    listen 127.0.0.1:${peer.port};`,
      `    server_name 127.0.0.1;`,
      `    root ${peer.root};`,
      `    index index.html;`,
      `    error_page 404 /404.html;`,
      `    location / {`,
      `      add_header Cache-Control "public, max-age=0, must-revalidate";`,
      `      try_files $uri $uri/index.html $uri.html =404;`,
      `    }`,
      `    location ~ "${peer.immutable}" {`,
      `      add_header Cache-Control "public, max-age=31536000, immutable";`,
      `      try_files $uri =404;`,
      `    }`,
      `  }`,
    ].join("\n"),
  );
  return [
    "# Written by bench/peersCli.ts (npm run bench:peers -- serve) on every serve.",
    "daemon on;",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events {",
    "  worker_connections 256;",
    "}",
    "http {",
    `  include ${mimeTypes};`,
    "  default_type application/octet-stream;",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_timeout 65;",
    "  absolute_redirect off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${dir}/tmp/${kind};`,
    ),
    "  gzip on;",
    "  gzip_vary on;",
    "  gzip_proxied any;",
    "  gzip_comp_level 6;",
    "  gzip_min_length 1000;",
    `  gzip_types ${GZIP_TYPES.join(" ")};`,
    ...servers,
    "}",
    "",
  ].join("\n");
}
