// The admin page's script (served at /admin/admin.js, bundled by cms/adminSite.ts): it loads the
// Decap CMS bundle, registers the data files' formats, completes the Romanian interface, and starts
// the editor with the generated configuration and the backend the page names (local
// decap-server, or the production Git host).
import config from "../config.json";
import { FORMATS, type Formatter } from "./formats";
import { MISSING_RO_PHRASES, mergePhrases, type Phrases } from "./phrasesRo";
import { PREVIEW_CSS, SETTINGS_ID, type AdminSettings } from "../adminSettings";
import { problemsOf } from "./checks";
import { PAGES_COLLECTION } from "../formatNames";
import { checkUploads } from "./uploads";
import { previewTemplates } from "./preview/register";

/** A React function component that renders nothing; Decap calls it with its own React. */
type Nothing = () => null;

/** What Decap hands an event listener: the entry as an Immutable.js map. */
interface Immutable {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
}

interface DecapCms {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: Immutable }) => void;
  }): void;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  registerWidget(name: string, control: Nothing, preview: Nothing): void;
  registerLocale(locale: string, phrases: Phrases): void;
  getLocale(locale: string): Phrases | undefined;
}

/** Previews stay readable: images at a card's size, not the illustration's full width. */
const PREVIEW_STYLE = "img { max-width: 100%; max-height: 240px; object-fit: contain; }";

/**
 * Hidden fields (list items' ids) have no widget in Decap, so its preview printed "no preview for
 * widget hidden" once per item. As a widget of their own they show nothing in the preview; the
 * form never draws their control.
 */
const nothing: Nothing = () => null;

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
    createClass?: (spec: Record<string, unknown>) => unknown;
    h?: (type: string, props: Record<string, unknown>) => unknown;
  }
}

/** A failed check, shown as its message alone (an Error's text would start with "Error: "). */
class CheckFailed extends Error {
  override toString(): string {
    return this.message;
  }
}

function readSettings(): AdminSettings {
  const element = document.getElementById(SETTINGS_ID);
  return JSON.parse(element?.textContent ?? "{}") as AdminSettings;
}

function start(): void {
  const cms = window.CMS;
  if (!cms) throw new Error("The Decap CMS bundle did not load");
  for (const [name, formatter] of FORMATS) cms.registerCustomFormat(name, "json", formatter);
  cms.registerPreviewStyle(PREVIEW_STYLE, { raw: true });
  // The site's fonts, tokens and component styles, for the previews drawn with its components.
  cms.registerPreviewStyle(new URL(PREVIEW_CSS, window.location.href).href, { raw: false });
  const { createClass, h } = window;
  if (createClass && h) {
    const pages = config.collections.find((c) => c.name === PAGES_COLLECTION)?.files ?? [];
    const names = pages.map((file) => file.name);
    for (const [name, template] of previewTemplates({ createClass, h }, names))
      cms.registerPreviewTemplate(name, template);
  }
  cms.registerWidget("hidden", nothing, nothing);
  cms.registerLocale("ro", mergePhrases(cms.getLocale("ro") ?? {}, MISSING_RO_PHRASES));
  // A throw here stops the save; Decap shows the error, as text, in its "could not save" notice.
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const problems = problemsOf(
        String(entry.get("path")),
        (entry.get("data") as Immutable).toJS(),
      );
      if (problems.length > 0) throw new CheckFailed(problems.join(" "));
    },
  });
  const settings = readSettings();
  // The site the "view live" links open: in production the page's own origin unless the build
  // named one; locally the admin page is served by `gatsby develop`, so its origin is the preview.
  const site = (settings.config.site_url as string | undefined) ?? window.location.origin;
  cms.init({
    config: {
      ...config,
      load_config_file: false,
      ...settings.config,
      site_url: site,
      display_url: (settings.config.display_url as string | undefined) ?? site,
    },
  });
}

/** The entry an editor address names ("#/collections/texte/entries/ro_home"), or null. */
function entryOf(url: string): string | null {
  const hash = url.includes("#") ? url.slice(url.indexOf("#")) : "";
  const match = /^#\/collections\/[^/]+\/entries\/[^/?]+/.exec(hash);
  return match ? match[0] : null;
}

/**
 * Decap 3.6.4 keeps the open entry's values when the address changes straight to another entry
 * (typed, pasted, or the browser's back and forward): the second entry's fields would show the
 * first one's values, and saving would write them into the second file. Loading the editor afresh
 * at the new address shows the right values; Decap's own warning about unsaved changes still
 * stands before the reload.
 */
function reloadBetweenEntries(): void {
  window.addEventListener("hashchange", (event) => {
    const from = entryOf(event.oldURL);
    const to = entryOf(event.newURL);
    if (from && to && from !== to) window.location.reload();
  });
}

reloadBetweenEntries();
checkUploads();
window.CMS_MANUAL_INIT = true;
const script = document.createElement("script");
script.src = readSettings().bundle;
script.addEventListener("load", start);
document.head.append(script);
