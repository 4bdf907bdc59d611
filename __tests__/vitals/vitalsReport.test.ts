/** @jest-environment node */
// `npm run vitals`: the p75 per route and device class read from the server's counts, against the
// budgets of bench/budgets.ts with the lab's latest figure beside it, and how many views each row
// rests on; the real CLI run on a real SQLite file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGETS } from "../../bench/budgets";
import type { HistoryLine, RouteFigures } from "../../bench/history";
import { formatReport, labFigures, summarise, verdictOf } from "../../bench/vitalsReport";
import { openLeadDb } from "../../server/db";
import { daysBefore, openVitalsStore, utcDay, type VitalsRow } from "../../server/vitalsStore";
import type { VitalsBeacon } from "../../contract/vitals";

const ROOT = path.resolve(__dirname, "../..");

const row = (over: Partial<VitalsRow>): VitalsRow => ({
  route: "/",
  device: "mobile",
  metric: "LCP",
  bucket: 1200,
  views: 1,
  ...over,
});

const figures = (over: Partial<RouteFigures>) =>
  ({ lcpMs: null, cls: null, ...over }) as RouteFigures;
const run = (date: string, routes: HistoryLine["routes"], phone?: HistoryLine["phone"]) =>
  ({ date, options: { build: "none", runs: 1 }, routes, phone }) as HistoryLine;

describe("the verdict of a p75 against a budget", () => {
  it("is the bucket's: ok within, over above, ? when the budget falls inside", () => {
    const q = (lower: number, upper: number) => ({
      count: 4,
      lower,
      upper,
      estimate: (lower + upper) / 2,
    });
    expect(verdictOf(q(1200, 1500), BUDGETS.lcpMs)).toBe(BUDGETS.lcpMs >= 1500 ? "ok" : "over");
    expect(verdictOf(q(1500, 1800), 1500)).toBe("over");
    expect(verdictOf(q(1200, 1500), 1300)).toBe("?");
    // An estimate within the budget tells nothing when the bucket reaches past it.
    expect(verdictOf(q(1200, 1500), 1400)).toBe("?");
  });
});

describe("the rows", () => {
  it("give each route for all devices first, then each device class, each metric's p75 and the views", () => {
    const rows = [
      row({ device: "desktop", bucket: 900, views: 3 }),
      row({ device: "mobile", bucket: 2500, views: 1 }),
      row({ device: "mobile", metric: "CLS", bucket: 0, views: 2 }),
      row({ route: "/contact", device: "tablet", metric: "INP", bucket: 200, views: 5 }),
    ];
    const summary = summarise(rows);
    expect(summary.map((r) => [r.route, r.device, r.views])).toEqual([
      ["/", "all", 4],
      ["/", "mobile", 2],
      ["/", "desktop", 3],
      ["/contact", "all", 5],
      ["/contact", "tablet", 5],
    ]);
    // All devices: 3 at most 900 ms and one in (2000, 2500]: the third of four is at most 900.
    expect(summary[0].p75.LCP).toMatchObject({ count: 4, upper: 900 });
    expect(summary[1].p75.LCP).toMatchObject({ count: 1, lower: 2000, upper: 2500 });
    expect(summary[1].p75.CLS).toMatchObject({ count: 2, upper: 0 });
    expect(summary[3].p75.LCP).toBeNull();
  });
});

describe("the lab's figures", () => {
  it("are the latest bench run that measured the route, metric by metric", () => {
    const history = [
      run(
        "2026-11-01",
        { "/": figures({ lcpMs: 2100, cls: 0.01 }) },
        { "/": { inp: 96 } as never },
      ),
      run("2026-11-20", { "/": figures({ lcpMs: 1400, cls: 0 }) }),
      run("2026-11-25", { "/contact": figures({ lcpMs: 1300, cls: 0.002 }) }),
    ];
    expect(labFigures(history, "/")).toEqual({ lcpMs: 1400, cls: 0, inpMs: 96 });
    expect(labFigures(history, "/programare")).toEqual({ lcpMs: null, cls: null, inpMs: null });
  });
});

describe("the report", () => {
  it("states the budgets of bench/budgets.ts and prints each row with its verdicts, views and lab figures", () => {
    const text = formatReport({
      windows: [
        {
          days: 7,
          from: "2026-11-23",
          to: "2026-11-29",
          rows: [
            row({ bucket: 1200, views: 3 }),
            row({ metric: "INP", bucket: 2000, views: 3 }),
            row({ metric: "CLS", bucket: 0.02, views: 3 }),
          ],
        },
        { days: 28, from: "2026-11-02", to: "2026-11-29", rows: [] },
      ],
      history: [
        run("2026-11-20", { "/": figures({ lcpMs: 1400, cls: 0 }) }, { "/": { inp: 88 } as never }),
      ],
      dbPath: "/srv/axia-site/var/leads.sqlite",
      sampleRate: 0.5,
    });
    expect(text).toContain(
      `LCP ≤ ${BUDGETS.lcpMs} ms, INP ≤ ${BUDGETS.inpMs} ms, CLS ≤ ${BUDGETS.cls}`,
    );
    expect(text).toContain("Last 7 days (2026-11-23 to 2026-11-29, UTC)");
    const line = text.split("\n").find((l) => /^\/\s+all\s/.test(l))!;
    expect(line.split(/\s{2,}/)).toEqual([
      "/",
      "all",
      "3",
      `1200 ${BUDGETS.lcpMs >= 1200 ? "ok" : "over"} n=3`,
      "1400",
      `2000 ${BUDGETS.inpMs >= 2000 ? "ok" : "over"} n=3`,
      "88",
      `0.020 ${BUDGETS.cls >= 0.02 ? "ok" : "over"} n=3`,
      "0.000",
      "–",
      "–",
    ]);
    expect(text).toMatch(/Last 28 days \(2026-11-02 to 2026-11-29, UTC\)\n {2}no beacon counted/);
  });
});

describe("npm run vitals", () => {
  it("reads the server's database named by CONTACT_DB and prints the routes counted today, with their views", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitals-cli-"));
    try {
      const dbPath = path.join(dir, "leads.sqlite");
      const db = openLeadDb(dbPath);
      const store = openVitalsStore(db.raw);
      const beacon: VitalsBeacon = {
        route: "/servicii/leasing",
        device: "mobile",
        metrics: { LCP: 1100, CLS: 0, INP: 64 },
      };
      store.record(beacon, utcDay(Date.now()));
      store.record(beacon, utcDay(Date.now()));
      // 28 days ago: the day before the longer window's first.
      store.record({ ...beacon, route: "/contact" }, daysBefore(Date.now(), 28));
      db.close();
      const cli = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["bench/vitalsCli.ts"], {
        cwd: ROOT,
        env: { ...process.env, CONTACT_DB: dbPath },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(cli.stderr).toBe("");
      expect(cli.status).toBe(0);
      const rows = cli.stdout.split("\n").filter((l) => l.startsWith("/servicii/leasing "));
      // Both windows, for all devices and for mobile: 2 views each.
      expect(rows.map((l) => l.split(/\s{2,}/).slice(0, 3))).toEqual([
        ["/servicii/leasing", "all", "2"],
        ["/servicii/leasing", "mobile", "2"],
        ["/servicii/leasing", "all", "2"],
        ["/servicii/leasing", "mobile", "2"],
      ]);
      // A day before the last 28 is in neither window.
      expect(cli.stdout).not.toContain("/contact ");
      const missing = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["bench/vitalsCli.ts"], {
        cwd: ROOT,
        env: { ...process.env, CONTACT_DB: path.join(dir, "none.sqlite") },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain("No database at");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
