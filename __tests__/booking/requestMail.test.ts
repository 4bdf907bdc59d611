/** @jest-environment node */
// The three mails of a request, composed from its row: the confirm link to the address typed, with
// the hour it is valid until; the office's approval with the visitor's details and note; the
// refusal to the visitor with the way back. Each under the request's own Message-ID, the meeting
// in a table in both the text and the HTML, and nothing a typed line break could add to a header.
import copy from "../../data/booking-mail.json";
import { composeRequestMail, type RequestMailOptions } from "../../server/booking/requestMail";
import type { RequestMailKind, RequestRow } from "../../server/booking/pending";
import { T0, bookingRow, testSetup } from "../helpers/booking";

const OPTIONS = {
  setup: testSetup(),
  from: "Site <site@example.ro>",
  office: "birou@example.ro",
  siteUrl: "https://www.example.ro",
  url: "https://www.example.ro/programare/gestionare#c=1.abc",
} as RequestMailOptions & { url: string };

function requestRow(kind: RequestMailKind, over: Partial<RequestRow> = {}): RequestRow {
  const booking = bookingRow();
  return {
    id: 7,
    created_at: new Date(T0).toISOString(),
    expires_at: "2026-12-02T07:00:00.000Z",
    status: "unconfirmed",
    type: booking.type,
    mode: "telefon",
    start_at: booking.start_at,
    end_at: booking.end_at,
    name: "Ion\r\nBcc: x@y.ro Popescu",
    email: "ion@example.ro",
    phone: "0722123456",
    note: "Despre un credit <b>ipotecar</b>",
    source_path: "/programare",
    suspect_reason: null,
    suspect_age_ms: null,
    confirm_nonce: "c",
    page_nonce: "p",
    mail_kind: kind,
    mail_status: "pending",
    mail_attempts: 0,
    mail_last_error: null,
    mail_next_attempt_at: null,
    mail_sent_at: null,
    mail_key: "k7",
    service: null,
    source_page: null,
    figures: null,
    ...over,
  };
}

const compose = (kind: RequestMailKind) => composeRequestMail(requestRow(kind), OPTIONS)!;

it("the confirm link goes to the address typed, valid until the hour it expires", () => {
  const mail = compose("request-confirm");
  expect(mail.to).toEqual({ name: "Ion Bcc: x@y.ro Popescu", address: "ion@example.ro" });
  expect(mail.replyTo).toBe("birou@example.ro");
  expect(mail.from).toBe(OPTIONS.from);
  expect(mail.messageId).toBe("<request-k7@example.ro>");
  expect(mail.subject).toBe("Confirmă programarea: joi, 3 decembrie, 10:30");
  const text = String(mail.text);
  expect(text).toContain(`${copy.labels.mode}: ${OPTIONS.setup.modeLabels.telefon}`);
  expect(text).toContain(`Deschide linkul și apasă „Confirmă programarea”: ${OPTIONS.url}`);
  expect(text).toContain("Linkul este valabil până la 09:00 (ora României).");
  expect(text.split("\n\n").slice(-2)).toEqual([
    copy.request.confirm.ignore,
    copy.visitor.signature,
  ]);
  expect(String(mail.html)).toContain(`<a href="${OPTIONS.url}">`);
  // The visitor's own note is the office's to read, not the visitor's mail.
  expect(text).not.toContain("ipotecar");
});

it("the office's approval carries the visitor's details and note, replying to the visitor", () => {
  const mail = compose("office-approve");
  expect(mail.to).toBe("birou@example.ro");
  expect(mail.replyTo).toEqual({ name: "Ion Bcc: x@y.ro Popescu", address: "ion@example.ro" });
  expect(mail.subject).toBe(
    "Programare de aprobat: Ion Bcc: x@y.ro Popescu, joi, 3 decembrie, 10:30",
  );
  const text = String(mail.text);
  for (const row of [
    "Telefon: 0722123456",
    "E-mail: ion@example.ro",
    "Rezervată de pe pagina: /programare",
  ]) {
    expect(text).toContain(row);
  }
  expect(text).toContain(`${copy.labels.note}: Despre un credit <b>ipotecar</b>`);
  expect(String(mail.html)).toContain(
    "<p>Mesaj: Despre un credit &#60;b&#62;ipotecar&#60;/b&#62;</p>",
  );
});

it("the refusal tells the visitor, with the way to choose again", () => {
  const mail = compose("request-declined");
  expect(mail.to).toEqual({ name: "Ion Bcc: x@y.ro Popescu", address: "ion@example.ro" });
  expect(mail.subject).toBe("Programarea nu a putut fi aprobată: joi, 3 decembrie, 10:30");
  const text = String(mail.text);
  expect(text.split("\n\n")[0]).toBe("Bună ziua, Ion Bcc: x@y.ro Popescu,");
  expect(text).toContain(`Poți alege oricând o altă oră: ${OPTIONS.url}`);
  expect(text).not.toContain("valabil");
});
