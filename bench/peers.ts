// The peer sites `npm run bench -- --compare` measures beside this one: how each is built from its
// source (`npm run bench:peers`, bench/peersCli.ts), where nginx serves it, the routes measured by
// default, and the one interaction the phone measure can play on it (its mobile menu).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The peer's mobile menu, for the phone measure: tapped from the first paint until open. */
export interface PeerMenu {
  /** CSS selector of the button that opens (and closes) the menu. */
  button: string;
  /** CSS selector that matches an element once the menu is open. */
  openWhen: string;
}

export interface Peer {
  /** Its name in `--compare=` and its folder under var/peers/. */
  name: string;
  /** Its name in the tables and the verdict lines. */
  title: string;
  /** GitHub `owner/name`: the bare mirror is `<BENCH_PEER_MIRRORS>/<owner>+<name>/repo`. */
  repo: string;
  /** The commit built; moving to another one is an edit of this table. */
  commit: string;
  /** nginx listens on 127.0.0.1:<port>. */
  port: number;
  /** The built site, relative to the peer's folder. */
  output: string;
  /** Installed with `npm install` and these `overrides` (else `npm ci` on its own lockfile). */
  overrides?: Record<string, string>;
  /** Files deleted before the build, relative to the peer's folder. */
  remove?: string[];
  /** Lines deleted from a file before the build. */
  dropLines?: { file: string; pattern: RegExp }[];
  /** The build, run in the peer's folder with its node_modules/.bin first on PATH. */
  build: string[];
  /** The build's environment on top of the bench's own; `dir` is the peer's folder. */
  env: (dir: string) => Record<string, string>;
  /** nginx location regex of the files named by their hash, sent with a year-long immutable cache. */
  immutable: string;
  /** Routes measured unless `--<name>-routes=` says otherwise: the home page and an article. */
  routes: string[];
  /** null: the peer has no menu, so the menu figures and its INP are `–`. */
  menu: PeerMenu | null;
}

export const PEERS: readonly Peer[] = [
  {
    name: "astrowind",
    title: "AstroWind",
    repo: "onwidget/astrowind",
    commit: "2e8f6ec459bc7363928f6c3bb1f5ea0c929930c6",
    port: 4311,
    output: "dist",
    // Pages that fetch from outside at build time (no network here, nor should a bench need it):
    // these two render remote images (cdn.pixabay.com, plus.unsplash.com) through Astro's image
    // service, which downloads each to learn its size, and the second embeds a YouTube video. No
    // measured route is one of them, and the measured routes build the same without them.
    remove: ["src/pages/homes/personal.astro", "src/pages/homes/startup.astro"],
    // The demo post's YouTube, Tweet and Vimeo embeds (astro-embed) fetch their data at build
    // time. The post stays (it is among the measured article's related posts), without the three.
    dropLines: [
      {
        file: "src/data/post/markdown-elements-demo-post.mdx",
        pattern:
          /^import \{ YouTube, Tweet, Vimeo \} from 'astro-embed';$|^<(?:YouTube|Tweet|Vimeo) /,
      },
    ],
    build: ["astro", "build"],
    env: () => ({ ASTRO_TELEMETRY_DISABLED: "1" }),
    // As its own _headers, vercel.json and netlify.toml set it.
    immutable: "^/_astro/",
    routes: ["/", "/get-started-website-with-astro-tailwind-css"],
    menu: {
      button: "button[data-aw-toggle-menu]",
      openWhen: "button[data-aw-toggle-menu].expanded",
    },
  },
  {
    name: "starter-blog",
    title: "gatsby-starter-blog",
    repo: "gatsbyjs/gatsby-starter-blog",
    commit: "04ec3e64211257f944f36d679ab3a8c898769c32",
    port: 4312,
    output: "public",
    // gatsby-plugin-sharp asks for sharp ^0.32.6, whose install downloads libvips and its own
    // binary from GitHub; sharp 0.33 on ships them as npm packages (@img/sharp-*). This project
    // runs gatsby-plugin-sharp 5 on sharp 0.34 too.
    overrides: { sharp: "^0.34.5" },
    build: ["gatsby", "build"],
    env: (dir) => ({
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "1",
      // Each build asks GitHub, then unpkg, for the latest list of hosting adapters and falls
      // back to the copy inside the gatsby package when they do not answer. That copy, given
      // here, is what the build uses offline; with it nothing is asked.
      GATSBY_ADAPTERS_MANIFEST: fs.readFileSync(
        path.join(dir, "node_modules", "gatsby", "adapters.js"),
        "utf8",
      ),
    }),
    // Gatsby's caching recommendation: hashed scripts and styles, and static/.
    immutable: "^/static/|\\.(?:js|css)$",
    routes: ["/", "/hello-world/"],
    menu: null,
  },
];

export function peerByName(name: string, peers: readonly Peer[] = PEERS): Peer {
  const peer = peers.find((p) => p.name === name);
  if (!peer)
    throw new Error(`no peer named "${name}" (peers: ${peers.map((p) => p.name).join(", ")})`);
  return peer;
}

export const peerUrl = (peer: Pick<Peer, "port">) => `http://127.0.0.1:${peer.port}`;

/** Where the peers are built, each in a folder of its name (git-ignored). */
export const PEERS_DIR = path.join(__dirname, "..", "var", "peers");
export const peerDir = (peer: Pick<Peer, "name">) => path.join(PEERS_DIR, peer.name);
/** In each peer's folder: what `npm run bench:peers -- build` has done there. */
export const STAMP = ".bench-peer.json";

export interface Stamp {
  /** Hash of the commit and the changes made to it: another recipe starts from a fresh extract. */
  recipe: string;
  commit: string;
  installed: boolean;
  built: boolean;
  /** The Node that built it, and when. */
  node?: string;
  builtAt?: string;
}

export function recipeOf(peer: Peer): string {
  const recipe = {
    commit: peer.commit,
    overrides: peer.overrides ?? null,
    remove: peer.remove ?? [],
    dropLines: (peer.dropLines ?? []).map((d) => [d.file, d.pattern.source]),
    build: peer.build,
  };
  return crypto.createHash("sha256").update(JSON.stringify(recipe)).digest("hex").slice(0, 16);
}

export function readStamp(dir: string): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP), "utf8")) as Stamp;
  } catch {
    return null;
  }
}

/** The peer's stamp when its current recipe is built, else null. */
export function builtPeer(peer: Peer): Stamp | null {
  const stamp = readStamp(peerDir(peer));
  const index = path.join(peerDir(peer), peer.output, "index.html");
  return stamp?.built && stamp.recipe === recipeOf(peer) && fs.existsSync(index) ? stamp : null;
}
