// `npm run cms:build`: writes the editor's page for production (index.html, admin.js and Decap's
// bundle) into CMS_ADMIN_DIR (default var/admin), for the proxy to serve at /admin/ with a CSP of
// its own. The backend is the Git host with browser login, named by the environment:
// CMS_BACKEND (gitea, forgejo, gitlab or github), CMS_REPO (owner/name), CMS_BASE_URL (the Git
// host, e.g. https://git.example.com), CMS_APP_ID (its OAuth application id), CMS_BRANCH (main).
import path from "node:path";
import { writeAdmin } from "./adminSite";

const env = process.env;
const name = env.CMS_BACKEND ?? "gitea";
const base = env.CMS_BASE_URL ?? "";
const backend: Record<string, unknown> = {
  name,
  repo: env.CMS_REPO,
  branch: env.CMS_BRANCH ?? "main",
  app_id: env.CMS_APP_ID,
  base_url: base || undefined,
};
if (name === "gitea" || name === "forgejo") backend.api_root = `${base}/api/v1`;
if (name === "gitlab") {
  backend.auth_type = "pkce";
  backend.api_root = `${base || "https://gitlab.com"}/api/v4`;
  backend.auth_endpoint = "oauth/authorize";
}
if (!env.CMS_REPO) throw new Error("CMS_REPO (owner/name of the site's repository) is required");
const dir = path.resolve(env.CMS_ADMIN_DIR ?? "var/admin");
const files = writeAdmin(dir, {
  backend,
  site_url: env.CMS_SITE_URL,
  display_url: env.CMS_SITE_URL,
});
console.log(`Wrote ${files.join(", ")} to ${dir}`);
