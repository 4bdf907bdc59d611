/** @jest-environment node */
// The privacy policy and the terms against what the booking server does: every column a booking
// and its mails are stored with is named, every mail a booking sends is described, the reminder's
// lead time, the manage link's validity and the retention are the code's own, and the policy says
// that the calendar provider the office subscribes with receives the bookings.
import { MIGRATIONS } from "../../server/migrations";
import { DEFAULT_RETENTION_DAYS } from "../../server/app";
import { BOOKING_MAIL_KINDS } from "../../server/booking/types";
import { bookingRow } from "../helpers/booking";
import { REMINDER_BEFORE_MS } from "../../server/booking/store";
import { bookingLinks } from "../../server/booking/links";
import { feed } from "../../server/booking/ics";
import type { BookingRow } from "../../server/booking/types";
import { legalPage, legalText, sectionTextOf } from "../helpers/legalText";
import { BOOKING } from "../../contract/booking/data";
import { DEFAULT_BOOKING_BOUNDS } from "../../server/booking/bounds";

const privacy = legalPage("confidentialitate").sections;
const policy = legalText("confidentialitate");
const bookingSection = sectionTextOf("confidentialitate", "Programarea");
const terms = legalText("termeni");

/** How the policy names each column of `bookings`; a new column fails until it is named. */
const BOOKING_COLUMN_NAMED_AS: Record<string, string> = {
  uid: "un identificator al programării",
  created_at: "data și ora la care ai făcut programarea",
  type: "tipul întâlnirii",
  mode: "modul în care are loc",
  start_at: "ziua și ora de început",
  end_at: "de sfârșit a întâlnirii",
  buffer_before_min: "pauzele pe care le păstrăm înainte",
  buffer_after_min: "și după întâlnire",
  name: "numele și prenumele",
  email: "adresa de e-mail",
  phone: "numărul de telefon",
  note: "nota pe care alegi să o adaugi",
  status: "starea programării (confirmată sau anulată)",
  cancelled_at: "data și ora anulării",
  sequence: "un număr care crește la fiecare mutare sau anulare",
  source_path: "pagina site-ului de pe care ai făcut-o",
  moves: "de câte ori a fost mutată programarea",
  suspect_reason: "dacă formularul pare completat automat",
  suspect_age_ms: "motivul și vechimea paginii",
  service: "serviciul ales",
  source_page: "pagina de pe care ai venit",
  figures: "datele introduse în calcul",
};

/** How it names each column of `booking_requests`, the request waiting for its confirmation. */
const REQUEST_COLUMN_NAMED_AS: Record<string, string> = {
  created_at: "momentul trimiterii",
  expires_at: "ora până la care o poți confirma",
  status: "biroul a ales să aprobe fiecare programare",
  type: "tipul întâlnirii",
  mode: "modul în care are loc",
  start_at: "ziua și ora de început și de sfârșit",
  end_at: "ziua și ora de început și de sfârșit",
  name: "numele și prenumele",
  email: "adresa de e-mail",
  phone: "numărul de telefon",
  note: "nota pe care alegi să o adaugi",
  source_path: "pagina de pe care ai trimis-o",
  suspect_reason: "dacă formularul pare completat automat, motivul",
  suspect_age_ms: "motivul și vechimea paginii",
  confirm_nonce: "linkul din e-mailul anterior nu mai funcționează",
  page_nonce: "să îți retrimitem e-mailul",
  mail_kind: "informațiile tehnice despre e-mailul cu linkul",
  mail_status: "informațiile tehnice despre e-mailul cu linkul",
  mail_attempts: "informațiile tehnice despre e-mailul cu linkul",
  mail_last_error: "informațiile tehnice despre e-mailul cu linkul",
  mail_next_attempt_at: "informațiile tehnice despre e-mailul cu linkul",
  mail_sent_at: "informațiile tehnice despre e-mailul cu linkul",
  mail_key: "informațiile tehnice despre e-mailul cu linkul",
  service: "serviciul ales",
  source_page: "pagina de pe care ai venit",
  figures: "datele introduse în calcul",
};

/** How it names the addresses the office reported. */
const BLOCKED_COLUMN_NAMED_AS: Record<string, string> = {
  address_key: "o amprentă criptografică a adresei (nu adresa însăși)",
  blocked_at: "timp de 12 luni de la raportare",
};

/** How it names each column of `booking_mails`. */
const MAIL_COLUMN_NAMED_AS: Record<string, string> = {
  kind: "tipul mesajului",
  created_at: "momentul în care a fost pregătit",
  status: "starea trimiterii",
  attempts: "numărul de încercări",
  next_attempt_at: "ora următoarei încercări",
  last_error: "eroarea ultimei încercări nereușite",
  sent_at: "ora trimiterii",
  mail_key: "un identificator al mesajului",
  previous_start_at: "ora la care era programată întâlnirea înainte de mutare",
};

/** Row numbers and the link of a mail to its booking say nothing about anyone. */
const UNNAMED = ["id", "booking_id"];

/** How the policy describes each mail a booking sends. */
const MAIL_DESCRIBED_AS: Record<string, string> = {
  confirmation: "o confirmare cu invitația în calendar",
  reminder: "o amintire cu 24 de ore înainte de întâlnire",
  rescheduled: "un mesaj când programarea este mutată sau anulată",
  cancelled: "un mesaj când programarea este mutată sau anulată",
  "office-new": "noi primim prin e-mail datele programării la fiecare programare",
  "office-rescheduled": "la fiecare programare, mutare sau anulare",
  "office-cancelled": "la fiecare programare, mutare sau anulare",
};

/** The columns of a table as the migrations create it and add to it. */
function columnsOf(table: string): string[] {
  const columns: string[] = [];
  for (const sql of MIGRATIONS) {
    const create = new RegExp(`CREATE TABLE ${table} \\(([\\s\\S]*?)\\);`).exec(sql);
    for (const line of create?.[1].split("\n") ?? []) {
      const column = /^\s*(\w+)\s+(INTEGER|TEXT)/.exec(line);
      if (column) columns.push(column[1]);
    }
    for (const m of sql.matchAll(new RegExp(`ALTER TABLE ${table} ADD COLUMN (\\w+)`, "g"))) {
      columns.push(m[1]);
    }
  }
  return columns;
}

describe("the privacy policy and the booking database", () => {
  it.each([
    ["bookings", BOOKING_COLUMN_NAMED_AS],
    ["booking_mails", MAIL_COLUMN_NAMED_AS],
    ["booking_requests", REQUEST_COLUMN_NAMED_AS],
    ["booking_blocked", BLOCKED_COLUMN_NAMED_AS],
  ])("names every stored column of %s", (table, namedAs) => {
    const columns = columnsOf(table);
    expect(columns.length).toBeGreaterThan(1);
    const unnamed = columns.filter(
      (c) => !UNNAMED.includes(c) && !(namedAs[c] && bookingSection.includes(namedAs[c])),
    );
    expect(unnamed).toEqual([]);
  });

  it("describes every mail a booking sends, and says they go through the same mail service", () => {
    const undescribed = BOOKING_MAIL_KINDS.filter(
      (kind) => !(MAIL_DESCRIBED_AS[kind] && bookingSection.includes(MAIL_DESCRIBED_AS[kind])),
    );
    expect(undescribed).toEqual([]);
    expect(bookingSection).toContain("prin același serviciu de e-mail prin care primim cererile");
    expect(bookingSection).toContain(
      "în aceeași bază de date în care păstrăm cererile din formularul de contact",
    );
  });

  it("gives the reminder's lead time the server uses", () => {
    const hours = REMINDER_BEFORE_MS / 3_600_000;
    expect(policy).toContain(`o amintire cu ${hours} de ore înainte de întâlnire`);
    expect(terms).toContain(`o amintire cu ${hours} de ore înainte de întâlnire`);
    // The server queues none for a meeting booked or moved closer than that (store.ts).
    const condition = `numai dacă ai făcut programarea (sau ai mutat-o ultima dată) cu mai mult de ${hours} de ore înainte`;
    expect(policy).toContain(condition);
    expect(terms).toContain(condition);
  });
});

describe("the privacy policy and the booking server's behaviour", () => {
  it("gives the bounds the server and the data hold: the confirmation's hour, one coming meeting, the moves, the mails", () => {
    const { limits } = BOOKING;
    const { mailsPerClient, mailsPerRecipient } = DEFAULT_BOOKING_BOUNDS;
    expect(limits.requestValidMinutes).toBe(60);
    expect(bookingSection).toContain("este ștearsă automat după o oră");
    expect(terms).toContain("în cel mult o oră");
    expect(limits.comingPerPerson).toBe(1);
    expect(bookingSection).toContain("pot avea o singură programare viitoare");
    expect(terms).toContain("pot avea o singură programare viitoare");
    expect(bookingSection).toContain(`mutată de cel mult ${limits.movesPerBooking} ori`);
    expect(terms).toContain(`de cel mult ${limits.movesPerBooking} ori`);
    expect(mailsPerClient.windowMs).toBe(3_600_000);
    expect(bookingSection).toContain(`(cel mult ${mailsPerClient.max} pe oră)`);
    expect(mailsPerRecipient.windowMs).toBe(86_400_000);
    expect(bookingSection).toContain(`(cel mult ${mailsPerRecipient.max} pe zi)`);
  });

  it("keeps a booking the retention period after its meeting ends, cancelled ones too", () => {
    const months = Math.round(DEFAULT_RETENTION_DAYS / 30.4);
    expect(policy).toContain(
      `O programare este păstrată în baza noastră de date ${months} luni de la încheierea întâlnirii și apoi ștearsă automat, și atunci când a fost anulată`,
    );
    expect(policy).toContain(
      `O cerere de programare trimisă fără JavaScript este păstrată și ștearsă la fel ca o cerere trimisă prin formular, la ${months} luni de la primire`,
    );
  });

  it("says the manage link is valid until the meeting ends, as the server checks it", () => {
    const links = bookingLinks("k".repeat(32));
    const booking = { id: 7, uid: "u", end_at: "2026-12-03T09:00:00.000Z", sequence: 0 };
    const end = Date.parse(booking.end_at);
    const token = links.token(booking);
    expect(links.check(token, () => booking, end - 1)).toEqual({ ok: true, id: 7 });
    expect(links.check(token, () => booking, end)).toMatchObject({ ok: false, reason: "expired" });
    expect(policy).toContain("Linkul este valabil până la sfârșitul întâlnirii");
    expect(terms).toContain("fără cont, până la sfârșitul întâlnirii");
  });

  it("says what of a booking the office's calendar feed carries to the calendar provider", () => {
    const row: BookingRow = bookingRow({
      id: 3,
      uid: "b7f1c0de",
      created_at: "2026-11-25T10:00:00.000Z",
      name: "Ana Pop",
      email: "ana.pop@firma-test.ro",
      phone: "0722000111",
      note: "Despre un leasing auto.",
      status: "cancelled",
      cancelled_at: "2026-11-26T10:00:00.000Z",
      sequence: 1,
    });
    const text = feed([row], {
      from: "site@firma-test.ro",
      timeZone: "Europe/Bucharest",
      typeTitle: () => "Consultanță gratuită",
      modeLabel: () => "La telefon",
      name: "Programări",
    })
      .replace(/\r?\n[ \t]/g, "")
      .replace(/\\([,;\\])/g, "$1")
      .replace(/\\n/gi, "\n");
    /** How the feed's paragraph names each value of the row the feed carries as it is. */
    const FEED_NAMED_AS: Record<string, string> = {
      name: "numele tău",
      email: "adresa de e-mail",
      phone: "numărul de telefon",
      note: "nota ta",
      source_path: "pagina de pe care ai făcut-o",
      type: "tipul și modul întâlnirii",
      mode: "tipul și modul întâlnirii",
    };
    // The event's UID is the booking's random identifier: it says nothing about anyone.
    const carried = (Object.keys(row) as (keyof BookingRow)[]).filter(
      (c) =>
        c !== "uid" &&
        typeof row[c] === "string" &&
        String(row[c]).length > 2 &&
        text.includes(String(row[c])),
    );
    expect(carried).toEqual(expect.arrayContaining(["name", "email", "phone", "note"]));
    const feedParagraph = privacy
      .flatMap((s) => s.after ?? [])
      .find((p) => p.includes("furnizorul acelui calendar primește programările"));
    for (const column of carried) {
      expect([column, feedParagraph]).toEqual([
        column,
        expect.stringContaining(FEED_NAMED_AS[column] ?? `(the feed carries ${column})`),
      ]);
    }
    // What it says in words: the time, the type and mode, when it was made, and a cancellation.
    expect(text).toContain("Consultanță gratuită");
    expect(text).toContain("La telefon");
    expect(text).toContain("STATUS:CANCELLED");
    expect(feedParagraph).toContain("ziua și ora, tipul și modul întâlnirii");
    expect(feedParagraph).toContain("data și ora la care ai făcut programarea");
    expect(feedParagraph).toContain("faptul că a fost anulată");
  });

  it("says the calendar provider the office subscribes with receives the bookings", () => {
    expect(bookingSection).toContain("la o adresă secretă pe care o știm numai noi");
    expect(bookingSection).toMatch(/Google Calendar, Microsoft Outlook sau Apple Calendar/);
    expect(bookingSection).toContain("furnizorul acelui calendar primește programările");
    const recipients = sectionTextOf("confidentialitate", "Cui dezvăluim");
    expect(recipients).toContain("Programările ajung și la furnizorul aplicației de calendar");
    const transfers = sectionTextOf("confidentialitate", "Transferul datelor");
    expect(transfers).toContain("programările din calendarul nostru pot fi transferate în afara");
  });

  it("says the office's busy calendar is only read, and no visitor data goes there", () => {
    expect(bookingSection).toContain(
      "serverul citește din calendarul nostru numai intervalele în care suntem ocupați; către acel calendar nu trimite nicio informație despre tine",
    );
  });

  it("says a request without JavaScript is stored and mailed like a contact request", () => {
    expect(bookingSection).toContain(
      "este salvată și ne este trimisă prin e-mail la fel ca un mesaj din formularul de contact",
    );
    expect(terms).toContain("ea nu rezervă o oră");
  });
});
