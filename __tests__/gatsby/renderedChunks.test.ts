/** @jest-environment node */
import {
  REACT_VIEW_BYTES,
  joinRenderedChunks,
  unusedTail,
  utf8Length,
} from "../../gatsby/renderedChunks";

/** A full view as React 18 sends it: `text` at the end of the written part, then `unused` zeros. */
function view(text: string, unused: number): Buffer {
  const bytes = Buffer.from(text);
  const filler = Buffer.alloc(REACT_VIEW_BYTES - unused - bytes.length, "x");
  return Buffer.concat([filler, bytes, Buffer.alloc(unused)]);
}

const FILLER = (unused: number) =>
  "x".repeat(REACT_VIEW_BYTES - unused - Buffer.byteLength("săge"));

describe("joining the chunks of React's streamed render", () => {
  it("reads the length of a UTF-8 character from its first byte", () => {
    expect(["a", "ț", "„", "💶"].map((c) => utf8Length(Buffer.from(c)[0]))).toEqual([1, 2, 3, 4]);
    expect(utf8Length(Buffer.from("ț")[1])).toBe(0);
  });

  it("drops the byte a two-byte letter left unused at the end of a view", () => {
    const chunks = [view("săge", 1), Buffer.from('ți" loading')];
    expect(unusedTail(chunks[0], chunks[1])).toBe(1);
    expect(joinRenderedChunks(chunks)).toBe(`${FILLER(1)}săgeți" loading`);
  });

  it.each([
    [1, "„"],
    [2, "„"],
    [1, "💶"],
    [2, "💶"],
    [3, "💶"],
  ])("drops the %i byte(s) left unused before a %s", (unused, character) => {
    const chunks = [view("prin ", unused), Buffer.from(`${character} credit`)];
    const text = joinRenderedChunks(chunks);
    expect(text.endsWith(`prin ${character} credit`)).toBe(true);
    expect(text).not.toContain("\0");
    expect(Buffer.byteLength(text)).toBe(
      REACT_VIEW_BYTES - unused + Buffer.byteLength(character) + 7,
    );
  });

  it("keeps zero bytes that cannot be React's unused space, so the build check sees them", () => {
    const ascii = [view("prin ", 1), Buffer.from("credit")];
    const tooMany = [view("prin ", 2), Buffer.from("ți")];
    const shortChunk = [Buffer.from("săge\0"), Buffer.from("ți")];
    const last = [view("săge", 1)];
    for (const chunks of [ascii, tooMany, shortChunk, last]) {
      expect(joinRenderedChunks(chunks)).toContain("\0");
    }
  });

  it("decodes a character split between two chunks whole", () => {
    const bytes = Buffer.from("reprezentate prin săgeți");
    const at = bytes.indexOf(Buffer.from("ț")) + 1;
    expect(joinRenderedChunks([bytes.subarray(0, at), bytes.subarray(at)])).toBe(
      "reprezentate prin săgeți",
    );
  });

  it("refuses malformed UTF-8 instead of writing replacement characters", () => {
    const bytes = Buffer.from("săgeți");
    expect(() => joinRenderedChunks([bytes.subarray(0, 2)])).toThrow(/not valid/);
  });
});
