// The browser's error overlay under `gatsby develop`, fed the way Gatsby feeds it its own query
// errors: the websocket manager sends `overlayError` to every open page (and again to each page
// that connects later), and the same id without a message clears it.
import { createRequire } from "node:module";
import path from "path";

interface OverlayChannel {
  emitError(id: string, error?: unknown): void;
}

/** The fields the overlay (gatsby/cache-dir/fast-refresh-overlay) reads from an error. */
export interface OverlayError {
  level: "ERROR";
  code: string;
  context: { sourceMessage: string };
  text: string;
  /** The file its "Open in Editor" button opens. */
  filePath?: string;
}

const ROOT = path.resolve(__dirname, "..");
let channel: OverlayChannel | undefined;

// Required lazily and from the project, so it is Gatsby's own instance (the one holding the
// socket) and `gatsby build` never loads it. Parcel, which compiles gatsby-node, has no
// require.resolve, hence createRequire.
function overlay(): OverlayChannel {
  channel ??= (
    createRequire(path.join(ROOT, "package.json"))("gatsby/dist/utils/websocket-manager") as {
      websocketManager: OverlayChannel;
    }
  ).websocketManager;
  return channel;
}

export function showOverlayError(id: string, title: string, text: string, filePath?: string): void {
  const error: OverlayError = {
    level: "ERROR",
    code: id,
    context: { sourceMessage: title },
    text,
    ...(filePath ? { filePath } : {}),
  };
  overlay().emitError(id, error);
}

export function clearOverlayError(id: string): void {
  overlay().emitError(id);
}
