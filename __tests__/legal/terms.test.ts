/** @jest-environment node */
// The terms of use list every interactive function of the site: each form the code renders, and
// the cookie settings, so a new form fails here until the terms describe it.
import { legalPage } from "../helpers/legalText";
import { read, siteSources } from "./storageWrites";

const terms = legalPage("termeni");
const about = terms.sections[0];
const listed = (about.list ?? []).join(" ");

/** How the terms name what each file that renders a form lets the visitor do. */
const FORM_NAMED_AS: Record<string, string> = {
  "src/contact/ContactFormView.tsx": "formularul de contact",
  "src/simulator/FieldsForm.tsx": "simulatoarele de credit și de leasing",
  "src/capacity/CapacityCheck.tsx": "calculul „Cât pot împrumuta?”",
  "src/components/layout/SearchOverlay.tsx": "căutarea în site",
  "src/components/sections/en/CommentForm.tsx": "formularul de comentarii",
  "src/components/layout/NewsletterForm.tsx": "formularul de abonare la newsletter",
  "src/booking/BookingForm.tsx": "programarea unei consultanțe gratuite pe pagina Programare",
  "src/booking/RequestForm.tsx": "ne trimiți o cerere cu ziua și intervalul orar dorite",
  "src/booking/Reschedule.tsx": "poți anula sau muta programarea",
  "src/booking/PendingRequest.tsx":
    "poți cere din nou e-mailul sau îl poți trimite la adresa corectă",
};

describe("the terms of use and the site's interactive functions", () => {
  it("no longer claim the contact form is the only one", () => {
    expect(JSON.stringify(terms)).not.toMatch(/Singura funcție interactivă/);
  });

  it("list every form the code renders", () => {
    const forms = siteSources().filter((f) => /<form\b/.test(read(f)));
    expect(forms.length).toBeGreaterThanOrEqual(5);
    const missing = forms.filter((f) => !(FORM_NAMED_AS[f] && listed.includes(FORM_NAMED_AS[f])));
    expect(missing).toEqual([]);
  });

  it("list the cookie settings, which the banner and the footer open", () => {
    expect(read("src/consent/ConsentBanner.tsx")).toContain("decide(");
    expect(listed).toContain("setările cookie-urilor");
  });
});
