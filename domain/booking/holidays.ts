// Romania's public holidays (Codul muncii, art. 139), computed for any year, so the booking
// calendar never offers a slot on one: the fixed dates, and the Orthodox Good Friday, Easter and
// Pentecost with their Mondays, which follow the Julian computus.

/** A calendar date in Romania, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface Holiday {
  date: IsoDate;
  name: string;
}

/** The fixed holidays: month, day, name. */
const FIXED: [number, number, string][] = [
  [1, 1, "Anul Nou"],
  [1, 2, "Anul Nou (a doua zi)"],
  [1, 6, "Botezul Domnului (Boboteaza)"],
  [1, 7, "Soborul Sfântului Ioan Botezătorul"],
  [1, 24, "Ziua Unirii Principatelor Române"],
  [5, 1, "Ziua Muncii"],
  [6, 1, "Ziua Copilului"],
  [8, 15, "Adormirea Maicii Domnului"],
  [11, 30, "Sfântul Apostol Andrei"],
  [12, 1, "Ziua Națională a României"],
  [12, 25, "Crăciunul"],
  [12, 26, "Crăciunul (a doua zi)"],
];

const pad = (n: number): string => String(n).padStart(2, "0");

/** The date `days` after a date, as ISO text (calendar arithmetic in UTC, free of time zones). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * Orthodox Easter Sunday of a year, in the Gregorian calendar: the Julian computus (Meeus), then
 * the 13 days between the calendars, valid for 1900–2099.
 */
export function orthodoxEaster(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) {
    throw new RangeError(`orthodoxEaster: year ${year} is outside 1900–2099`);
  }
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(`${year}-${pad(month)}-${pad(day)}`, 13);
}

/** Every public holiday of a year, sorted by date. */
export function publicHolidays(year: number): Holiday[] {
  const easter = orthodoxEaster(year);
  const moving: Holiday[] = [
    { date: addDays(easter, -2), name: "Vinerea Mare" },
    { date: easter, name: "Paștele" },
    { date: addDays(easter, 1), name: "Paștele (a doua zi)" },
    { date: addDays(easter, 49), name: "Rusaliile" },
    { date: addDays(easter, 50), name: "Rusaliile (a doua zi)" },
  ];
  const fixed = FIXED.map(([month, day, name]) => ({
    date: `${year}-${pad(month)}-${pad(day)}`,
    name,
  }));
  return [...fixed, ...moving].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** The holiday on a date, if it is one. */
export function holidayOn(date: IsoDate): Holiday | undefined {
  return publicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}
