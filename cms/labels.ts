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

/** Names that mean something else in one collection: a FAQ item's title is its question. */
const RO_BY_TYPE: Record<string, Record<string, string>> = {
  FaqJson: { title: "Întrebarea", desc: "Răspunsul" },
  TestimonialJson: { desc: "Recomandarea" },
};

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
  "comment.json": "Template: blog comments",
  "company-info.json": "Despre companie (carduri)",
  "consent.json": "Banner cookie-uri",
  "contact.json": "Formular de contact și e-mailuri",
  "counter.en.json": "Template: counters",
  "counter.ro.json": "Cifre (contoare)",
  "en-about.json": "Template: about page",
  "en-blog-details.json": "Template: blog article",
  "en-case-details.json": "Template: case study",
  "en-home-three.json": "Template: home three",
  "en-home-two.json": "Template: home two",
  "en-inner.json": "Template: inner pages",
  "en-labels.json": "Template: labels",
  "en-service-details.json": "Template: service details",
  "en-team-details.json": "Template: team member",
  "eu-program.json": "Programe cu fonduri europene",
  "faq.en.json": "Template: FAQ",
  "faq.ro.json": "Întrebări frecvente",
  "feature.json": "Template: features",
  "footer.json": "Subsol (footer)",
  "industry.json": "Industrii",
  "legal.json": "Pagini legale",
  "menu.json": "Meniu",
  "not-found.json": "Pagina 404",
  "pages.json": "Pagini și adrese (rute)",
  "post.json": "Template: posts",
  "pricing.json": "Template: pricing plans",
  "process.en.json": "Template: process steps",
  "process.ro.json": "Etapele procesului",
  "ro-about.json": "Pagina Despre noi",
  "ro-contact.json": "Pagina Contact",
  "ro-home.json": "Pagina principală",
  "ro-service-shared.json": "Pagini de servicii: texte comune",
  "ro-services.json": "Pagina Servicii",
  "search.json": "Căutare",
  "service-card.en.json": "Template: service cards",
  "service-card.ro.json": "Carduri de servicii",
  "service-page.json": "Pagini de servicii",
  "simulator-copy.json": "Simulator: texte",
  "simulator.json": "Simulator: intervale și valori",
  "site.json": "Date generale ale site-ului",
  "team.json": "Template: team",
  "testimonial.en.json": "Template: testimonials",
  "timeline.en.json": "Template: timeline",
  "timeline.ro.json": "Istoric (cronologie)",
  "ui.json": "Texte de interfață",
  "why-choose.en.json": "Template: why choose us",
  "why-choose.ro.json": "De ce să ne alegi",
};
