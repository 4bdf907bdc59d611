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
      'data/page-leasing.json (route): page key "leasing" has no FAQ items (its "faq")',
    );
  });

  it("name the file and item of a link to a route that does not exist", () => {
    const nodes = withChange(
      (n) => n.internal.type === "MenuJson" && n.jsonId === 2,
      (n) => ({ ...n, link: "/despre" }),
    );
    expect(checkData(checkInput(nodes))).toContain(
      'data/menu.json (jsonId "2"): link "/despre" is not a route of the site',
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
      'data/footer.json (lang "ro"): link "/nu-exista" is not a route of the site',
    );
    expect(problems.join("\n")).not.toContain("/contact#contact-form");
  });

  it("name a missing required field, nested ones included", () => {
    const nodes = withChange(
      (n) => n.internal.type === "PagesJson" && n.path === "/contact",
      (n) => ({ ...n, title: undefined }),
    ).map((n) => (n.internal.type === "SiteJson" ? { ...n, builder: { label: "Studio" } } : n));
    const problems = checkData(checkInput(nodes));
    expect(problems).toContain('data/page-contact.json (route): required field "title" is missing');
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
      'data/page-despre-noi.json (route): template "AboutRoPageX" has no file src/templates/AboutRoPageX.tsx',
    );
    // The Romanian reason is a part of its page file; the English one an item of its own file.
    const unknownIcon = 'icon "unicorn" is not one of src/components/ui/icons/paths.ts';
    expect(problems).toContain(`data/page-despre-noi.json (reasons[0]): ${unknownIcon}`);
    expect(problems).toContain(`data/why-choose.en.json (jsonId "1"): ${unknownIcon}`);
  });

  it("reject a route listed twice and a canonical that is not a route", () => {
    const pages = dataNodes().filter((n) => n.internal.type === "PagesJson");
    const route = (path: string) => pages.find((n) => n.path === path)!;
    // A page file's route, and an English route of data/pages.json.
    const copies: DataNode[] = [
      { ...route("/despre-noi"), id: "copy ro", canonical: "/nowhere" },
      { ...route("/about"), id: "copy en", parentPath: "/nicaieri" },
    ];
    const problems = checkData(checkInput([...dataNodes(), ...copies]));
    expect(problems).toContain("data/page-despre-noi.json (route): the path is listed twice");
    expect(problems).toContain(
      'data/page-despre-noi.json (route): canonical "/nowhere" is not a route of the site',
    );
    expect(problems).toContain('data/pages.json (path "/about"): the path is listed twice');
    expect(problems).toContain(
      'data/pages.json (path "/about"): parentPath "/nicaieri" is not a route of the site',
    );
  });

  it("name the page file and the place of a FAQ item in it", () => {
    const nodes = withChange(
      (n) => n.internal.type === "FaqJson" && n.page === "leasing" && n.jsonId === 19,
      (n) => ({ ...n, title: undefined }),
    );
    const problems = checkData(checkInput(nodes));
    expect(problems).toContain(
      'data/page-leasing.json (faq[2]): required field "title" is missing',
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
