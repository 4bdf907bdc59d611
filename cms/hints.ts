// Hints under the editor's fields, where a field's meaning or its rule is not obvious from its label.
import type { FieldSpec } from "./schemaModel";
import type { Lang } from "./labels";

const RO: Record<string, string> = {
  jsonId: "Se completează automat la salvare pentru un element nou; nu îl schimba.",
  icon: "Numele unei pictograme din site.",
  link: "O pagină a site-ului (începe cu /), o adresă completă (https://…) sau o ancoră (#…).",
  image: "Imagine din data/images.",
  imageAlt: "Ce arată imaginea, pentru cine nu o vede.",
  page: "Pagina pe care apare elementul.",
  monthsPerUnit: "1 dacă durata e în luni, 12 dacă e în ani.",
  decimals: "Câte zecimale acceptă câmpul (0–4; durata: 0).",
  min: "Cea mai mică valoare acceptată.",
  max: "Cea mai mare valoare acceptată (procentele: cel mult 100).",
  default: "Valoarea cu care pornește simulatorul; între minim și maxim.",
};

const EN: Record<string, string> = {
  jsonId: "Given automatically on save for a new item; do not change it.",
  link: "A page of the site (starting with /), a full address (https://…) or an anchor (#…).",
};

export function hintOf(spec: FieldSpec, lang: Lang): string | undefined {
  const table = lang === "ro" ? RO : EN;
  const ownHint = table[spec.name] ?? (spec.file ? table.image : undefined);
  return ownHint;
}
