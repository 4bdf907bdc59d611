// The editor's form of data/vitals.json, from the rule the build holds it to (contract/vitals.ts
// readVitalsData): the sample rate is a number from 0 to 1.
import type { FieldRules } from "./bookingFields";

export const VITALS_FIELD_RULES: Record<string, Record<string, FieldRules>> = {
  VitalsJson: {
    sampleRate: {
      widget: "number",
      value_type: "float",
      step: 0.05,
      min: 0,
      max: 1,
      hint:
        "Ce parte din vizitele paginilor își trimit măsurătorile de viteză (Web Vitals): 0 niciuna, " +
        "0.5 una din două, 1 toate. Se aplică după publicarea site-ului. Politica de cookie-uri și " +
        "cea de confidențialitate spun această valoare: schimb-o și acolo.",
    },
  },
};
