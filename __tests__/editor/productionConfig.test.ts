/** @jest-environment node */
// The editor's production settings from the environment of `npm run cms:build`: the Git host, its
// login, and drafts (the editorial workflow) wherever Decap's backend for that host has them:
// Forgejo (its own backend since Decap 3.15.1), GitLab and GitHub, not Gitea.
import fs from "node:fs";
import path from "node:path";
import { EDITORIAL_WORKFLOW, productionConfig } from "../../cms/adminSettings";

const base = { CMS_REPO: "office/axia-site", CMS_BASE_URL: "https://git.example.com" };
const BUNDLE = path.resolve(__dirname, "../../node_modules/decap-cms/dist/decap-cms.js");

describe("productionConfig", () => {
  it.each(["forgejo", "gitlab", "github"])("%s: a save waits as a draft for review", (name) => {
    const config = productionConfig({ ...base, CMS_BACKEND: name });
    expect(config.publish_mode).toBe(EDITORIAL_WORKFLOW);
    expect(config.backend).toMatchObject({ name, repo: "office/axia-site", branch: "main" });
  });

  it("forgejo: Decap's Forgejo backend, on the host's API, drafts into CMS_BRANCH", () => {
    const config = productionConfig({
      ...base,
      CMS_BACKEND: "forgejo",
      CMS_BRANCH: "continut",
      CMS_APP_ID: "app-id",
    });
    expect(config.backend).toMatchObject({
      name: "forgejo",
      branch: "continut",
      app_id: "app-id",
      api_root: "https://git.example.com/api/v1",
    });
    expect(config.publish_mode).toBe(EDITORIAL_WORKFLOW);
  });

  it("gitea: Decap's Gitea backend, which refuses drafts; saves go to CMS_BRANCH", () => {
    const config = productionConfig({ ...base, CMS_BACKEND: "gitea", CMS_BRANCH: "continut" });
    expect(config.publish_mode).toBeUndefined();
    expect(config.backend).toMatchObject({
      name: "gitea",
      branch: "continut",
      base_url: "https://git.example.com",
      api_root: "https://git.example.com/api/v1",
    });
  });

  it("names only backends the served Decap bundle has, drafts only where it allows them", () => {
    const bundle = fs.readFileSync(BUNDLE, "utf8");
    for (const name of ["forgejo", "gitea", "gitlab", "github"]) {
      const config = productionConfig({ ...base, CMS_BACKEND: name });
      expect(bundle).toContain(`registerBackend("${(config.backend as { name: string }).name}"`);
    }
    // If a later Decap gives Gitea drafts, this fails: then turn them on for gitea too.
    expect(bundle).toContain("The Gitea backend does not support editorial workflow");
  });

  it.each(["forgejo", "gitlab"])("CMS_DRAFTS=off on %s saves straight to the branch", (name) => {
    const config = productionConfig({ ...base, CMS_BACKEND: name, CMS_DRAFTS: "off" });
    expect(config.publish_mode).toBeUndefined();
  });

  it("gitlab logs in with PKCE against the host's API", () => {
    expect(productionConfig({ ...base, CMS_BACKEND: "gitlab" }).backend).toMatchObject({
      auth_type: "pkce",
      api_root: "https://git.example.com/api/v4",
      auth_endpoint: "oauth/authorize",
    });
  });

  it("refuses an unknown host, a missing repository and a missing host with a clear message", () => {
    expect(() => productionConfig({ ...base, CMS_BACKEND: "bitbucket" })).toThrow(
      /CMS_BACKEND must be gitea, forgejo, gitlab or github/,
    );
    expect(() => productionConfig({ CMS_BACKEND: "forgejo" })).toThrow(/CMS_REPO/);
    for (const name of ["forgejo", "gitea"])
      expect(() => productionConfig({ CMS_BACKEND: name, CMS_REPO: "office/axia-site" })).toThrow(
        /CMS_BASE_URL/,
      );
  });
});
