/** @jest-environment node */
// The processors a booking reaches and the online meeting's room: each stands in data/ as an
// example value that the go-live check (npm run check:live, findPlaceholders) refuses, naming its
// file and key, until the owner writes the real one; the privacy policy names every processor
// the identity block under it lists, and says how a booking's reminder and bot trap behave.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATA_DIR, findPlaceholders, formatPlaceholders } from "../../gatsby/placeholders";
import { isReservedHost, hostOf } from "../../src/utils/placeholders";
import { sectionTextOf } from "../helpers/legalText";
import { site } from "../helpers/placeholderData";

const sectionOf = (title: string) => sectionTextOf("confidentialitate", title);

/** The example values this page of the data adds, by file and key. */
const NEW_EXAMPLES = [
  ["booking.json", "meetingRoom"],
  ["site.json", "identity.processors.video"],
  ["site.json", "identity.processors.calendar"],
  ["site.json", "identity.processors.backup"],
] as const;

/** A copy of data/ where `drop` lost its mark (and, for the room, got a real address). */
function copyWithout(file: string, key: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "go-live-"));
  for (const name of fs.readdirSync(DATA_DIR).filter((f) => f.endsWith(".json"))) {
    fs.copyFileSync(path.join(DATA_DIR, name), path.join(dir, name));
  }
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  data.placeholders = data.placeholders.filter((k: string) => k !== key);
  if (key === "meetingRoom") data.meetingRoom = "https://meet.biroul-real.ro/consultanta";
  fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  return dir;
}

describe("the go-live check", () => {
  const report = findPlaceholders(DATA_DIR);
  const lines = formatPlaceholders(report.placeholders);

  it.each(NEW_EXAMPLES)("refuses %s %s, naming the file and the key", (file, key) => {
    expect(report.errors).toEqual([]);
    const found = report.placeholders.find((p) => p.file === file && p.key === key);
    expect(found).toMatchObject({ marked: true });
    expect(lines).toContainEqual(expect.stringMatching(`^data/${file}: ${key} = `));
    // Once the owner writes the real value and removes its mark, it is no longer refused.
    const fixed = findPlaceholders(copyWithout(file, key));
    expect(fixed.errors).toEqual([]);
    expect(fixed.placeholders.some((p) => p.file === file && p.key === key)).toBe(false);
  });

  it("holds an obviously invented meeting room, on a reserved example domain", () => {
    const room = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "booking.json"), "utf8"))
      .meetingRoom as string;
    expect(room).toMatch(/^https:\/\//);
    expect(isReservedHost(hostOf(room)!)).toBe(true);
  });
});

describe("the privacy policy", () => {
  const recipients = sectionOf("Cui dezvăluim");

  it("names each processor the identity block lists, which the block then names", () => {
    const { processors } = site.identity;
    const kinds = Object.keys(processors).filter((k) => k !== "heading" && k !== "labels");
    expect(kinds.sort()).toEqual(["backup", "calendar", "hosting", "mail", "video"]);
    const NAMED_AS: Record<string, string> = {
      hosting: "găzduirea site-ului",
      mail: "serviciul de e-mail prin care primim cererile",
      calendar: "aplicația de calendar în care vedem programările",
      backup: "spațiul de stocare din afara serverului în care păstrăm copiile de siguranță",
      video: "serviciul de apel video al întâlnirilor online",
    };
    for (const kind of kinds) {
      expect([kind, recipients]).toEqual([kind, expect.stringContaining(NAMED_AS[kind])]);
      expect(processors.labels[kind]).toBeTruthy();
      expect(site.placeholders).toContain(`identity.processors.${kind}`);
    }
    expect(recipients).toContain("Îi numim în datele de identificare de la sfârșitul");
  });

  it("says where the online meeting's link is, and what the video service receives", () => {
    const booking = sectionOf("Programarea");
    expect(booking).toContain(
      "linkul ei îl găsești în confirmare, în amintire și în invitația din calendar, numai pentru întâlnirile online",
    );
    expect(booking).toContain(
      "Serviciul de apel video, pe care îl numim în datele de identificare",
    );
    expect(sectionOf("Cât timp păstrăm")).toContain(
      "Copiile sunt păstrate și în afara serverului, la furnizorul spațiului de stocare numit în datele de identificare",
    );
  });

  it("says plainly that a request the bot trap catches is no booking and reaches nobody", () => {
    const booking = sectionOf("Programarea");
    expect(booking).toContain("nu este păstrată ca programare: nu rezervă nicio oră");
    expect(booking).toContain("deși pagina răspunde ca și cum ar fi fost primită");
    expect(booking).toContain("pe care browserul nu îl completează singur");
    expect(sectionOf("Ce date colectăm")).toContain(
      "Un mesaj în care acest câmp este completat nu ajunge la noi și nu primește răspuns",
    );
  });
});
