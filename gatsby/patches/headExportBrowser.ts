// Gatsby's handler of a page's `Head` export, left out of the browser's bundle of a production
// build. The page renderer calls it on every render; it renders a template's `Head` export into the
// document head, and does nothing else of use when the template has none. No template of the site
// exports `Head` (the head is react-helmet's, src/seo/), yet the handler and its helpers were 1.7 KB
// gzip of every page's first-load script.
import path from "node:path";

/** The handler's file, as the page renderer imports it (`.cache/`, a copy of `cache-dir/`). */
export const HEAD_EXPORT_BROWSER = /[\\/]\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/;

/** What the production build bundles in its place: the same export, doing nothing. */
export const HEAD_EXPORT_BROWSER_STUB = path.join(__dirname, "headExportBrowser.production.ts");
