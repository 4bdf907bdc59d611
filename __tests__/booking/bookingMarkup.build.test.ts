/** @jest-environment jsdom */
// The booking pages as the build wrote them, read as a browser without JavaScript reads them
// (DOMParser runs no script, so <noscript> content is markup): /programare holds a request form
// that posts to the booking path with every field the server reads, and the notices its redirects
// name; the manage page is not indexed and says what to do without JavaScript.
import fs from "node:fs";
import path from "node:path";
import booking from "../../data/booking.json";
import site from "../../data/site.json";
import {
  BOOKING_MANAGE_PAGE_PATH,
  BOOKING_PAGE_PATH,
  BOOKING_PATH,
} from "../../contract/booking/api";
import { htmlFileOfRoute } from "../../contract/routeFiles";
import { PUBLIC_DIR } from "../../scripts/siteRoutes";
import { HONEYPOT_FIELD, SOURCE_FIELD, STARTED_AT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm } from "../../contract/forms/booking";

function built(route: string): Document {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, htmlFileOfRoute(route)), "utf8");
  return new DOMParser().parseFromString(html, "text/html");
}

describe("/programare without JavaScript", () => {
  const doc = built(BOOKING_PAGE_PATH);
  const form = doc.querySelector<HTMLFormElement>(`form[action="${BOOKING_PATH}"]`);

  it("holds one form that posts urlencoded UTF-8 to the booking path", () => {
    expect(form).not.toBeNull();
    expect(form!.getAttribute("method")).toBe("post");
    expect(form!.getAttribute("accept-charset")).toBe("utf-8");
    expect(form!.getAttribute("enctype")).toBeNull();
    expect(doc.querySelectorAll(`form[action="${BOOKING_PATH}"]`)).toHaveLength(1);
  });

  it("asks for a preferred day, a time window and everything the server reads", () => {
    const field = (name: string) => form!.querySelectorAll<HTMLInputElement>(`[name="${name}"]`);
    expect(field(bookingForm.fields.type)[0].type).toBe("hidden");
    expect(field(bookingForm.fields.type)[0].value).toBe(booking.meetingTypes[0].id);
    expect([...field(bookingForm.fields.mode)].map((input) => input.value)).toEqual(
      booking.meetingTypes[0].modes,
    );
    expect(field(bookingForm.fields.day)[0].type).toBe("date");
    expect(field(bookingForm.fields.day)[0].required).toBe(true);
    const windows = form!.querySelector<HTMLSelectElement>(
      `select[name="${bookingForm.fields.window}"]`,
    )!;
    expect([...windows.options].map((option) => option.value)).toEqual(
      booking.windows.map((w) => w.id),
    );
    for (const name of [
      bookingForm.fields.name,
      bookingForm.fields.email,
      bookingForm.fields.phone,
      bookingForm.fields.note,
      bookingForm.fields.consent,
      HONEYPOT_FIELD,
      STARTED_AT_FIELD,
      SOURCE_FIELD,
    ]) {
      expect(`${name}: ${field(name).length}`).toBe(`${name}: 1`);
    }
    // Each visible field has its label.
    for (const control of form!.querySelectorAll("input:not([type=hidden]), select, textarea")) {
      if (control.closest("[aria-hidden=true]")) continue;
      const labelled =
        control.closest("label") !== null ||
        doc.querySelector(`label[for="${control.id}"]`) !== null;
      expect(`${control.getAttribute("name")}: ${labelled}`).toBe(
        `${control.getAttribute("name")}: true`,
      );
    }
    expect(form!.querySelector("button[type=submit]")).not.toBeNull();
  });

  it("has the notice of every outcome the server redirects to", () => {
    for (const { noticeId } of Object.values(bookingForm.noJs)) {
      expect(doc.getElementById(noticeId)?.textContent?.length).toBeGreaterThan(10);
    }
  });

  it("says in <noscript> why there is no calendar, and links to the request form", () => {
    const noscript = [...doc.querySelectorAll("noscript")].map((n) => n.innerHTML).join("\n");
    expect(noscript).toContain(`href="#${form!.id}"`);
  });

  it("is indexable, with one h1", () => {
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("index, follow");
  });
});

describe("/programare/gestionare without JavaScript", () => {
  const doc = built(BOOKING_MANAGE_PAGE_PATH);

  it("is kept out of search engines", () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex, follow",
    );
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
    expect(sitemap).not.toContain(BOOKING_MANAGE_PAGE_PATH);
    expect(sitemap).toContain(`${BOOKING_PAGE_PATH}<`);
  });

  it("says to answer the confirmation mail or call the office", () => {
    const links = [...doc.querySelectorAll("noscript a")];
    const call = links.find((a) => a.getAttribute("href") === site.phoneHref);
    // The number is written with no-break spaces, so it never breaks over two lines.
    const spaced = (text = "") => text.replace(/\s/g, " ");
    expect(spaced(call?.textContent ?? "")).toBe(spaced(site.phone));
  });
});
