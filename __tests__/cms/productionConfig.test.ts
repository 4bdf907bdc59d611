/** @jest-environment node */
// The editor's production settings from the environment of `npm run cms:build`: the Git host, its
// login, and drafts (the editorial workflow) wherever Decap's backend for that host has them.
import { EDITORIAL_WORKFLOW, productionConfig } from "../../cms/adminSettings";

const base = { CMS_REPO: "office/axia-site", CMS_BASE_URL: "https://git.example.com" };

describe("productionConfig", () => {
  it.each(["gitlab", "github"])("%s: a save waits as a draft for review", (name) => {
    const config = productionConfig({ ...base, CMS_BACKEND: name });
    expect(config.publish_mode).toBe(EDITORIAL_WORKFLOW);
    expect(config.backend).toMatchObject({ name, repo: "office/axia-site", branch: "main" });
  });

  it.each(["gitea", "forgejo"])(
    "%s: Decap's Gitea backend, which refuses drafts; saves go to CMS_BRANCH",
    (name) => {
      const config = productionConfig({ ...base, CMS_BACKEND: name, CMS_BRANCH: "continut" });
      expect(config.publish_mode).toBeUndefined();
      expect(config.backend).toMatchObject({
        name: "gitea",
        branch: "continut",
        api_root: "https://git.example.com/api/v1",
      });
    },
  );

  it("CMS_DRAFTS=off saves straight to the branch", () => {
    const config = productionConfig({ ...base, CMS_BACKEND: "gitlab", CMS_DRAFTS: "off" });
    expect(config.publish_mode).toBeUndefined();
  });

  it("gitlab logs in with PKCE against the host's API", () => {
    expect(productionConfig({ ...base, CMS_BACKEND: "gitlab" }).backend).toMatchObject({
      auth_type: "pkce",
      api_root: "https://git.example.com/api/v4",
      auth_endpoint: "oauth/authorize",
    });
  });

  it("refuses an unknown host and a missing repository with a clear message", () => {
    expect(() => productionConfig({ ...base, CMS_BACKEND: "bitbucket" })).toThrow(
      /CMS_BACKEND must be gitea, forgejo, gitlab or github/,
    );
    expect(() => productionConfig({ CMS_BACKEND: "forgejo" })).toThrow(/CMS_REPO/);
  });
});
