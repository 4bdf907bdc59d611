/** @jest-environment node */
// The notification's words for how long after opening the form a suspect request arrived.
import copy from "../../data/contact.json";
import { HOURS_UP_TO_MS, formatDuration, suspectAge, suspectNotice } from "../../server/suspect";

const HOUR_MS = 3_600_000;

/** Romanian counts, written out independently of CLDR: 1 takes the singular, 0 and numbers
 * ending in 01–19 the plain plural, the rest (20, 100, 120…) "de" before the plural. */
function expectedForm(n: number, one: string, few: string, other: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  return n === 0 || (lastTwo >= 1 && lastTwo <= 19) ? `${n} ${few}` : `${n} de ${other}`;
}

it("agrees with the written-out rule for every whole count from 0 to 999", () => {
  for (let n = 0; n <= 999; n += 1) {
    expect(formatDuration(n, "hour")).toBe(expectedForm(n, "oră", "ore", "ore"));
    expect(formatDuration(n, "day")).toBe(expectedForm(n, "zi", "zile", "zile"));
    expect(formatDuration(n, "second")).toBe(expectedForm(n, "secundă", "secunde", "secunde"));
  }
});

it("writes tenths of a second with a decimal comma, and plural", () => {
  expect(formatDuration(1.24, "second")).toBe("1,2 secunde");
  expect(formatDuration(0.4, "second")).toBe("0,4 secunde");
  expect(formatDuration(0.96, "second")).toBe("1 secundă");
});

it("counts whole hours up to three days, whole days beyond", () => {
  expect(suspectAge("expired", 26 * HOUR_MS + 59 * 60_000)).toBe("26 de ore");
  expect(suspectAge("expired", HOURS_UP_TO_MS)).toBe("72 de ore");
  expect(suspectAge("expired", HOURS_UP_TO_MS + HOUR_MS)).toBe("3 zile");
  expect(suspectAge("expired", 40 * 24 * HOUR_MS)).toBe("40 de zile");
  expect(suspectAge("too-fast", 1_500)).toBe("1,5 secunde");
});

it("says plainly that the request may be automated, and why", () => {
  expect(suspectNotice("expired", 26 * HOUR_MS)).toBe(
    copy.mail.suspectNotice.replace(
      "{why}",
      "a sosit după 26 de ore de la deschiderea formularului",
    ),
  );
  expect(suspectNotice("too-fast", 1_000)).toContain(
    "a sosit la numai 1 secundă după deschiderea formularului",
  );
});
