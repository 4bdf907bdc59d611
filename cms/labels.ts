// Labels of the editor's fields: Romanian for the site's own content, English for the template
// pages (whose text is English). Whole field names first, then word by word, Romanian putting the
// head noun first ("phoneTitle" is "Titlu telefon").
import { RO_FIELDS, RO_WORDS } from "./labelsRo";

export type Lang = "ro" | "en";

const words = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Names that mean something else in one type (a collection, or an object type inside one): a FAQ
 * item's title is its question, the `to` of office hours is a closing time, not a link.
 */
const RO_BY_TYPE: Record<string, Record<string, string>> = {
  FaqJson: { title: "Întrebarea", desc: "Răspunsul" },
  TestimonialJson: { desc: "Recomandarea" },
  BookingJson: { modes: "Denumirile modurilor de desfășurare" },
  RoServiceSharedJson: { documents: "Lista de documente a serviciilor" },
  RoServiceDocumentGroups: {
    person: "Documentele unei persoane fizice",
    company: "Documentele unei firme",
  },
  ServiceDocumentsJson: { product: "Documentele proprii ale serviciului" },
  ChecklistGroup: { items: "Documente (unul pe rând)" },
  BookingMailVisitor: { online: "Textul cu linkul apelului video (întâlnirile online)" },
  BookingMailInvitation: { online: "Rândul cu linkul apelului video, în invitație" },
  DataProcessors: { calendar: "Aplicația de calendar" },
  ProcessorLabels: { calendar: "Aplicația de calendar" },
  BookingOfficeHours: { from: "Ora de deschidere", to: "Ora de închidere" },
  BookingClosure: { from: "Prima zi închisă", to: "Ultima zi închisă" },
  BookingMeetingType: {
    id: "Codul tipului de întâlnire",
    title: "Denumirea întâlnirii",
    description: "Descrierea întâlnirii",
    modes: "Cum poate avea loc",
  },
  BookingWindow: {
    id: "Codul intervalului",
    label: "Denumirea intervalului",
    from: "De la ora",
    to: "Până la ora",
  },
};

/** A field's label; `type` is the type holding it, for the names RO_BY_TYPE gives. */
export function fieldLabel(name: string, lang: Lang, type = ""): string {
  if (name === "jsonId") return lang === "ro" ? "Nr. de ordine (id)" : "Id";
  if (lang === "en") return capital(words(name).join(" "));
  const whole = RO_BY_TYPE[type]?.[name] ?? RO_FIELDS[name];
  if (whole) return whole;
  const parts = words(name).map((word) => RO_WORDS[word] ?? word);
  return capital(parts.reverse().join(" "));
}

/** The editor's name for a data file, from the Romanian list or else its file name. */
export function fileLabel(file: string, names: Record<string, string>): string {
  return names[file] ?? capital(words(file.replace(/\.json$/, "").replace(/\./g, " ")).join(" "));
}

export const FILE_NAMES: Record<string, string> = {
  "benefit.json": "Template: benefits",
  "booking.json": "Programări: program, închideri și tipuri de întâlniri",
  "capacity.json": "Cât pot împrumuta? (limitele BNR)",
  "booking-mail.json": "Programări: e-mailurile către vizitator și birou",
  "booking-server.json": "Programări: răspunsurile serverului",
  "comment.json": "Template: blog comments",
  "consent.json": "Banner cookie-uri",
  "contact.json": "Formular de contact și e-mailuri",
  "counter.en.json": "Template: counters",
  "en-about.json": "Template: about page",
  "en-blog-details.json": "Template: blog article",
  "en-case-details.json": "Template: case study",
  "en-home-three.json": "Template: home three",
  "en-home-two.json": "Template: home two",
  "en-inner.json": "Template: inner pages",
  "en-labels.json": "Template: labels",
  "en-service-details.json": "Template: service details",
  "en-team-details.json": "Template: team member",
  "faq.en.json": "Template: FAQ",
  "feature.json": "Template: features",
  "footer.json": "Subsol (footer)",
  "menu.json": "Meniu",
  "not-found.json": "Pagina 404",
  "pages.json": "Template: routes (and the 404 page)",
  "post.json": "Template: posts",
  "pricing.json": "Template: pricing plans",
  "process.en.json": "Template: process steps",
  "ro-service-shared.json": "Pagini de servicii: texte comune",
  "search.json": "Căutare",
  "service-card.en.json": "Template: service cards",
  "simulator-copy.json": "Simulator: texte",
  "site.json": "Date generale ale site-ului",
  "team.json": "Template: team",
  "testimonial.en.json": "Template: testimonials",
  "timeline.en.json": "Template: timeline",
  "ui.json": "Texte de interfață",
  "vitals.json": "Măsurarea vitezei paginilor (Web Vitals)",
  "why-choose.en.json": "Template: why choose us",
};

/** The parts of a page's entry (contract/pageFiles.ts PARTS), each a folded form. */
export const PART_LABELS: Record<string, string> = {
  route: "Adresă, titlu și descriere (SEO)",
  home: "Secțiunile paginii",
  about: "Secțiunile paginii",
  services: "Secțiunile paginii",
  service: "Secțiunile paginii",
  documents: "Ce documente îți trebuie (lista serviciului)",
  contact: "Secțiunile paginii",
  booking: "Secțiunile paginii",
  bookingManage: "Secțiunile paginii",
  legal: "Textul paginii",
  steps: "Etapele procesului",
  counters: "Cifre (contoare)",
  reasons: "De ce să ne alegi",
  companyInfo: "Despre companie (carduri)",
  timeline: "Istoric (cronologie)",
  faq: "Întrebări frecvente",
  simulator: "Simulator: intervale și valori",
  programs: "Programe cu fonduri europene",
  industries: "Industrii",
  cards: "Carduri de servicii",
};
