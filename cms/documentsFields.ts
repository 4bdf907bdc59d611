// The editor's form of a service page's document checklist (its page file's `documents`), from
// the rule the build holds it to (domain/documentsProblems.ts): whom the service is for is one or
// both of the audiences, chosen from the list, never typed.
import type { FieldRules } from "./bookingFields";

export const DOCUMENTS_FIELD_RULES: Record<string, Record<string, FieldRules>> = {
  ServiceDocumentsJson: {
    audiences: {
      widget: "select",
      multiple: true,
      min: 1,
      options: [
        { label: "Persoane fizice", value: "person" },
        { label: "Firme (persoane juridice)", value: "company" },
      ],
      hint:
        "Listele comune afișate pe pagină, în ordinea aleasă, înaintea documentelor proprii ale " +
        "serviciului. Listele comune se editează în „Pagini de servicii: texte comune”.",
    },
  },
};
