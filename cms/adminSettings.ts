// What the admin page tells its script: where the Decap bundle is and the configuration that
// depends on where the editor runs (its backend), written into the page as a JSON data block.
export const SETTINGS_ID = "cms-settings";
/** The stylesheet of the previews drawn with the site's components, beside the admin page. */
export const PREVIEW_CSS = "admin.css";

export interface AdminSettings {
  /** The Decap CMS bundle's URL, relative to the admin page. */
  bundle: string;
  /** Merged over the generated config: `backend`, and for production `site_url` and the like. */
  config: Record<string, unknown>;
}

/**
 * Local editing: decap-server writes the files straight into the checkout, or, with `drafts`, keeps
 * each change on a branch of its own until it is marked ready and published (the editorial
 * workflow: draft, in review, ready).
 */
export function localBackend(proxyUrl: string, drafts = false): Record<string, unknown> {
  const backend = { backend: { name: "proxy", proxy_url: proxyUrl, branch: "main" } };
  return drafts ? { ...backend, publish_mode: EDITORIAL_WORKFLOW } : backend;
}

/** Decap's publish mode with drafts and review. */
export const EDITORIAL_WORKFLOW = "editorial_workflow";

/**
 * The editor's settings in production, from the environment of `npm run cms:build`: the Git host
 * with browser login (CMS_BACKEND forgejo, gitea, gitlab or github; CMS_REPO owner/name;
 * CMS_BASE_URL the host; CMS_APP_ID its OAuth application; CMS_BRANCH, main by default). On Forgejo,
 * GitLab and GitHub a save is a draft (a pull or merge request) until someone marks it ready and
 * publishes it; CMS_DRAFTS=off saves straight to the branch. Forgejo has Decap's own backend
 * (since 3.15.1 with drafts and review, logging in with PKCE). Decap's Gitea backend still refuses
 * drafts (3.16.3: "The Gitea backend does not support editorial workflow"): there the review is a
 * pull request from CMS_BRANCH (say `continut`) into `main`, merged in the Git host.
 */
export function productionConfig(env: Record<string, string | undefined>): Record<string, unknown> {
  const name = env.CMS_BACKEND ?? "gitea";
  if (!["gitea", "forgejo", "gitlab", "github"].includes(name))
    throw new Error(
      `CMS_BACKEND must be gitea, forgejo, gitlab or github, not ${JSON.stringify(name)}`,
    );
  if (!env.CMS_REPO) throw new Error("CMS_REPO (owner/name of the site's repository) is required");
  const base = env.CMS_BASE_URL ?? "";
  if (!base && (name === "gitea" || name === "forgejo"))
    throw new Error(`CMS_BASE_URL (the ${name} host, e.g. https://git.example.com) is required`);
  const backend: Record<string, unknown> = {
    name,
    repo: env.CMS_REPO,
    branch: env.CMS_BRANCH ?? "main",
    app_id: env.CMS_APP_ID,
    base_url: base || undefined,
  };
  // Forgejo's login takes the host from api_root (its /api/v1 cut off), Gitea's from base_url.
  if (name === "gitea" || name === "forgejo") backend.api_root = `${base}/api/v1`;
  if (name === "gitlab") {
    backend.auth_type = "pkce";
    backend.api_root = `${base || "https://gitlab.com"}/api/v4`;
    backend.auth_endpoint = "oauth/authorize";
  }
  const drafts = name !== "gitea" && env.CMS_DRAFTS !== "off";
  return {
    backend,
    ...(drafts ? { publish_mode: EDITORIAL_WORKFLOW } : {}),
    site_url: env.CMS_SITE_URL,
    display_url: env.CMS_SITE_URL,
  };
}
