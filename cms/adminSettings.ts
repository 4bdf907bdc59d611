// What the admin page tells its script: where the Decap bundle is and the configuration that
// depends on where the editor runs (its backend), written into the page as a JSON data block.
export const SETTINGS_ID = "cms-settings";

export interface AdminSettings {
  /** The Decap CMS bundle's URL, relative to the admin page. */
  bundle: string;
  /** Merged over the generated config: `backend`, and for production `site_url` and the like. */
  config: Record<string, unknown>;
}

/** Local editing: decap-server writes the files straight into the checkout. */
export function localBackend(proxyUrl: string): Record<string, unknown> {
  return { backend: { name: "proxy", proxy_url: proxyUrl, branch: "main" } };
}
