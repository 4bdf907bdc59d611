/** @jest-environment node */
import { checkData, type DataNode } from "../../gatsby/checks";
import { checkInput, dataNodes } from "../helpers/dataNodes";

/** The real data with one node changed. */
function withChange(match: (n: DataNode) => boolean, change: (n: DataNode) => DataNode) {
  return dataNodes().map((n) => (match(n) ? change(n) : n));
}

describe("build-time data checks", () => {
  it("pass on the project's data", () => {
    expect(checkData(checkInput(dataNodes()))).toEqual([]);
  });

  it("name the page when its FAQ key has no items", () => {
    const nodes = dataNodes().filter(
      (n) => !(n.internal.type === "FaqJson" && n.page === "leasing"),
    );
    expect(checkData(checkInput(nodes))).toContain(
      'data/pages.json (path "/servicii/leasing"): page key "leasing" has no FAQ items in data/faq.*.json',
    );
  });

  it("name the file and item of a link to a route that does not exist", () => {
    const nodes = withChange(
      (n) => n.internal.type === "MenuJson" && n.jsonId === 2,
      (n) => ({ ...n, link: "/despre" }),
    );
    expect(checkData(checkInput(nodes))).toContain(
      'data/menu.json (jsonId "2"): link "/despre" is not a route in data/pages.json',
    );
  });

  it("check links nested in lists, and accept a #hash on a real route", () => {
    const nodes = withChange(
      (n) => n.internal.type === "FooterJson" && n.lang === "ro",
      (n) => ({
        ...n,
        columns: [
          {
            title: "Link-uri",
            links: [
              { title: "A", link: "/contact#contact-form" },
              { title: "B", link: "/nu-exista" },
            ],
          },
        ],
      }),
    );
    const problems = checkData(checkInput(nodes));
    expect(problems).toContain(
      'data/footer.json (lang "ro"): link "/nu-exista" is not a route in data/pages.json',
    );
    expect(problems.join("\n")).not.toContain("/contact#contact-form");
  });

  it("name a missing required field, nested ones included", () => {
    const nodes = withChange(
      (n) => n.internal.type === "PagesJson" && n.path === "/contact",
      (n) => ({ ...n, title: undefined }),
    ).map((n) => (n.internal.type === "SiteJson" ? { ...n, builder: { label: "Studio" } } : n));
    const problems = checkData(checkInput(nodes));
    expect(problems).toContain(
      'data/pages.json (path "/contact"): required field "title" is missing',
    );
    expect(problems).toContain(
      'data/site.json (the file\'s object): required field "builder.url" is missing',
    );
  });

  it("name an image file that does not exist", () => {
    const nodes = withChange(
      (n) => n.internal.type === "SiteJson",
      (n) => ({ ...n, defaultOgImage: "images/missing.png" }),
    );
    expect(checkData(checkInput(nodes))).toContain(
      'data/site.json (the file\'s object): file "images/missing.png" of field "defaultOgImage" does not exist',
    );
  });

  it("reject an unknown icon name and a template without a file", () => {
    const nodes = withChange(
      (n) => n.internal.type === "PagesJson" && n.path === "/despre-noi",
      (n) => ({ ...n, template: "AboutRoPageX" }),
    ).map((n) =>
      n.internal.type === "WhyChooseJson" && n.jsonId === 1 ? { ...n, icon: "unicorn" } : n,
    );
    const problems = checkData(checkInput(nodes));
    expect(problems).toContain(
      'data/pages.json (path "/despre-noi"): template "AboutRoPageX" has no file src/templates/AboutRoPageX.tsx',
    );
    expect(problems.some((p) => p.includes('icon "unicorn"'))).toBe(true);
  });

  it("reject a route listed twice and a canonical that is not a route", () => {
    const pages = dataNodes().filter((n) => n.internal.type === "PagesJson");
    const copy: DataNode = { ...pages[1], id: "copy", canonical: "/nowhere" };
    const problems = checkData(checkInput([...dataNodes(), copy]));
    expect(problems).toContain(`data/pages.json (path "${copy.path}"): the path is listed twice`);
    expect(problems).toContain(
      `data/pages.json (path "${copy.path}"): canonical "/nowhere" is not a route in data/pages.json`,
    );
  });

  it("fail when two indexable pages share a title or a description", () => {
    const nodes = withChange(
      (n) => n.internal.type === "PagesJson" && n.path === "/servicii/factoring",
      (n) => {
        const leasing = dataNodes().find((p) => p.path === "/servicii/leasing")!;
        return { ...n, pageTitle: leasing.pageTitle, description: leasing.description };
      },
    );
    const problems = checkData(checkInput(nodes)).filter((p) => p.includes("same as"));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /path "\/servicii\/(factoring|leasing)"\): pageTitle is the same as on/,
    );
  });

  it("let a duplicate spelling share its canonical page's title", () => {
    const nodes = withChange(
      (n) => n.internal.type === "PagesJson" && String(n.path).startsWith("/testimonial"),
      (n) => ({ ...n, indexable: true }),
    );
    expect(checkData(checkInput(nodes)).filter((p) => p.includes("same as"))).toEqual([]);
  });
});
