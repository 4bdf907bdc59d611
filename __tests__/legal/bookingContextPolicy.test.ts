/** @jest-environment node */
// The privacy policy against what a booking carries about itself: the box that sends a calculation
// is named with the booking page's own words, each field the wire carries (the service, the page
// the visitor came from, the calculation's inputs) is named, the policy says the results are not
// taken from the page (only the inputs travel), and that they are deleted with the request or the
// booking: every column migration 10 adds lives in a table the purge deletes whole rows of.
import fs from "node:fs";
import path from "node:path";
import bookingPage from "../../data/page-programare.json";
import capacity from "../../data/capacity.json";
import { CONTEXT_KEYS } from "../../contract/forms/booking";
import { CARRIED_INPUTS } from "../../contract/forms/bookingContext";
import { MIGRATIONS } from "../../server/migrations";
import { sectionTextOf } from "../helpers/legalText";

const section = sectionTextOf("confidentialitate", "Programarea");

/** How the policy names each field of the context on the wire. */
const FIELD_NAMED_AS: Record<(typeof CONTEXT_KEYS)[number], string> = {
  service: "serviciul ales",
  source: "pagina de pe care ai venit",
  figures: "datele introduse în calcul",
};

it("names every field of a booking's context the wire carries", () => {
  for (const key of CONTEXT_KEYS) expect(section).toContain(FIELD_NAMED_AS[key]);
});

it("names what a borrowing-capacity check carries about the visitor's money, as the check names it", () => {
  expect(section).toContain("„Cât pot împrumuta?”");
  for (const field of [capacity.inputs.income, capacity.inputs.debts]) {
    expect(section).toContain(field.label.toLowerCase());
  }
});

it("names the box that sends the calculation with the booking page's words", () => {
  expect(section).toContain(`„${bookingPage.booking.context.figuresConsent}”`);
});

it("says only the inputs travel, as the wire's figures hold no result", () => {
  expect(section).toContain("rezultatul calculului nu îl primim de la pagină");
  for (const names of Object.values(CARRIED_INPUTS)) {
    for (const name of names) expect(name).not.toMatch(/instalment|dae|total|result/i);
  }
});

it("says they are deleted with the request or the booking, which the purge deletes whole", () => {
  expect(section).toContain(
    "Le păstrăm și le ștergem odată cu cererea sau cu programarea din care fac parte",
  );
  const added = MIGRATIONS.flatMap((sql) =>
    [...sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN (service|source_page|figures)\b/g)].map(
      (m) => m[1],
    ),
  ).filter((table) => table !== "leads");
  expect(new Set(added)).toEqual(new Set(["bookings", "booking_requests"]));
  const purge = fs.readFileSync(path.resolve(__dirname, "../../server/booking/purge.ts"), "utf8");
  for (const table of added) {
    expect(purge).toMatch(new RegExp(`DELETE FROM ${table} WHERE id IN`));
  }
});
