/** @jest-environment node */
// What the cookie policy and the privacy policy say of the Web Vitals measure against the code and
// the data: the sample rate of data/vitals.json, the metrics, the device classes and their rule,
// the days the counts are kept, the per-address limit held in memory only, and that the page's
// code stores nothing in the browser for it.
import fs from "node:fs";
import path from "node:path";
import vitals from "../../data/vitals.json";
import { METRICS, PHONE_LAYOUT_BELOW_PX } from "../../contract/vitals";
import { VITALS_RETENTION_DAYS } from "../../server/vitalsStore";
import { DEFAULT_VITALS_RATE_LIMIT } from "../../server/vitals";
import { legalText, sectionTextOf } from "../helpers/legalText";

const ROOT = path.resolve(__dirname, "../..");
const cookieSection = sectionTextOf("cookies", "Măsurarea vitezei paginilor");
const privacy = sectionTextOf("confidentialitate", "Ce date colectăm");
const privacyAll = legalText("confidentialitate");

/** Romanian puts "de" between a number whose last two digits are 00 or 20 to 99 and its noun
 * ("90 de zile", "105 zile"). */
const count = (n: number, noun: string) =>
  `${n}${n % 100 >= 20 || (n >= 100 && n % 100 === 0) ? " de" : ""} ${noun}`;

describe.each([
  ["the cookie policy", cookieSection],
  ["the privacy policy", privacy],
])("%s on the measure of the pages' speed", (_name, text) => {
  it("states the sample rate of data/vitals.json", () => {
    expect(text).toContain(`cu o probabilitate de ${Math.round(vitals.sampleRate * 100)}%`);
  });

  it("names every metric sent, the route without its query and the device classes", () => {
    for (const metric of METRICS) expect(text).toMatch(new RegExp(`\\b${metric}\\b`));
    expect(text).toContain("adresa paginii (fără parametri)");
    for (const device of ["telefon", "tabletă", "calculator"]) expect(text).toContain(device);
  });

  it("says the counts are kept per day, without a visit's link, and deleted after the code's period", () => {
    expect(text).toMatch(/total(?:uri)? pe zi, pagină, tip de ecran și interval de valori/);
    expect(text).toContain(`șterse automat după ${count(VITALS_RETENTION_DAYS, "zile")}`);
  });

  it("states the per-address limit of the server, kept in memory only", () => {
    expect(DEFAULT_VITALS_RATE_LIMIT.timeWindow).toBe(3_600_000);
    expect(text).toContain(`cel mult ${count(DEFAULT_VITALS_RATE_LIMIT.max, "măsurători")} pe oră`);
    expect(text).toMatch(/numai în memorie/);
  });
});

describe("the cookie policy", () => {
  it("gives the rule of the device classes, and why no consent is asked", () => {
    expect(cookieSection).toContain(`mai îngustă de ${count(PHONE_LAYOUT_BELOW_PX, "pixeli")}`);
    expect(cookieSection).toContain("De ce nu îți cerem acordul");
    expect(cookieSection).toContain("art. 5 alin. (3) din Directiva 2002/58/CE");
    expect(cookieSection).toContain("nu stochează nimic în browserul tău");
    expect(cookieSection).toContain("nu sunt date cu caracter personal");
  });
});

describe("the privacy policy", () => {
  it("keeps the counts out of the logs, and keeps the addresses of the limit in memory for an hour at most", () => {
    expect(privacyAll).toContain("Măsurătorile de viteză nu apar în aceste jurnale.");
    expect(privacyAll).toContain(
      `Totalurile măsurătorilor de viteză ale paginilor sunt păstrate ${count(VITALS_RETENTION_DAYS, "zile")}`,
    );
    expect(privacyAll).toContain("numai în memoria serverului, cel mult o oră");
  });
});

describe("the page's code", () => {
  it("stores nothing in the browser and makes no identifier for the measure", () => {
    const dir = path.join(ROOT, "src", "vitals");
    const sources = fs
      .readdirSync(dir)
      .map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const code = source.replace(/^\s*\/\/.*$/gm, "");
      expect(code).not.toMatch(/localStorage|sessionStorage|document\.cookie|indexedDB|randomUUID/);
    }
  });
});
