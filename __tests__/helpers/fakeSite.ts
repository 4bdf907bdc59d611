// A small public/ as Gatsby writes it, for server tests: a home page, the contact page with its form
// and the token field as the build renders them (empty), both 404 pages, and a dotfile that must
// never be served.
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { renderToString } from "react-dom/server";
import { TimeTrapField } from "../../src/contact/TimeTrapField";

/** Writes the site into `dir`/public and returns that folder. */
export function writeFakeSite(dir: string): string {
  const root = path.join(dir, "public");
  fs.mkdirSync(path.join(root, "contact"), { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><p>acasă</p>");
  // What Gatsby writes for a page with the form: the token field with its marker, no value.
  const field = renderToString(
    React.createElement(TimeTrapField, { trap: { ref: { current: null } } }),
  );
  fs.writeFileSync(
    path.join(root, "contact", "index.html"),
    `<!doctype html><form method="post" action="/sendmail.php" accept-charset="utf-8">${field}</form>`,
  );
  fs.writeFileSync(path.join(root, "404.html"), "<!doctype html><p>404 page</p>");
  fs.mkdirSync(path.join(root, "404"));
  fs.writeFileSync(path.join(root, "404", "index.html"), "<!doctype html><p>404 page</p>");
  fs.writeFileSync(path.join(root, ".env"), "SMTP_URL=smtp://secret");
  return root;
}
