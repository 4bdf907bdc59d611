// The built service pages (public/) as a browser without JavaScript gets them: the checklist's
// closed disclosure with every item in the HTML, and the print stylesheet that shows it closed.
import fs from "node:fs";
import path from "node:path";
import { readServiceChecklists } from "../../io/documents";
import { serviceSlug } from "../../contract/forms/bookingContext";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { routes } from "../helpers/dataFiles";

const services = routes().filter((r) => r.template === "ServicePage");
const checklists = readServiceChecklists(path.resolve(__dirname, "../../data"));
const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe.each(services.map((r) => [r.path]))("the built %s", (routePath) => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, routePath, "index.html"), "utf8");
  const section = /<section id="documente"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

  it("holds the checklist's closed <details> with every item", () => {
    expect(section).toMatch(/<details(?![^>]*\sopen)[^>]*data-print-open[^>]*><summary/);
    const checklist = checklists.get(serviceSlug(routePath))!;
    for (const item of checklist.groups.flatMap((g) => g.items)) {
      expect(section).toContain(`<li>${escape(item)}</li>`);
    }
  });

  it("shows a closed disclosure's content in print, and hides the button without scripting", () => {
    expect(html).toMatch(
      /@media print\{\.[\w-]+::details-content\{[^}]*content-visibility:visible/,
    );
    expect(html).toMatch(/@media \(scripting:none\)\{\.[\w-]+\{display:none\}\}/);
  });
});
