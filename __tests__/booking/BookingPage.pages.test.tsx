// /programare rendered with the build's page data: the request form that posts without JavaScript
// in the page's own markup, the three notices a post comes back to, the meeting offered, and the
// booking form that loads over it, with the request form still reachable.
import React from "react";
import "./textEncoder";
import { renderToString } from "react-dom/server";
import { configure, render, screen, within } from "@testing-library/react";
import BookingPage from "../../src/templates/BookingPage";
import { Layout } from "../../src/components/layout/Layout";
import { builtContext, builtPage } from "../helpers/builtData";
import { pageProps } from "../helpers/pageProps";
import { readData, routes as allRoutes, type Item } from "../helpers/dataFiles";
import { OFFICE_ZONE, TYPE, fakeBookingServer, setVisitorZone, slotView } from "./bookingSlots";
import booking from "../../data/booking.json";
import contact from "../../data/contact.json";
import { BOOKING_PAGE_PATH, BOOKING_PATH } from "../../contract/booking/api";
import { windowLabel } from "../../domain/booking/windows";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm, bookingRedirectUrl } from "../../contract/forms/booking";

configure({ asyncUtilTimeout: 5000 });

const copy = readData<Item>("page-programare.json").booking;
const SLOTS = [slotView("2026-12-03T07:00:00.000Z"), slotView("2026-12-04T09:00:00.000Z")];

afterEach(() => jest.restoreAllMocks());

function page() {
  const { data, pageContext } = builtPage<Queries.BookingPageQuery>(BOOKING_PAGE_PATH);
  return <BookingPage {...pageProps(data, pageContext)} />;
}

beforeEach(() => {
  setVisitorZone(OFFICE_ZONE);
  window.history.replaceState(null, "", BOOKING_PAGE_PATH);
  fakeBookingServer(SLOTS);
});

describe("/programare as the build renders it (before and without JavaScript)", () => {
  const container = () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(page());
    return host;
  };

  it("holds a plain request form that posts to the booking path", () => {
    const form = container().querySelector<HTMLFormElement>(`form[action="${BOOKING_PATH}"]`)!;
    expect(form).not.toBeNull();
    expect(form.getAttribute("method")).toBe("post");
    expect(form.id).toBe("cerere-programare");
    const named = (name: string) => form.querySelectorAll(`[name="${name}"]`);
    expect((named(bookingForm.fields.type)[0] as HTMLInputElement).value).toBe(TYPE);
    expect((named(bookingForm.fields.type)[0] as HTMLInputElement).type).toBe("hidden");
    expect([...named(bookingForm.fields.mode)].map((r) => (r as HTMLInputElement).value)).toEqual(
      booking.meetingTypes[0].modes,
    );
    expect((named(bookingForm.fields.day)[0] as HTMLInputElement).type).toBe("date");
    const windows = named(bookingForm.fields.window)[0] as HTMLSelectElement;
    expect([...windows.options].map((o) => [o.value, o.text])).toEqual(
      // Each window with its hours on each working day (domain/booking/windows.ts).
      booking.windows.map((w) => [w.id, windowLabel(w, booking.officeHours)]),
    );
    for (const name of [
      bookingForm.fields.name,
      bookingForm.fields.email,
      bookingForm.fields.phone,
      bookingForm.fields.note,
      bookingForm.fields.consent,
      HONEYPOT_FIELD,
      "formStartedAt",
      "sourcePath",
    ]) {
      expect(`${name}: ${named(name).length}`).toBe(`${name}: 1`);
    }
    // No slot can be chosen without the script: the picker is not in the page's markup.
    expect(named(bookingForm.fields.slot)).toHaveLength(0);
    expect(within(form).getByRole("button", { name: copy.request.button })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  it("offers the request's service among the site's service pages, none chosen in the markup", () => {
    const form = container().querySelector<HTMLFormElement>(`form[action="${BOOKING_PATH}"]`)!;
    const select = form.querySelector<HTMLSelectElement>(
      `select[name="${bookingForm.fields.service}"]`,
    )!;
    const services = allRoutes()
      .filter((route) => route.template === "ServicePage")
      .sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(services).toHaveLength(7);
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ["", copy.context.serviceNone],
      ...services.map((route) => [route.path.split("/").pop(), route.title]),
    ]);
    expect(select.value).toBe("");
    expect(form.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(
      copy.context.serviceLabel,
    );
  });

  it("has the three notices a post comes back to, each the target of its redirect", () => {
    const host = container();
    for (const outcome of ["requested", "booked", "error"] as const) {
      const { noticeId } = bookingForm.noJs[outcome];
      expect(bookingRedirectUrl(outcome)).toMatch(new RegExp(`#${noticeId}$`));
      expect(host.querySelector(`#${noticeId}`)?.textContent).toBe(copy.notices[outcome]);
    }
  });

  it("carries the words said after a request for a slot from its page file", () => {
    const { data } = builtPage<Queries.BookingPageQuery>(BOOKING_PAGE_PATH);
    expect(data.roBookingJson?.pending).toEqual(copy.pending);
  });

  it("says in <noscript> that the calendar needs JavaScript and points to the request", () => {
    const html = renderToString(page());
    expect(html).toContain("<noscript>");
    expect(html).toContain(copy.picker.noScript);
    expect(html).toContain('href="#cerere-programare"');
  });
});

describe("/programare in the browser", () => {
  it("has the banner's h1 only, and shows the meeting offered", () => {
    render(<Layout pageContext={builtContext(BOOKING_PAGE_PATH)}>{page()}</Layout>);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Programare");
    const type = booking.meetingTypes[0];
    expect(screen.getByRole("heading", { level: 3, name: type.title })).toBeInTheDocument();
    expect(screen.getByText(type.description)).toBeInTheDocument();
    expect(screen.getByText("30 de minute")).toBeInTheDocument();
  });

  it("loads the booking form with the free slots, the request form staying below it", async () => {
    render(page());
    const time = await screen.findByRole("radio", { name: "joi, 3 decembrie, 09:00" });
    const bookingForm = time.closest("form")!;
    expect(within(bookingForm).getByRole("heading", { name: copy.picker.title })).toBeVisible();
    expect(
      within(bookingForm).getByRole("button", { name: copy.form.button.idle }),
    ).toBeInTheDocument();
    expect(within(bookingForm).getByLabelText(contact.fields.txtName.label)).toBeInTheDocument();
    const request = screen.getByRole("form", { name: copy.request.title });
    expect(request).toHaveAttribute("action", BOOKING_PATH);
    // The request form follows the booking form, which links to it.
    expect(bookingForm.compareDocumentPosition(request) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(bookingForm).getByRole("link", { name: copy.form.otherTime })).toHaveAttribute(
      "href",
      "#cerere-programare",
    );
  });

  it("moves focus to the notice a post without JavaScript came back to", () => {
    window.history.replaceState(null, "", bookingRedirectUrl("requested"));
    render(page());
    const notice = document.getElementById(bookingForm.noJs.requested.noticeId)!;
    expect(notice).toHaveFocus();
    expect(notice).toHaveAttribute("role", "status");
  });
});
