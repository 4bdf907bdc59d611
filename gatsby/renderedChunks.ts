// The bytes of a streamed server render joined into the page's text, without the NUL bytes React 18
// inserts. React 18's Node renderer encodes text into fixed views of 2048 bytes. When the next
// character of a string needs more bytes than the view has left, it sends the whole view anyway,
// unused tail included, and goes on with that character in a fresh view. The unused tail is
// zero-filled: one to three U+0000 land between two characters of the text (a Romanian alt text
// came out as "săge\0ți"), while every character of the text is still there, in order. React 19
// sends only the bytes it wrote; React 18.3.1, the last 18, does not.
//
// So a view of exactly that size that ends in zero bytes, followed by a chunk that opens with a
// character longer than those zeros, had those zeros left unused: they are dropped, and nothing
// else is. The chunks are joined as bytes and decoded once, strictly, so a character split between
// two chunks decodes whole and malformed UTF-8 stops the build instead of publishing U+FFFD.

/** VIEW_SIZE of react-dom/server's Node stream writer (react-dom 18). */
export const REACT_VIEW_BYTES = 2048;
/** A UTF-8 character takes at most 4 bytes, so one that did not fit left at most 3 unused. */
const MAX_UNUSED_BYTES = 3;

/** How many bytes the UTF-8 character opening with `lead` takes; 0 for a continuation byte. */
export function utf8Length(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead < 0xc0) return 0;
  if (lead < 0xe0) return 2;
  if (lead < 0xf0) return 3;
  return 4;
}

/** The zero bytes at the end of `chunk` that React left unused, or 0 when they are content. */
export function unusedTail(chunk: Uint8Array, next: Uint8Array | undefined): number {
  if (chunk.length !== REACT_VIEW_BYTES || next === undefined || next.length === 0) return 0;
  let zeros = 0;
  while (zeros <= MAX_UNUSED_BYTES && chunk[chunk.length - 1 - zeros] === 0) zeros += 1;
  if (zeros === 0 || zeros > MAX_UNUSED_BYTES) return 0;
  return zeros < utf8Length(next[0]) ? zeros : 0;
}

/** The text of the streamed chunks, in order, with React's unused view tails left out. */
export function joinRenderedChunks(chunks: readonly Uint8Array[]): string {
  const kept = chunks.map((chunk, i) =>
    chunk.subarray(0, chunk.length - unusedTail(chunk, chunks[i + 1])),
  );
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(Buffer.concat(kept));
}
