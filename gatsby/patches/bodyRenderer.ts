// Gatsby's replaceRenderer: the page body rendered as Gatsby renders it (streamed, once everything
// is ready), but read as bytes and joined by joinRenderedChunks. Gatsby's own reader decodes each
// chunk on its own and keeps the NUL bytes React 18 pads some chunks with. Upstream (React 19
// sends no padding) and when it can go: gatsby/patches/README.md.
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";
import type { GatsbySSR } from "gatsby";
import { joinRenderedChunks } from "../renderedChunks";

/** The HTML of `element`, all of it (Suspense resolved), as a string. */
export function renderBody(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
      final(done) {
        done();
        try {
          resolve(joinRenderedChunks(chunks));
        } catch (error) {
          reject(error);
        }
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onError(error) {
        reject(error);
      },
    });
  });
}

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBody(bodyComponent));
};
