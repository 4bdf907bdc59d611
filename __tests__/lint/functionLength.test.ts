/** @jest-environment node */
// No function of the server runs over 80 lines (npm run lint): a route translates HTTP and each
// rule is a function of its own, with its own test. The rest of the project is not held to it.
import { lintMessages } from "./lintText";

/** A function of `lines` lines, counting its first and last. */
const functionOf = (lines: number) =>
  [
    "export function long(): number {",
    "  let n = 0;",
    ...Array.from({ length: lines - 3 }, (_, i) => `  n += ${i};`),
    "}",
  ].join("\n");

const [long, short, elsewhere] = lintMessages(
  [
    ["server/x.ts", functionOf(81)],
    ["server/x.ts", functionOf(80)],
    ["src/x.ts", functionOf(81)],
  ],
  "max-lines-per-function",
);

it("refuses a server function of 81 lines", () => {
  expect(long).toEqual([expect.stringContaining("too many lines (81). Maximum allowed is 80")]);
});

it("accepts one of 80 lines, and a long function outside server/", () => {
  expect(short).toEqual([]);
  expect(elsewhere).toEqual([]);
});
