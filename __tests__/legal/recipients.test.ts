/** @jest-environment node */
// The privacy policy against what the site and its deployment do: every third party a visitor's
// data can reach is named, every period the policy states for logs and set-aside copies is the one
// the code and deploy/ apply, and the laws it rests on are cited.
import fs from "node:fs";
import path from "node:path";
import site from "../../data/site.json";
import { SET_ASIDE_DAYS } from "../../server/backup";
import { htmlCsp } from "../../server/security";
import { legalText } from "../helpers/legalText";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const policy = legalText("confidentialitate");

/** Who is behind each third-party host the site lets a page reach, as the policy must name it. */
const RECIPIENT_OF_HOST: Record<string, string[]> = {
  "www.youtube-nocookie.com": ["Google", "YouTube"],
  "wa.me": ["WhatsApp", "Meta"],
};

/** Every host outside the site that the pages' CSP lets a page load from or send to. */
function cspHosts(): string[] {
  return [...htmlCsp([]).matchAll(/https:\/\/([a-z0-9.-]+)/gi)].map((m) => m[1]);
}

/** Every host a link of the site's code sends the visitor's own data to (a chat, a call). */
function linkedServiceHosts(): string[] {
  const floating = read("src/components/layout/FloatingActions.tsx");
  return [...floating.matchAll(/href=\{?`https:\/\/([a-z0-9.-]+)\//gi)].map((m) => m[1]);
}

describe("the recipients the privacy policy names", () => {
  it("finds the player's host in the CSP and the chat's host in the links", () => {
    expect(cspHosts()).toContain("www.youtube-nocookie.com");
    expect(linkedServiceHosts()).toContain("wa.me");
  });

  it.each([...new Set([...cspHosts(), ...linkedServiceHosts()])])(
    "names who is behind %s",
    (host) => {
      const names = RECIPIENT_OF_HOST[host];
      expect(names ?? `(no recipient known for ${host}: name it in the policy and here)`).toEqual(
        expect.any(Array),
      );
      for (const name of names ?? []) expect(policy).toContain(name);
    },
  );

  it("names the processors (hosting, mail) where the identity block shows them", () => {
    expect(policy).toContain("Îi numim în datele de identificare de la sfârșitul acestei pagini");
    expect(site.identity.processors.hosting).toBeTruthy();
    expect(site.identity.processors.mail).toBeTruthy();
    expect(read("src/components/sections/ro/LegalIdentity.tsx")).toContain(
      "<CompanyIdentity detailed />",
    );
  });
});

describe("the periods the privacy policy states, as the code and deploy/ apply them", () => {
  it("keeps the web server's and the contact server's logs 14 days", () => {
    expect(policy).toContain("rândurile din jurnale sunt șterse automat după 14 zile");
    // nginx writes both of its logs where the rotation applies, and rotates them daily, 14 kept
    // (a log's file, then its format or level, if any).
    const nginx = read("deploy/nginx.conf");
    const logs = [...nginx.matchAll(/^\s*(access_log|error_log)\s+([^\s;]+)[^;\n]*;/gm)]
      .map((m) => m[2])
      .filter((file) => file !== "off");
    expect(logs.length).toBeGreaterThanOrEqual(2);
    for (const file of logs) expect(file.startsWith("/var/log/axia-site/")).toBe(true);
    const rotate = read("deploy/axia-site.logrotate");
    expect(rotate).toMatch(/^\/var\/log\/axia-site\/\*\.log \{/m);
    expect(rotate).toMatch(/^\s*daily$/m);
    expect(rotate).toMatch(/^\s*rotate 14$/m);
    expect(rotate).toMatch(/^\s*maxage 14$/m);
    // Caddy keeps no access log at all; the contact server logs to the journal, kept 14 days.
    expect(read("deploy/Caddyfile")).not.toMatch(/^\s*log\b/m);
    expect(read("deploy/journald-axia-site.conf")).toMatch(/^MaxRetentionSec=14day$/m);
  });

  it("deletes a database set aside by a restore after the days it says", () => {
    expect(policy).toContain(
      `o șterge oricum automat la ${SET_ASIDE_DAYS} de zile după restaurare`,
    );
  });
});

describe("the laws the privacy policy rests on", () => {
  it.each(["Regulamentului (UE) 2016/679", "Legii nr. 190/2018", "Legea nr. 506/2004"])(
    "cites %s",
    (law) => {
      expect(policy).toContain(law);
    },
  );
});
