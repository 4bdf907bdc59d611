/** @jest-environment node */
// `npm run bench -- --compare`: which peers and routes the command line asks for, the order the
// runs are made in, and when a run fails.
import { failure } from "../../bench/outcome";
import { interleave, parseCompare, type CompareSite } from "../../bench/peerCompare";
import { PEERS, type Peer } from "../../bench/peers";

const peer = (name: string, routes: string[]): Peer => ({
  ...PEERS[0],
  name,
  title: name.toUpperCase(),
  routes,
});
const A = peer("alpha", ["/", "/post"]);
const B = peer("beta-blog", ["/", "/hello/"]);
const TABLE = [A, B];

const parse = (...argv: string[]) => parseCompare(["node", "run.ts", ...argv], TABLE);
const chosen = (...argv: string[]) =>
  parse(...argv)?.map((c) => [c.peer.name, c.routes.join(",")]) ?? null;

describe("--compare", () => {
  it("is off without the flag, and every peer with their own routes when bare", () => {
    expect(parse("--runs=3", "--routes=/")).toBeNull();
    expect(chosen("--compare")).toEqual([
      ["alpha", "/,/post"],
      ["beta-blog", "/,/hello/"],
    ]);
  });

  it("names peers, in the table's order, and takes each one's routes from --<name>-routes", () => {
    expect(chosen("--compare=beta-blog,alpha")).toEqual([
      ["alpha", "/,/post"],
      ["beta-blog", "/,/hello/"],
    ]);
    expect(chosen("--compare=beta-blog", "--beta-blog-routes=/, /a/,/b")).toEqual([
      ["beta-blog", "/,/a/,/b"],
    ]);
    // The site's own --routes is not a peer's.
    expect(chosen("--compare=alpha", "--routes=/contact")).toEqual([["alpha", "/,/post"]]);
  });

  it("refuses what it would otherwise ignore or misread", () => {
    expect(() => parse("--compare=gamma")).toThrow(/peer names: alpha, beta-blog \(got "gamma"\)/);
    expect(() => parse("--compare=")).toThrow(/peer names/);
    expect(() => parse("--compare=alpha", "--beta-blog-routes=/")).toThrow(
      /--beta-blog-routes: "beta-blog" is not a compared peer/,
    );
    expect(() => parse("--alpha-routes=/")).toThrow(/--alpha-routes=\/ needs --compare/);
    expect(() => parse("--compare", "--alpha-routes=post")).toThrow(/paths starting with "\/"/);
    expect(() => parse("--compare", "--alpha-routes=")).toThrow(/paths starting with "\/"/);
  });

  it("knows the real peers by names the flags can carry, each on its own port", () => {
    expect(PEERS.map((p) => p.name)).toEqual(["astrowind", "starter-blog"]);
    for (const p of PEERS) expect(p.name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(new Set(PEERS.map((p) => p.port)).size).toBe(PEERS.length);
    expect(parseCompare(["--compare=starter-blog"])?.[0].routes).toEqual(["/", "/hello-world/"]);
  });
});

describe("the order of the runs", () => {
  const site = (key: string, routes: string[]): CompareSite => ({
    key,
    title: key,
    routes,
    hasMenu: true,
  });

  it("goes round by round, each site's first route in turn, then each one's second", () => {
    const order = interleave(
      [site("ours", ["/", "/leasing"]), site("alpha", ["/", "/post"]), site("beta", ["/"])],
      2,
    ).map((t) => `${t.round} ${t.site} ${t.route}`);
    expect(order).toEqual([
      "1 ours /",
      "1 alpha /",
      "1 beta /",
      "1 ours /leasing",
      "1 alpha /post",
      "2 ours /",
      "2 alpha /",
      "2 beta /",
      "2 ours /leasing",
      "2 alpha /post",
    ]);
  });

  it("makes each site's every route once per round, and nothing for no round", () => {
    const sites = [site("ours", ["/"]), site("alpha", ["/", "/a", "/b"])];
    const tasks = interleave(sites, 3);
    expect(tasks).toHaveLength(3 * 4);
    expect(tasks.filter((t) => t.site === "alpha" && t.route === "/b").map((t) => t.round)).toEqual(
      [1, 2, 3],
    );
    expect(interleave(sites, 0)).toEqual([]);
  });
});

describe("a run fails", () => {
  it("when a budget is missed or a verdict is no, and passes otherwise", () => {
    expect(failure([], [{ yes: true }, { yes: true }])).toBeNull();
    expect(failure(["/: TBT ms 164 (≤ 150)"], [])).toBe("1 budget miss(es)");
    expect(failure([], [{ yes: true }, { yes: false }])).toBe('1 verdict(s) "no"');
    expect(failure(["a", "b"], [{ yes: false }])).toBe('2 budget miss(es), 1 verdict(s) "no"');
  });
});
