// The editor's form of data/capacity.json's limits, from the rules the build holds them to
// (gatsby/capacityChecks.ts): the caps are percentages from 0 to 100, the stresses within their
// bounds. What compares two fields (the foreign-currency cap not above the one in lei) the build
// checks and names.
import type { FieldRules } from "./bookingFields";

const percent = (hint: string): FieldRules => ({
  widget: "number",
  value_type: "float",
  step: 0.5,
  min: 0,
  max: 100,
  hint,
});

export const CAPACITY_FIELD_RULES: Record<string, Record<string, FieldRules>> = {
  CapacityRules: {
    leiCap: percent(
      "Limita BNR pentru toate ratele, în procente din venitul net, la un credit în lei (Regulamentul BNR nr. 17/2012, cu modificările din Regulamentul nr. 6/2018: 40).",
    ),
    foreignCap: percent(
      "Limita pentru un credit în valută, în procente din venitul net (20); cel mult cât limita în lei.",
    ),
    firstHomeBonus: percent(
      "Puncte procentuale în plus pentru prima locuință, în care va locui debitorul (5).",
    ),
    rateStress: {
      widget: "number",
      value_type: "float",
      step: 0.25,
      min: 0,
      max: 20,
      hint: "Puncte procentuale adăugate dobânzii înainte ca rata să fie comparată cu limita. Din 2019 BNR nu mai cere această ajustare: 0.",
    },
    fxStress: percent(
      "Cu cât crește în lei rata unui credit în valută (o depreciere a leului), în procente. Din 2019 BNR nu mai cere această ajustare: 0.",
    ),
  },
};
