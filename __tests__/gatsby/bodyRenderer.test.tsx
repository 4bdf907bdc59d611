/** @jest-environment node */
import React from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "stream";
import type { ReplaceRendererArgs } from "gatsby";
import { renderBody, replaceRenderer } from "../../gatsby/bodyRenderer";

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
  it("meets view ends React 18 pads with NUL bytes, the case this renderer exists for", async () => {
    const padded = await Promise.all(
      LEADS.map(async (lead) => (await streamedBytes(<Page lead={lead} />)).includes(0)),
    );
    expect(padded).toContain(true);
  });

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
