// The production editor for a Forgejo host (`CMS_BACKEND=forgejo npm run cms:build`) in Chromium:
// the files writeAdmin writes, served on loopback under the admin CSP of deploy/nginx.conf (the
// same as deploy/Caddyfile's), load Decap's bundle and its chunks without a CSP violation, show
// Decap's Forgejo login in Romanian, and its button leads to the host's OAuth authorize endpoint
// with the application's id and a PKCE challenge. Back from the host with a code, the editor asks
// the host's token endpoint for a token with the matching verifier, then the host's API for the
// user. No Forgejo runs here: the host's answers are stubbed at the browser's network layer, and
// the test stops at the first API call (drafts on a real Forgejo are not tested here).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser, Page, Request } from "playwright-core";
import { describeBrowser } from "../helpers/jest";
import { productionConfig } from "../../cms/adminSettings";
import { CHUNK, writeAdmin } from "../../cms/adminSite";
import { EDITOR_VIEWPORT, WAIT_MS } from "../../cms/editorPage";
import { launchChromium } from "../../scripts/browser/chromium";

const ROOT = path.resolve(__dirname, "../..");
/** The Git host the deploy files' CSP names; the test's CMS_BASE_URL, so the CSP stays as shipped. */
const HOST = "https://git.example.com";
const APP_ID = "axia-editor-test-app";

/** The CSP of /admin/ in a deploy file, read as the deploy tests read it. */
function adminCsp(file: string, block: RegExp): string {
  const config = fs.readFileSync(path.join(ROOT, "deploy", file), "utf8");
  const csp = config.match(block)?.[1].match(/Content-Security-Policy "([^"]+)"/)?.[1];
  if (!csp) throw new Error(`no admin CSP in deploy/${file}`);
  return csp;
}
const CSP = adminCsp("nginx.conf", /location \^~ \/admin\/ \{([^}]*)\}/);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

describeBrowser("the production editor on Forgejo", () => {
  let dir: string;
  let server: http.Server;
  let adminUrl: string;
  let browser: Browser;
  let page: Page;
  /** Names of the files the page asked the admin server for. */
  const served: string[] = [];
  /** CSP violations and uncaught errors of the page. */
  const problems: string[] = [];
  /** Requests that left for the Git host. */
  const toHost: Request[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-admin-forgejo-"));
    writeAdmin(
      dir,
      productionConfig({
        CMS_BACKEND: "forgejo",
        CMS_REPO: "office/axia-site",
        CMS_BASE_URL: HOST,
        CMS_APP_ID: APP_ID,
        CMS_SITE_URL: "https://www.example.com",
      }),
    );
    server = http.createServer((req, res) => {
      const { pathname } = new URL(req.url ?? "/", "http://localhost");
      const name = pathname.replace(/^\/admin\//, "") || "index.html";
      const file = path.join(dir, path.basename(name));
      if (!pathname.startsWith("/admin/") || !fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      served.push(name);
      res
        .writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "content-security-policy": CSP,
        })
        .end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    adminUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: EDITOR_VIEWPORT });
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // The Git host: its authorize page sends the browser back with a code, as Forgejo does once
    // the user allows the application; its token endpoint and API answer as stubs.
    await page.route(`${HOST}/**`, async (route) => {
      const request = route.request();
      toHost.push(request);
      const url = new URL(request.url());
      const cors = { "access-control-allow-origin": new URL(adminUrl).origin };
      if (url.pathname === "/login/oauth/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        back.searchParams.set("code", "the-code");
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        await route.fulfill({ status: 302, headers: { location: back.href } });
      } else if (url.pathname === "/login/oauth/access_token") {
        await route.fulfill({ headers: cors, json: { access_token: "the-token" } });
      } else {
        await route.fulfill({ status: 401, headers: cors, json: { message: "no Forgejo here" } });
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is served under the deploy files' admin CSP, the same in nginx and Caddy", () => {
    expect(adminCsp("Caddyfile", /handle_path \/admin\/\* \{([^}]*)\}/)).toBe(CSP);
    expect(CSP).toContain(`connect-src 'self' ${HOST}`);
  });

  it("loads Decap's bundle and chunks under that CSP and shows the Forgejo login", async () => {
    await page.goto(adminUrl);
    await page
      .getByRole("button", { name: "Autentifică-te cu Forgejo" })
      .waitFor({ timeout: WAIT_MS });
    expect(served).toEqual(expect.arrayContaining(["index.html", "admin.js", "decap-cms.js"]));
    // The editor's own fields load no chunk (they are the code widget's languages and the WebP
    // encoder): one is loaded here through the bundle's own chunk loader, as those would be.
    const chunk = fs.readdirSync(dir).find((name) => CHUNK.test(name)) ?? "";
    await page.evaluate(
      async (id) => {
        type Require = { e(id: number): Promise<unknown> };
        const jsonp = (window as unknown as { webpackChunkDecapCms: unknown[] })
          .webpackChunkDecapCms;
        let load: Require["e"] | undefined;
        // A chunk of no modules whose runtime hands out webpack's require, with its chunk loader.
        jsonp.push([["probe"], {}, (require: Require) => (load = require.e)]);
        if (!load) throw new Error("the bundle's chunk loader was not reached");
        await load(id);
      },
      Number.parseInt(chunk, 10),
    );
    expect(served).toContain(chunk);
    expect(problems).toEqual([]);
  });

  it("logs in through the host's OAuth authorize endpoint with the app id and PKCE", async () => {
    await page.getByRole("button", { name: "Autentifică-te cu Forgejo" }).click();
    const userCall = await waitForHost((url) => url.pathname === "/api/v1/user");

    const authorize = toHost.find(
      (request) => new URL(request.url()).pathname === "/login/oauth/authorize",
    );
    expect(authorize?.isNavigationRequest()).toBe(true);
    const asked = new URL(authorize?.url() ?? "");
    expect(asked.origin).toBe(HOST);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: APP_ID,
      redirect_uri: adminUrl,
      response_type: "code",
      code_challenge_method: "S256",
    });

    const token = toHost.find(
      (request) => new URL(request.url()).pathname === "/login/oauth/access_token",
    );
    expect(token?.method()).toBe("POST");
    const body = JSON.parse(token?.postData() ?? "{}") as Record<string, string>;
    expect(body).toMatchObject({
      client_id: APP_ID,
      code: "the-code",
      grant_type: "authorization_code",
      redirect_uri: adminUrl,
    });
    // The verifier the page kept is the one its challenge was made from.
    const challenge = crypto.createHash("sha256").update(body.code_verifier).digest("base64url");
    expect(challenge).toBe(asked.searchParams.get("code_challenge"));

    // Then the host's API, with the token: where a real Forgejo is needed.
    expect(userCall.headers().authorization).toBe("token the-token");
    expect(problems).toEqual([]);
  });

  /** The first request to the Git host that `match`es, waiting for it. */
  async function waitForHost(match: (url: URL) => boolean): Promise<Request> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = toHost.find((request) => match(new URL(request.url())));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such request; seen: ${toHost.map(String)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
