// Gatsby's service-worker registration, left out of the browser's bundle of a production build.
// Gatsby's app entry (`production-app.js`) requires it only when a browser plugin's
// `registerServiceWorker` returns true, but webpack bundles a conditional require all the same, so
// every page's first-load script carried it (0.7 KB gzip) without ever running it. No plugin of
// the site registers a service worker.
import path from "node:path";

/** The registration file, as the app entry requires it (`.cache/`, a copy of `cache-dir/`). */
export const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/** What the production build bundles in its place: a module that does nothing. */
export const SERVICE_WORKER_REGISTRATION_STUB = path.join(
  __dirname,
  "serviceWorkerRegistration.production.ts",
);
