/** @jest-environment node */
// The editor's form of data/booking.json (cms/config.json): among the files every page shares,
// opening /programare, in Romanian, with the rules of contract/booking/dataRules.ts as field
// rules Decap checks on save (times HH:MM, dates YYYY-MM-DD, ids, number limits, the meeting
// modes, ș ț with the comma below), and the shipped file saving through all of them.
import fs from "node:fs";
import path from "node:path";
import shipped from "../../data/booking.json";
import type { CmsConfig } from "../../cms/config";
import type { DecapField } from "../../cms/decapField";
import { MEETING_MODES } from "../../contract/booking/api";
import {
  DATE_PATTERN,
  ID_PATTERN,
  NO_CEDILLA_PATTERN,
  NUMBER_LIMITS,
  SLOT_STEPS,
  TIME_PATTERN,
} from "../../contract/booking/dataRules";

const ROOT = path.resolve(__dirname, "../..");
const config = JSON.parse(fs.readFileSync(path.join(ROOT, "cms/config.json"), "utf8")) as CmsConfig;
const shared = config.collections.find((c) => c.name === "comune");
const entry = shared?.files.find((f) => f.file === "data/booking.json");

function field(fields: DecapField[] | undefined, ...names: string[]): DecapField {
  const [name, ...rest] = names;
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return rest.length === 0 ? found : field(found.fields, ...rest);
}
const at = (...names: string[]) => field(entry?.fields, ...names);

/** What Decap does with a field's `pattern` on save: the value must match. */
const matches = (f: DecapField, value: string) => new RegExp(f.pattern?.[0] ?? "").test(value);

describe("the editor's entry of data/booking.json", () => {
  it("stands among the files every page shares, in Romanian, and opens /programare", () => {
    expect(shared?.label).toBe("Comune tuturor paginilor");
    expect(entry).toMatchObject({
      name: "booking",
      label: "Programări: program, închideri și tipuri de întâlniri",
      preview_path: "programare",
    });
    expect(entry?.fields.map((f) => f.name)).toEqual(Object.keys(shipped));
    expect(at("officeHours").label).toBe("Programul biroului");
    expect(at("closures").label).toBe("Zile în care biroul este închis");
    expect(at("meetingTypes").label).toBe("Tipuri de întâlniri");
  });

  it("asks for times as HH:MM, and names them as opening and closing, not as a link", () => {
    const times = [
      at("officeHours", "from"),
      at("officeHours", "to"),
      at("windows", "from"),
      at("windows", "to"),
    ];
    for (const f of times) {
      expect(f.pattern?.[0]).toBe(TIME_PATTERN);
      expect(f.pattern?.[1]).toMatch(/HH:MM/);
      for (const good of ["09:00", "17:30", "00:00", "23:59"]) expect(matches(f, good)).toBe(true);
      for (const bad of ["9:00", "24:00", "17:60", "17.30", "/contact"]) {
        expect(matches(f, bad)).toBe(false);
      }
    }
    expect(times.map((f) => f.label)).toEqual([
      "Ora de deschidere",
      "Ora de închidere",
      "De la ora",
      "Până la ora",
    ]);
  });

  it("asks for closures as dates YYYY-MM-DD, and lets the list be empty", () => {
    expect(at("closures").required).toBe(false);
    for (const f of [at("closures", "from"), at("closures", "to")]) {
      expect(f.pattern?.[0]).toBe(DATE_PATTERN);
      expect(matches(f, "2026-12-24")).toBe(true);
      for (const bad of ["2026-13-01", "24.12.2026", "2026-2-3", "1999-12-31"]) {
        expect(matches(f, bad)).toBe(false);
      }
    }
    expect(at("closures").summary).toBe("{{fields.from}} – {{fields.to}}");
  });

  it("holds each number to the build's limits, and the slot step to its choices' range", () => {
    expect(at("officeHours", "weekday")).toMatchObject({
      widget: "number",
      value_type: "int",
      ...NUMBER_LIMITS.weekday,
    });
    for (const key of [
      "durationMinutes",
      "bufferBeforeMinutes",
      "bufferAfterMinutes",
      "minNoticeMinutes",
      "horizonDays",
      "maxPerDay",
    ] as const) {
      expect(at("meetingTypes", key)).toMatchObject({
        widget: "number",
        value_type: "int",
        required: true,
        ...NUMBER_LIMITS[key],
      });
    }
    expect(at("slotStepMinutes")).toMatchObject({
      widget: "number",
      min: SLOT_STEPS[0],
      max: SLOT_STEPS[SLOT_STEPS.length - 1],
    });
  });

  it("offers the contract's meeting modes to choose from, at least one", () => {
    expect(at("meetingTypes", "modes")).toMatchObject({
      widget: "select",
      multiple: true,
      min: 1,
      options: [...MEETING_MODES],
    });
    expect(at("modes").fields?.map((f) => f.name)).toEqual([...MEETING_MODES]);
  });

  it("asks for ids as slot ids carry them, and for ș ț with the comma below", () => {
    for (const f of [at("meetingTypes", "id"), at("windows", "id")]) {
      expect(f.pattern?.[0]).toBe(ID_PATTERN);
      expect(matches(f, "Consultanță gratuită")).toBe(false);
    }
    const texts = [
      at("meetingTypes", "title"),
      at("meetingTypes", "description"),
      at("windows", "label"),
      ...MEETING_MODES.map((mode) => at("modes", mode)),
    ];
    for (const f of texts) {
      expect(f.pattern?.[0]).toBe(NO_CEDILLA_PATTERN);
      expect(matches(f, "Consultanță și finanțare")).toBe(true);
      expect(matches(f, "Consultanţă")).toBe(false);
      expect(matches(f, "Şedinţă")).toBe(false);
    }
    expect(at("meetingTypes", "description").widget).toBe("text");
  });

  it("saves the shipped file: every value passes its field's pattern and limits", () => {
    const failures: string[] = [];
    const check = (fields: DecapField[], value: Record<string, unknown>, where: string) => {
      for (const f of fields) {
        const v = value[f.name];
        const here = `${where}.${f.name}`;
        if (f.fields && Array.isArray(v)) {
          v.forEach((item, i) => check(f.fields ?? [], item, `${here}[${i}]`));
        } else if (f.fields) check(f.fields, v as Record<string, unknown>, here);
        else if (f.multiple && Array.isArray(v)) {
          if (v.some((item) => !f.options?.includes(item))) failures.push(here);
        } else if (typeof v === "string" && f.pattern && !matches(f, v)) failures.push(here);
        else if (typeof v === "number" && (v < (f.min ?? v) || v > (f.max ?? v))) {
          failures.push(here);
        } else if (f.options && !f.multiple && !f.options.includes(String(v))) failures.push(here);
      }
    };
    check(entry?.fields ?? [], shipped, "booking");
    expect(failures).toEqual([]);
  });
});
