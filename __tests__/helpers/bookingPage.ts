// The booking page as a visitor uses it, by roles and names: the free times the picker shows, and a
// booking of one of them with the visitor's details. For every path that serves the page.
import type { Page } from "playwright-core";
import contactCopy from "../../data/contact.json";
import serverCopy from "../../data/booking-server.json";
import { BOOKING_MANAGE_PAGE_PATH } from "../../contract/booking/api";
import { part } from "./dataFiles";

export const MANAGE_COPY = part("bookingManage") as {
  cancelButton: string;
  dialog: { confirm: string };
  cancelled: string;
  confirmRequest: { title: string; button: string; confirmed: string };
};

/** The manage page's link of a mail ("…/programare/gestionare#c=…"), opened on `origin`: the
 * mail's links point at the site's public address, the test's site may be elsewhere. */
export function manageLinkIn(text: string, param: "c" | "t" | "o", origin: string): string {
  const pattern = new RegExp(`https?://\\S+${BOOKING_MANAGE_PAGE_PATH}#${param}=[^\\s>]+`);
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no "#${param}=" link in the mail:\n${text}`);
  return `${origin}${BOOKING_MANAGE_PAGE_PATH}${new URL(link).hash}`;
}

/** Opens the confirm link of a mail (unless the page is already there) and presses the page's
 * button, as a person does; waits for the server's words that the meeting is booked. */
export async function confirmByLink(visitor: Page, link: string): Promise<void> {
  if (visitor.url() !== link) await visitor.goto(link);
  await visitor.getByRole("button", { name: MANAGE_COPY.confirmRequest.button }).click();
  const booked = serverCopy.booked.slice(0, serverCopy.booked.indexOf("{slot}"));
  await visitor.getByText(booked).waitFor();
}

export const BOOKING_COPY = part("booking") as {
  picker: { title: string };
  form: { button: { idle: string } };
  pending: { title: string };
  request: { button: string; dayLabel: string; windowLabel: string };
};

/** A time's accessible name: "joi, 3 decembrie, 10:30". */
export const SPOKEN_SLOT = /^[a-zăâîșț]+, \d{1,2} [a-zăâîșț]+, \d{2}:\d{2}$/;
/** A day's: "joi, 3 decembrie". */
const SPOKEN_DAY = /^[a-zăâîșț]+, \d{1,2} [a-zăâîșț]+$/;

/** Every free time of the horizon, by accessible name, once the picker shows them. */
export async function freeTimes(visitor: Page): Promise<string[]> {
  await visitor.getByRole("radio", { name: SPOKEN_SLOT }).first().waitFor();
  const names: string[] = [];
  for (const day of await visitor.getByRole("radio", { name: SPOKEN_DAY }).all()) {
    await day.check();
    for (const time of await visitor.getByRole("radio", { name: SPOKEN_SLOT }).all()) {
      names.push((await time.getAttribute("aria-label")) ?? "");
    }
  }
  return names;
}

/** The first free time the picker offers. */
export async function firstFreeTime(visitor: Page): Promise<string> {
  const time = visitor.getByRole("radio", { name: SPOKEN_SLOT }).first();
  await time.waitFor();
  return (await time.getAttribute("aria-label")) ?? "";
}

/** Asks for `slot` with the visitor's details and waits for the page to say the mail is on its
 * way: nothing is booked before the visitor confirms through it. */
export async function bookSlot(visitor: Page, slot: string, email: string): Promise<void> {
  // The page has two forms with the same details: the booking and the request without a time.
  const form = visitor.getByRole("form", { name: BOOKING_COPY.picker.title });
  const day = slot.slice(0, slot.lastIndexOf(","));
  await form.getByRole("radio", { name: day, exact: true }).check();
  await form.getByRole("radio", { name: slot, exact: true }).check();
  await form.getByLabel(contactCopy.fields.txtName.label).fill("Ioana Popescu");
  await form.getByLabel(contactCopy.fields.txtEmail.label).fill(email);
  await form.getByLabel(contactCopy.fields.txtPhone.label).fill("0744000111");
  await form.getByRole("checkbox", { name: /informarea privind prelucrarea datelor/ }).check();
  await form.getByRole("button", { name: BOOKING_COPY.form.button.idle }).click();
  await visitor.getByRole("heading", { name: BOOKING_COPY.pending.title }).waitFor();
}
