import zlib from "node:zlib";
import { plainPagefindData, skipReason } from "../../scripts/search-index";

const page = (head: string, body = '<main data-pagefind-body="true"><h1>T</h1></main>') =>
  `<!DOCTYPE html><html lang="ro"><head>${head}</head><body>${body}</body></html>`;

describe("the search index build", () => {
  it("indexes real pages, and also those kept from search engines", () => {
    const canonical = '<link rel="canonical" href="https://www.example.ro/servicii/leasing"/>';
    expect(skipReason("servicii/leasing/index.html", page(canonical))).toBeNull();
    const english =
      '<meta name="robots" content="noindex, follow"/><link rel="canonical" href="https://x.ro/pricing"/>';
    expect(skipReason("pricing/index.html", page(english))).toBeNull();
  });

  it("leaves out the not-found page, duplicate routes and files that are not pages", () => {
    expect(skipReason("404.html", page(""))).toBe("not-found page");
    expect(skipReason("404/index.html", page(""))).toBe("not-found page");
    const duplicate = '<link rel="canonical" href="https://www.example.ro/pricing"/>';
    expect(skipReason("pricing-plan/index.html", page(duplicate))).toBe("duplicate of /pricing");
    expect(skipReason("_gatsby/slices/x.html", "<script></script>")).toBe("no <html lang>");
    expect(skipReason("a/index.html", page("", "<main><h1>T</h1></main>"))).toBe(
      "no <main data-pagefind-body>",
    );
  });

  it("stores Pagefind's gzipped data plain, and refuses what is not Pagefind's", () => {
    const plain = Buffer.concat([Buffer.from("pagefind_dcd"), Buffer.from([1, 2, 3])]);
    expect(plainPagefindData(zlib.gzipSync(plain), "index/ro_1.pf_index")).toEqual(plain);
    expect(plainPagefindData(plain, "index/ro_1.pf_index")).toEqual(plain);
    expect(() =>
      plainPagefindData(zlib.gzipSync(Buffer.from("other")), "wasm.ro.pagefind"),
    ).toThrow(/wasm\.ro\.pagefind is not a Pagefind data file/);
  });
});
