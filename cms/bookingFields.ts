// The editor's form of data/booking.json, from the rules the file is held to
// (contract/booking/dataRules.ts), so the form and the build cannot disagree: whole numbers within
// their limits, times as HH:MM, dates as YYYY-MM-DD, ids as slot ids carry them, ș ț with the comma
// below, and the meeting modes chosen from the contract's list. What compares two fields (from
// before to, ids unique, a label for each mode offered) the build checks and names.
import { MEETING_MODES } from "../contract/booking/api";
import {
  APPROVALS,
  DATE_PATTERN,
  ID_PATTERN,
  NO_CEDILLA_PATTERN,
  NUMBER_LIMITS,
  SLOT_STEPS,
  TIME_PATTERN,
} from "../contract/booking/dataRules";
import type { DecapField } from "./decapField";

export type FieldRules = Partial<DecapField>;

const time: FieldRules = {
  widget: "string",
  pattern: [TIME_PATTERN, "Ora în formatul HH:MM, pe 24 de ore (de exemplu 09:00 sau 17:30)"],
};

const date: FieldRules = {
  widget: "string",
  pattern: [DATE_PATTERN, "Data în formatul AAAA-LL-ZZ (de exemplu 2026-12-24)"],
};

const id = (example: string): FieldRules => ({
  widget: "string",
  pattern: [
    ID_PATTERN,
    `Numai litere mici fără diacritice, cifre și cratime, fără spații (de exemplu ${example})`,
  ],
  hint: "Un cod folosit de site; după ce au apărut programări, nu îl mai schimba.",
});

const romanian = (widget: "string" | "text"): FieldRules => ({
  widget,
  pattern: [NO_CEDILLA_PATTERN, "Scrie ș și ț cu virgulă dedesubt, nu ş și ţ cu sedilă"],
});

const number = (key: keyof typeof NUMBER_LIMITS, hint: string): FieldRules => ({
  widget: "number",
  value_type: "int",
  step: 1,
  ...NUMBER_LIMITS[key],
  hint,
});

/** The rules of each field, by the type that holds it and its key in the file. */
export const BOOKING_FIELD_RULES: Record<string, Record<string, FieldRules>> = {
  BookingJson: {
    lang: { widget: "select", options: ["ro"] },
    timeZone: {
      widget: "string",
      hint: "Ora biroului: Europe/Bucharest pentru România. Programările se afișează în acest fus orar.",
    },
    slotStepMinutes: {
      widget: "number",
      value_type: "int",
      step: 5,
      min: Math.min(...SLOT_STEPS),
      max: Math.max(...SLOT_STEPS),
      hint: `Din câte în câte minute pot începe întâlnirile: ${SLOT_STEPS.join(", ")}.`,
    },
    approval: {
      widget: "select",
      options: [...APPROVALS],
      hint: "visitor: programarea se face când vizitatorul o confirmă din e-mail. office: după confirmarea vizitatorului, biroul primește un e-mail și aprobă sau refuză fiecare programare.",
    },
    paused: {
      widget: "boolean",
      hint: "Frâna de urgență: cât timp e bifat, pagina nu mai arată orele libere și primește doar cereri de programare. Fără reconstruirea site-ului: BOOKING_PAUSED=1 pe server (docs/operations.md).",
    },
    officeHours: {
      summary: "Ziua {{fields.weekday}}: {{fields.from}}–{{fields.to}}",
      hint: "O singură linie pentru fiecare zi lucrătoare. Sărbătorile legale sunt calculate de site: nu le adăuga aici.",
    },
    meetingRoom: {
      widget: "string",
      pattern: ["^https://\\S+$", "O adresă care începe cu https://"],
      hint: "Adresa camerei de apel video a biroului (de exemplu o sală fixă Google Meet, Zoom sau Jitsi). Vizitatorul o primește în confirmare, în amintire și în invitația din calendar numai la întâlnirile online.",
    },
    closures: {
      summary: "{{fields.from}} – {{fields.to}}",
      hint: "Concedii, inventar, zile libere ale firmei. Sărbătorile legale nu trebuie adăugate: site-ul le calculează.",
    },
  },
  BookingLimits: {
    comingPerPerson: number(
      "comingPerPerson",
      "Câte întâlniri viitoare poate avea o persoană (aceeași adresă de e-mail sau același telefon).",
    ),
    movesPerBooking: number(
      "movesPerBooking",
      "De câte ori poate fi mutată o programare din link.",
    ),
    requestValidMinutes: number(
      "requestValidMinutes",
      "Cât timp așteaptă o cerere confirmarea din e-mail; apoi este ștearsă.",
    ),
  },
  BookingOfficeHours: {
    weekday: number(
      "weekday",
      "1 = luni, 2 = marți, 3 = miercuri, 4 = joi, 5 = vineri, 6 = sâmbătă, 7 = duminică.",
    ),
    from: time,
    to: time,
  },
  BookingClosure: { from: date, to: date },
  BookingMeetingType: {
    id: id("consultanta-gratuita"),
    title: romanian("string"),
    description: romanian("text"),
    durationMinutes: number("durationMinutes", "Cât durează întâlnirea."),
    bufferBeforeMinutes: number(
      "bufferBeforeMinutes",
      "Timp liber păstrat înaintea întâlnirii, în care nu se programează altceva.",
    ),
    bufferAfterMinutes: number(
      "bufferAfterMinutes",
      "Timp liber păstrat după întâlnire, în care nu se programează altceva.",
    ),
    minNoticeMinutes: number(
      "minNoticeMinutes",
      "Cel mai scurt timp dintre programare și întâlnire (120 = două ore).",
    ),
    horizonDays: number("horizonDays", "Cât de departe în viitor se poate programa."),
    maxPerDay: number("maxPerDay", "Câte întâlniri de acest tip pot fi într-o zi."),
    modes: {
      widget: "select",
      multiple: true,
      min: 1,
      options: [...MEETING_MODES],
      hint: "Fiecare mod ales are nevoie de o denumire la „Denumirile modurilor de desfășurare”.",
    },
  },
  BookingModes: {
    online: romanian("string"),
    telefon: romanian("string"),
    birou: romanian("string"),
  },
  BookingWindow: {
    id: id("dimineata"),
    label: {
      ...romanian("string"),
      hint: "Fără ore: pagina adaugă singură orele intervalului în fiecare zi, din programul biroului.",
    },
    from: {
      ...time,
      required: false,
      hint: "Gol: de la ora de deschidere. Intervalul se oprește oricum la programul fiecărei zile.",
    },
    to: {
      ...time,
      required: false,
      hint: "Gol: până la ora de închidere (vinerea, de exemplu, mai devreme). Intervalul se oprește oricum la programul fiecărei zile.",
    },
  },
};
