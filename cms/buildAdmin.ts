// `npm run cms:build`: writes the editor's page for production (index.html, admin.js and Decap's
// bundle) into CMS_ADMIN_DIR (default var/admin), for the proxy to serve at /admin/ with a CSP of
// its own. The backend is the Git host with browser login, named by the environment (see
// productionConfig in cms/adminSettings.ts): CMS_BACKEND, CMS_REPO, CMS_BASE_URL, CMS_APP_ID,
// CMS_BRANCH, CMS_SITE_URL and CMS_DRAFTS.
import path from "node:path";
import { productionConfig } from "./adminSettings";
import { writeAdmin } from "./adminSite";

const config = productionConfig(process.env);
const dir = path.resolve(process.env.CMS_ADMIN_DIR ?? "var/admin");
const files = writeAdmin(dir, config);
const drafts = config.publish_mode ? "drafts and review (editorial workflow)" : "no drafts";
console.log(`Wrote ${files.join(", ")} to ${dir} (${drafts})`);
