// The booking form in jsdom, with the server faked at fetch: the slots it offers, what it posts
// (the wire names of contract/forms/booking.ts), and what it shows for each answer. The server books
// nothing at once: "check your e-mail" only ever follows its pending answer, and from there the
// mail goes again, to the same or a corrected address, through the resend path.
import React from "react";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import page from "../../data/page-programare.json";
import contact from "../../data/contact.json";
import booking from "../../data/booking.json";
import { BOOKING_PATH, BOOKING_RESEND_PATH, BOOKING_SLOTS_PATH } from "../../contract/booking/api";
import { BookingForm } from "../../src/booking/BookingForm";
import type { BookingCopy } from "../../src/booking/copy";
import {
  OFFICE_ZONE,
  TOKEN,
  TYPE,
  fakeBookingServer,
  setVisitorZone,
  slotView,
  slotsAnswer,
  type FakeBookingServer,
  type FakeReply,
} from "./bookingSlots";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";

// A loaded two-core machine may take more than the default second to load the rules' chunk.
configure({ asyncUtilTimeout: 5000 });

const copy: BookingCopy = page.booking;
const SLOTS = [
  slotView("2026-12-03T07:00:00.000Z"), // joi 09:00
  slotView("2026-12-03T08:30:00.000Z"), // joi 10:30
  slotView("2026-12-03T12:00:00.000Z"), // joi 14:00
  slotView("2026-12-04T09:00:00.000Z"), // vineri 11:00
];
/** When the mailed link stops working: 15:30 in Bucharest, 08:30 in New York. */
const EXPIRES = "2026-12-01T13:30:00.000Z";
const SENT = "Verifică-ți e-mailul: ți-am trimis linkul de confirmare la ion@example.ro.";

let server: FakeBookingServer;

beforeEach(() => {
  setVisitorZone(OFFICE_ZONE);
  server = fakeBookingServer(SLOTS);
});
afterEach(() => jest.restoreAllMocks());

/** The server's answer to a request for a slot: nothing booked, a link mailed. */
const pending = (message = SENT, email = "ion@example.ro") => ({
  status: 200,
  body: {
    success: true,
    pending: true,
    message,
    email,
    pageKey: "cheie-pagina",
    expiresAt: EXPIRES,
  },
});

function setup() {
  const user = userEvent.setup();
  render(<BookingForm copy={copy} requestId="cerere-programare" />);
  const submit = () => user.click(screen.getByRole("button", { name: copy.form.button.idle }));
  const fillDetails = async () => {
    await user.type(screen.getByLabelText(contact.fields.txtName.label), "Ion Popescu");
    await user.type(screen.getByLabelText(contact.fields.txtEmail.label), "ion@example.ro");
    await user.type(screen.getByLabelText(contact.fields.txtPhone.label), "0722123456");
    await user.click(screen.getByRole("checkbox"));
  };
  const pick = async (name: string) => user.click(await screen.findByRole("radio", { name }));
  return { user, submit, fillDetails, pick };
}

describe("the booking form", () => {
  it("asks for the type's slots and offers the modes of data/booking.json", async () => {
    setup();
    await screen.findByRole("radio", { name: "joi, 3 decembrie, 09:00" });
    expect(server.gets).toContain(`${BOOKING_SLOTS_PATH}?type=${TYPE}`);
    const modes = within(screen.getByRole("group", { name: copy.modeLegend })).getAllByRole(
      "radio",
    );
    expect(modes.map((m) => m.closest("label")?.textContent)).toEqual(
      booking.meetingTypes[0].modes.map((mode) => booking.modes[mode as "online"]),
    );
    expect(modes[0]).toBeChecked();
    expect(screen.getByRole("link", { name: copy.form.otherTime })).toHaveAttribute(
      "href",
      "#cerere-programare",
    );
  });

  it("posts the wire fields and, on the server's pending answer only, says to check the e-mail", async () => {
    const { user, submit, fillDetails, pick } = setup();
    await user.click(screen.getByRole("radio", { name: booking.modes.telefon }));
    await pick("joi, 3 decembrie, 10:30");
    await fillDetails();
    await user.type(screen.getByLabelText(copy.form.noteLabel), "Leasing pentru o dubă");
    let answer!: (value: FakeReply) => void;
    server.posts.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await submit();
    await waitFor(() => expect(server.posts).toHaveBeenCalledTimes(1));
    // Sent, not yet answered: nothing says sent.
    expect(screen.getByRole("button", { name: copy.form.button.sending })).toBeDisabled();
    expect(screen.queryByText(copy.pending.title)).toBeNull();
    const [url, body] = server.posts.mock.calls[0];
    expect(url).toBe(BOOKING_PATH);
    expect(Object.fromEntries(body)).toEqual({
      type: TYPE,
      slot: SLOTS[1].id,
      mode: "telefon",
      name: "Ion Popescu",
      email: "ion@example.ro",
      phone: "0722123456",
      note: "Leasing pentru o dubă",
      chkConfidentialitate: "1",
      [HONEYPOT_FIELD]: "",
      formStartedAt: TOKEN,
      sourcePath: "/",
    });
    answer(pending());
    // The form gives way to what to do next; its title takes the focus the form had.
    const title = await screen.findByRole("heading", { name: copy.pending.title });
    expect(title).toHaveFocus();
    expect(screen.queryByRole("form", { name: copy.picker.title })).toBeNull();
    expect(screen.getByText(SENT)).toBeInTheDocument();
    expect(screen.getByText("Linkul este valabil până la 15:30.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.pending.resend })).toBeEnabled();
    expect(screen.getByRole("form", { name: copy.pending.correctionTitle })).toBeInTheDocument();
    // Another booking starts from an empty form, with a new token; its title takes focus.
    await user.click(screen.getByRole("button", { name: copy.pending.again }));
    expect(await screen.findByLabelText(contact.fields.txtName.label)).toHaveValue("");
    expect(screen.getByRole("heading", { name: copy.picker.title })).toHaveFocus();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it("sends the mail again with the page key, and says what came of it", async () => {
    const { user, submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 10:30");
    await fillDetails();
    server.posts.mockResolvedValueOnce(pending());
    await submit();
    const resend = await screen.findByRole("button", { name: copy.pending.resend });
    server.posts.mockResolvedValueOnce(pending("Ți-am trimis din nou linkul la ion@example.ro."));
    await user.click(resend);
    const said = copy.pending.resent.replace("{email}", "ion@example.ro");
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent(said);
    expect(notice).toHaveFocus();
    expect(screen.getByText("Ți-am trimis din nou linkul la ion@example.ro.")).toBeInTheDocument();
    expect(server.posts.mock.calls[1][0]).toBe(BOOKING_RESEND_PATH);
    expect([...server.posts.mock.calls[1][1]]).toEqual([["k", "cheie-pagina"]]);
    // The mail bound reached: the server's words, and nothing else changes.
    const bound = "Ai cerut prea multe e-mailuri. Încearcă din nou peste o oră.";
    server.posts.mockResolvedValueOnce({ status: 429, body: { success: false, message: bound } });
    await user.click(resend);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(bound);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole("status")).toBeNull();
    // No answer: the page's own words.
    server.posts.mockRejectedValueOnce(new TypeError("offline"));
    await user.click(resend);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.pending.failure));
    expect(server.posts).toHaveBeenCalledTimes(4);
  });

  it("sends the mail to a corrected address, refusing one the server refuses at its field", async () => {
    const { user, submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 10:30");
    await fillDetails();
    server.posts.mockResolvedValueOnce(pending());
    await submit();
    const form = await screen.findByRole("form", { name: copy.pending.correctionTitle });
    const field = within(form).getByLabelText(copy.pending.correctionLabel);
    const send = within(form).getByRole("button", { name: copy.pending.correctionButton });
    // Nothing typed: said at the field, nothing sent.
    await user.click(send);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(contact.validation.emailRequired);
    expect(server.posts).toHaveBeenCalledTimes(1);

    await user.type(field, "ion@exemplu");
    server.posts.mockResolvedValueOnce({
      status: 422,
      body: { success: false, message: "Verifică adresa.", errors: { email: "Email invalid" } },
    });
    await user.click(send);
    await waitFor(() => expect(field).toHaveAccessibleDescription("Email invalid"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect([...server.posts.mock.calls[1][1]]).toEqual([
      ["k", "cheie-pagina"],
      ["email", "ion@exemplu"],
    ]);

    await user.clear(field);
    await user.type(field, "ion@exemplu.ro");
    const corrected = "Verifică-ți e-mailul: ți-am trimis linkul de confirmare la ion@exemplu.ro.";
    server.posts.mockResolvedValueOnce(pending(corrected, "ion@exemplu.ro"));
    await user.click(send);
    expect(await screen.findByRole("status")).toHaveTextContent(
      copy.pending.resent.replace("{email}", "ion@exemplu.ro"),
    );
    expect(server.posts.mock.calls[2][0]).toBe(BOOKING_RESEND_PATH);
    expect(server.posts.mock.calls[2][1].get("email")).toBe("ion@exemplu.ro");
    expect(screen.getByText(corrected)).toBeInTheDocument();
    expect(screen.queryByText(SENT)).toBeNull();
    expect(field).toHaveValue("");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("checks the slot and the details with the contact form's messages before posting", async () => {
    const { user, submit } = setup();
    await screen.findByRole("radio", { name: "joi, 3 decembrie, 09:00" });
    await user.type(screen.getByLabelText(contact.fields.txtEmail.label), "nu-e-adresa");
    await user.type(screen.getByLabelText(contact.fields.txtPhone.label), "07-22");
    await submit();
    await screen.findByText(copy.form.slotRequired);
    expect(server.posts).not.toHaveBeenCalled();
    expect(screen.getByText(contact.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contact.validation.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(contact.validation.phoneDigits)).toBeInTheDocument();
    expect(screen.getByText(contact.validation.privacyRequired)).toBeInTheDocument();
    // The first thing to fix takes focus: the time, here the first of the day shown.
    expect(screen.getByRole("radio", { name: "joi, 3 decembrie, 09:00" })).toHaveFocus();
    expect(screen.getByLabelText(contact.fields.txtEmail.label)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText(contact.fields.txtEmail.label)).toHaveAccessibleDescription(
      contact.validation.emailInvalid,
    );
  });

  it("offers the nearest free slots when the chosen one was taken (409), and books one of them", async () => {
    const { user, submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 10:30");
    await fillDetails();
    const elevenThirty = slotView("2026-12-03T09:30:00.000Z"); // joi 11:30, new in the list
    server.posts.mockResolvedValueOnce({
      status: 409,
      body: {
        success: false,
        message: "Ora aleasă nu mai este liberă. Alege una dintre orele libere de mai jos.",
        nearest: [elevenThirty, SLOTS[2]],
      },
    });
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ora aleasă nu mai este liberă.");
    expect(alert).toHaveTextContent(copy.form.nearestTitle);
    expect(screen.queryByText(copy.pending.title)).toBeNull();
    // The taken time is gone from the picker; the nearest are buttons named like the picker's.
    expect(screen.queryByRole("radio", { name: "joi, 3 decembrie, 10:30" })).toBeNull();
    const buttons = within(alert).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "joi, 3 decembrie, 11:30",
      "joi, 3 decembrie, 14:00",
    ]);
    await user.click(within(alert).getByRole("button", { name: "joi, 3 decembrie, 11:30" }));
    expect(screen.getByRole("radio", { name: "joi, 3 decembrie, 11:30" })).toBeChecked();
    expect(screen.getByText("Ai ales: joi, 3 decembrie, 11:30.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.form.button.idle })).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
    server.posts.mockResolvedValueOnce(pending());
    await submit();
    await screen.findByRole("heading", { name: copy.pending.title });
    expect(server.posts.mock.calls[1][1].get("slot")).toBe(elevenThirty.id);
  });

  it("shows the server's field errors (422) at their fields, the rest in the alert", async () => {
    const { submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 09:00");
    await fillDetails();
    server.posts.mockResolvedValueOnce({
      status: 422,
      body: {
        success: false,
        message: "Programarea nu a fost făcută. Verifică datele.",
        errors: {
          phone: "Numărul de telefon poate avea cel mult 30 de cifre",
          type: "Tipul de întâlnire ales nu există. Reîncarcă pagina și alege din nou.",
        },
      },
    });
    await submit();
    const phone = screen.getByLabelText(contact.fields.txtPhone.label);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Numărul de telefon poate avea cel mult 30 de cifre");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Programarea nu a fost făcută. Verifică datele.");
    expect(alert).toHaveTextContent("Tipul de întâlnire ales nu există.");
    expect(screen.queryByText(copy.pending.title)).toBeNull();
  });

  it.each([
    [429, "Ai trimis prea multe cereri. Încearcă din nou peste câteva minute."],
    [503, "Programările nu sunt disponibile acum. Încearcă din nou sau sună-ne."],
  ])("says what the server said for a %i and books nothing", async (status, message) => {
    const { submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 09:00");
    await fillDetails();
    server.posts.mockResolvedValueOnce({ status, body: { success: false, message } });
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByText(copy.pending.title)).toBeNull();
    expect(screen.getByRole("button", { name: copy.form.button.idle })).toBeEnabled();
  });

  it("never says a mail went out for an answer that is not a pending success on a 2xx", async () => {
    const { submit, fillDetails, pick } = setup();
    await pick("joi, 3 decembrie, 09:00");
    await fillDetails();
    // A proxy's error page: no JSON at all.
    server.posts.mockResolvedValueOnce({ status: 502, body: undefined });
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.form.failure);
    // A success flag on an error status is not a request either.
    server.posts.mockResolvedValueOnce({ status: 500, body: pending().body });
    await submit();
    await waitFor(() => expect(server.posts).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.form.failure);
    // Nor is a booking answered the old way, with nothing for the page to follow.
    server.posts.mockResolvedValueOnce({
      status: 200,
      body: { success: true, message: "Rezervat", manageUrl: "/programare/gestionare#t=x" },
    });
    await submit();
    await waitFor(() => expect(server.posts).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.form.failure);
    expect(screen.queryByText(copy.pending.title)).toBeNull();
  });

  it("says why the slots cannot be shown (booking paused), points to the request form, and tries again", async () => {
    const paused = "Programările online sunt oprite acum. Trimite-ne ziua și intervalul preferat.";
    server.slots = { status: 503, body: { success: false, message: paused } };
    const { user } = setup();
    expect(await screen.findByRole("alert")).toHaveTextContent(paused);
    expect(screen.queryByRole("radio", { name: /decembrie/ })).toBeNull();
    expect(screen.getByRole("link", { name: copy.form.otherTime })).toHaveAttribute(
      "href",
      "#cerere-programare",
    );
    server.slots = slotsAnswer(SLOTS);
    await user.click(screen.getByRole("button", { name: copy.picker.retry }));
    expect(await screen.findByRole("radio", { name: "joi, 3 decembrie, 09:00" })).toBeVisible();
  });

  it("says so when there is no free slot, and points to the request form", async () => {
    server.slots = slotsAnswer([]);
    setup();
    expect(await screen.findByText(copy.picker.noSlots)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.form.otherTime })).toBeInTheDocument();
  });

  it("shows a visitor in another zone their own time, in the picker and the link's validity", async () => {
    setVisitorZone("America/New_York");
    const { submit, fillDetails, pick } = setup();
    expect(await screen.findByText(/fusul tău orar \(America\/New_York\)/)).toBeInTheDocument();
    await pick("joi, 3 decembrie, 10:30");
    expect(screen.getByText("Ai ales: joi, 3 decembrie, 10:30 (03:30 la tine).")).toBeVisible();
    await fillDetails();
    server.posts.mockResolvedValueOnce(pending());
    await submit();
    expect(
      await screen.findByText("Linkul este valabil până la 15:30 ora României (08:30 la tine)."),
    ).toBeInTheDocument();
  });
});
