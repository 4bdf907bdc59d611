/** @jest-environment node */
// The page body read from React's stream without the NUL bytes React 18 pads some chunks with
// (gatsby/patches/bodyRenderer.ts), and the guard that says whether the installed React and
// Gatsby still need it: when it fails, the patch may no longer be needed
// (gatsby/patches/README.md).
import fs from "fs";
import path from "path";
import React from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "stream";
import type { ReplaceRendererArgs } from "gatsby";
import { renderBody, replaceRenderer } from "../../gatsby/patches/bodyRenderer";

/**
 * Text dense in two-, three- and four-byte characters, in strings short enough for React to encode
 * into its views, longer than one view: some view ends inside it whatever comes before.
 */
const TEXT = "Facturi „transformate” în numerar – prin săgeți 💶 ".repeat(8);

function Page({ lead }: { lead: number }) {
  return (
    <main>
      <p>{"x".repeat(lead)}</p>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <p key={i}>{TEXT}</p>
      ))}
      <img src="/factoring.webp" alt="Facturi transformate în numerar, reprezentate prin săgeți" />
    </main>
  );
}

/** Lengths of an ASCII lead: each moves every view end one byte further into the text. */
const LEADS = Array.from({ length: 64 }, (_, i) => i);

/** What Gatsby's own reader gets: React's chunks as they come, bytes joined. */
function streamedBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
      final(done) {
        done();
        resolve(Buffer.concat(chunks));
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

describe("the page body rendered for the built HTML", () => {
  it("has no NUL and is renderToString's markup, wherever the views end", async () => {
    const wrong: number[] = [];
    for (const lead of LEADS) {
      const html = await renderBody(<Page lead={lead} />);
      if (html.includes("\0") || html !== renderToString(<Page lead={lead} />)) wrong.push(lead);
    }
    expect(wrong).toEqual([]);
  });

  it("replaces Gatsby's body string with it", async () => {
    const replaceBodyHTMLString = jest.fn();
    const args = { bodyComponent: <Page lead={3} />, replaceBodyHTMLString };
    await replaceRenderer!(args as unknown as ReplaceRendererArgs, { plugins: [] });
    expect(replaceBodyHTMLString).toHaveBeenCalledWith(renderToString(<Page lead={3} />));
  });

  it("fails with the error of a component that throws", async () => {
    const Broken = () => {
      throw new Error("no data for the page");
    };
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(renderBody(<Broken />)).rejects.toThrow("no data for the page");
  });
});

describe("upstream guard: React 18 still pads its views and Gatsby still keeps the padding", () => {
  const GATSBY = path.dirname(require.resolve("gatsby/package.json"));
  const gatsbySource = (file: string) => fs.readFileSync(path.join(GATSBY, file), "utf8");

  it("meets view ends React 18 pads with NUL bytes, the case this renderer exists for", async () => {
    // react-dom/server's Node writer (writeStringChunk) sends the whole 2048-byte view when the
    // next character does not fit; React 19 sends only the bytes written.
    const padded = await Promise.all(
      LEADS.map(async (lead) => (await streamedBytes(<Page lead={lead} />)).includes(0)),
    );
    expect(padded).toContain(true);
    const { version } = JSON.parse(
      fs.readFileSync(require.resolve("react-dom/package.json"), "utf8"),
    ) as { version: string };
    expect(version).toMatch(/^18\./);
  });

  it("renders the body itself only when no replaceRenderer did, and keeps every chunk's bytes", () => {
    // cache-dir/static-entry.js hands replaceRenderer replaceBodyHTMLString, and otherwise pipes
    // React's stream into WritableAsPromise (cache-dir/server-utils/writable-as-promise.js), which
    // decodes each chunk alone, NUL bytes included.
    const entry = gatsbySource("cache-dir/static-entry.js");
    expect(entry).toMatch(
      /apiRunnerAsync\(`replaceRenderer`, \{\s*bodyComponent,\s*replaceBodyHTMLString,/,
    );
    expect(entry).toMatch(/if \(!bodyHtml\) \{[\s\S]{0,120}new WritableAsPromise\(\)/);
    expect(gatsbySource("cache-dir/server-utils/writable-as-promise.js")).toContain(
      "this._output += chunk.toString()",
    );
  });
});
