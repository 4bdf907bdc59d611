// What the editor tests share: the local editor over a temporary copy of the repository and one
// Chromium, both started before the file's tests and stopped after them, and the wait for a data
// file of that copy to be saved.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { EDITOR_VIEWPORT, WAIT_MS } from "../../cms/editorPage";
import { startLocalEditor, type LocalEditor } from "../../cms/editorServer";
import { launchChromium } from "../../scripts/browser/chromium";
import { eventually } from "./eventually";

export interface EditorHarness {
  editor: LocalEditor;
  browser: Browser;
  /** A new page of the browser on the editor's desktop screen. */
  newPage(): Promise<Page>;
}

/** Starts the local editor and Chromium in beforeAll and stops both in afterAll. */
export function useLocalEditor({ drafts = false } = {}): EditorHarness {
  const harness = {
    newPage: () => harness.browser.newPage({ viewport: EDITOR_VIEWPORT }),
  } as EditorHarness;
  beforeAll(async () => {
    harness.editor = await startLocalEditor({ drafts });
    harness.browser = await launchChromium();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.editor?.stop();
  });
  return harness;
}

/**
 * The text of `file` (relative to the repository) in the editor's copy, once it differs from
 * `before` and is whole JSON again: decap-server empties a file before writing it.
 */
export function savedFile(editor: LocalEditor, file: string, before: string): Promise<string> {
  return eventually(() => {
    const now = fs.readFileSync(path.join(editor.repo, file), "utf8");
    expect(now).not.toBe(before);
    JSON.parse(now);
    return now;
  }, WAIT_MS);
}
