// `npm run cms:build`: writes the editor's page for production (index.html, admin.js, admin.css,
// Decap's bundle and its chunks) into CMS_ADMIN_DIR (default var/admin), for the proxy to serve at /admin/ with a CSP of
// its own. The backend is the Git host with browser login, named by the environment (see
// productionConfig in cms/adminSettings.ts): CMS_BACKEND, CMS_REPO, CMS_BASE_URL, CMS_APP_ID,
// CMS_BRANCH, CMS_SITE_URL and CMS_DRAFTS.
import path from "node:path";
import { productionConfig } from "./adminSettings";
import { CHUNK, writeAdmin } from "./adminSite";

const config = productionConfig(process.env);
const dir = path.resolve(process.env.CMS_ADMIN_DIR ?? "var/admin");
const files = writeAdmin(dir, config);
const drafts = config.publish_mode ? "drafts and review (editorial workflow)" : "no drafts";
const chunks = files.filter((name) => CHUNK.test(name)).length;
const named = files.filter((name) => !CHUNK.test(name)).join(", ");
const backend = (config.backend as { name: string }).name;
console.log(`Wrote ${named} and ${chunks} chunks of Decap's to ${dir} (${backend}, ${drafts})`);
