/** @jest-environment node */
// The compare run's side-by-side table and its verdicts, from made-up runs: each figure the
// median of its runs, the pages of a kind one under the other, each verdict the worst routes'
// medians of both sides, and a figure missing on either side a "no".
import {
  compareRow,
  formatCompareTable,
  formatVerdicts,
  shortRoute,
  verdicts,
  worstOf,
  type CompareRow,
  type CompareSite,
  type LighthouseRunFigures,
} from "../../bench/peerCompare";
import { unmeasuredPhone, type PhoneResult } from "../../bench/phoneFigures";

const OURS: CompareSite = { key: "ours", title: "ours", routes: ["/", "/leasing"], hasMenu: true };
const WIND: CompareSite = {
  key: "astrowind",
  title: "AstroWind",
  routes: ["/", "/get-started-website-with-astro-tailwind-css"],
  hasMenu: true,
};
const BLOG: CompareSite = {
  key: "starter-blog",
  title: "gatsby-starter-blog",
  routes: ["/", "/hello-world/"],
  hasMenu: false,
};
const SITES = [OURS, WIND, BLOG];

const lh = (
  tbtMs: number | null,
  lcpMs = 1400,
  fcpMs = 900,
  jsGzKb = 90,
): LighthouseRunFigures => ({
  tbtMs,
  lcpMs,
  fcpMs,
  jsGzKb,
});

/** A route's phone figures as medianPhone gives them. */
function phone(path: string, values: Partial<PhoneResult>): PhoneResult {
  return { ...unmeasuredPhone(path, ""), errors: [], runs: 3, ...values };
}

const menuPhone = (
  path: string,
  readyMs: number,
  menuInp: number,
  inp = menuInp,
  blockingMs: number | null = 0,
) =>
  phone(path, {
    menuFromPaintMs: readyMs,
    deadTaps: 0,
    scrollKept: true,
    blockingMs,
    inpMs: { ...unmeasuredPhone(path, "").inpMs, menu: menuInp },
    inp,
  });

function rows(values: { ours: [number, number]; wind: [number, number]; blog: [number, number] }) {
  return [
    compareRow(OURS, "/", [lh(120), lh(values.ours[0]), lh(80)], menuPhone("/", 190, 48, 72)),
    compareRow(OURS, "/leasing", [lh(values.ours[1])], menuPhone("/leasing", 210, 56, 96, 12)),
    compareRow(WIND, "/", [lh(values.wind[0])], menuPhone("/", 330, 64, 64, 36)),
    compareRow(WIND, WIND.routes[1], [lh(values.wind[1])], menuPhone(WIND.routes[1], 220, 80)),
    compareRow(BLOG, "/", [lh(values.blog[0])], phone("/", { scrollKept: null, blockingMs: 8 })),
    compareRow(
      BLOG,
      "/hello-world/",
      [lh(values.blog[1])],
      phone("/hello-world/", { scrollKept: true, blockingMs: 0 }),
    ),
  ];
}

describe("a site's row", () => {
  it("holds the median of each Lighthouse figure over the runs that gave it, and the phone's", () => {
    const row = compareRow(
      OURS,
      "/",
      [lh(200, 1500, 950, 91.94), lh(null, 1300, 850, 91.94), lh(100, 1400, 900, 91.94), lh(150)],
      menuPhone("/", 190, 48, 72, 30),
    );
    expect(row).toMatchObject({
      lighthouseRuns: 4,
      phoneRuns: 3,
      tbtMs: 150,
      lcpMs: 1400,
      fcpMs: 900,
      jsGzKb: 91.9,
      readyMs: 190,
      deadTaps: 0,
      scrollKept: true,
      phoneTbtMs: 30,
      menuInpMs: 48,
      inpMs: 72,
    });
  });

  it("is all – when nothing was measured", () => {
    const row = compareRow(BLOG, "/", [], null);
    expect(row).toMatchObject({
      lighthouseRuns: 0,
      phoneRuns: 0,
      tbtMs: null,
      readyMs: null,
      phoneTbtMs: null,
    });
  });
});

describe("the side-by-side table", () => {
  it("puts the sites' first routes together, then their second ones, with – where none", () => {
    const table = formatCompareTable(
      SITES,
      rows({ ours: [110, 130], wind: [168, 0], blog: [225, 65] }),
    );
    expect(table).toBe(
      [
        "site                route                           runs TBT ms LCP ms FCP ms  JS gz ready dead scroll TBT ph  menu   INP",
        "-------------------------------------------------------------------------------------------------------------------------",
        "ours                /                                3/3    110   1400    900   90.0   190    0   kept      0    48    72",
        "AstroWind           /                                1/3    168   1400    900   90.0   330    0   kept     36    64    64",
        "gatsby-starter-blog /                                1/3    225   1400    900   90.0     –    –      –      8     –     –",
        "",
        "ours                /leasing                         1/3    130   1400    900   90.0   210    0   kept     12    56    96",
        "AstroWind           /get-started-website-with-ast…   1/3      0   1400    900   90.0   220    0   kept      0    80    80",
        "gatsby-starter-blog /hello-world/                    1/3     65   1400    900   90.0     –    –   kept      0     –     –",
      ].join("\n"),
    );
  });

  it("cuts only routes longer than its column", () => {
    expect(shortRoute("/servicii/leasing")).toBe("/servicii/leasing");
    expect(shortRoute("/abcdef", 5)).toBe("/abc…");
  });
});

describe("the verdicts", () => {
  const measured = { lighthouse: true, phone: true };

  it("hold our worst route against each peer's worst route: TBT for all, INP where both have a menu", () => {
    const list = verdicts(
      SITES,
      rows({ ours: [110, 130], wind: [168, 0], blog: [225, 65] }),
      measured,
    );
    expect(list.map((v) => v.line)).toEqual([
      "our TBT ≤ AstroWind's: yes (ours 130 ms on /leasing, AstroWind's 168 ms on /)",
      "our phone TBT ≤ AstroWind's: yes (real load; ours 12 ms on /leasing, AstroWind's 36 ms on /)",
      "our INP ≤ AstroWind's: yes (menu tap; ours 56 ms on /leasing, AstroWind's 80 ms on /get-started-website-with-astro-tailwind-css)",
      "our TBT ≤ gatsby-starter-blog's: yes (ours 130 ms on /leasing, gatsby-starter-blog's 225 ms on /)",
      "our phone TBT ≤ gatsby-starter-blog's: no (real load; ours 12 ms on /leasing, gatsby-starter-blog's 8 ms on /)",
    ]);
    expect(list.map((v) => v.yes)).toEqual([true, true, true, true, false]);
  });

  it("say no when ours is higher, and yes when equal", () => {
    const list = verdicts(
      SITES,
      rows({ ours: [110, 168], wind: [168, 0], blog: [100, 65] }),
      measured,
    );
    expect(list.map((v) => [v.figure, v.peer, v.yes])).toEqual([
      ["TBT", "AstroWind", true],
      ["phone TBT", "AstroWind", true],
      ["INP", "AstroWind", true],
      ["TBT", "gatsby-starter-blog", false],
      ["phone TBT", "gatsby-starter-blog", false],
    ]);
    expect(list[3].line).toBe(
      "our TBT ≤ gatsby-starter-blog's: no (ours 168 ms on /leasing, gatsby-starter-blog's 100 ms on /)",
    );
  });

  it("say no when a route of either side has no figure, naming it", () => {
    const all = rows({ ours: [110, 130], wind: [168, 0], blog: [225, 65] });
    all[3] = compareRow(WIND, WIND.routes[1], [lh(null)], menuPhone(WIND.routes[1], 220, 80));
    expect(worstOf(all, "astrowind", (r: CompareRow) => r.tbtMs)).toEqual({
      value: null,
      route: WIND.routes[1],
    });
    const [tbt] = verdicts(SITES, all, measured);
    expect(tbt.yes).toBe(false);
    expect(tbt.line).toBe(
      "our TBT ≤ AstroWind's: no (ours 130 ms on /leasing, AstroWind's not measured on " +
        "/get-started-website-with-astro-tailwind-css)",
    );
  });

  it("leave out the lines of a half not measured", () => {
    const all = rows({ ours: [110, 130], wind: [168, 0], blog: [225, 65] });
    expect(verdicts(SITES, all, { lighthouse: false, phone: true }).map((v) => v.figure)).toEqual([
      "phone TBT",
      "INP",
      "phone TBT",
    ]);
    expect(verdicts(SITES, all, { lighthouse: true, phone: false }).map((v) => v.figure)).toEqual([
      "TBT",
      "TBT",
    ]);
    expect(formatVerdicts([])).toMatch(/^verdicts: none/);
    expect(formatVerdicts(verdicts(SITES, all, measured)).split("\n")).toHaveLength(6);
  });
});
