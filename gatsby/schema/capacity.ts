// Types of data/capacity.json, the borrowing-capacity check ("Cât pot împrumuta?") on the service
// pages it names: the BNR's limits it applies (domain/capacity.ts), its fields, its table of
// examples and its copy. Its ranges reuse the simulator's SimulatorField (ro.ts).
export const typeDefs = `
  """The debt-service-to-income limits of BNR Regulation no. 17/2012 as amended by Regulation no.
  6/2018, in percent of net monthly income, and the stresses applied before a payment is held to
  them."""
  type CapacityRules {
    "Credits in lei: the ratio's maximum, percent (40)."
    leiCap: Float!
    "Credits in foreign currency to a borrower not hedged against it, percent (20)."
    foreignCap: Float!
    "Percentage points more for a first home the borrower will live in (5)."
    firstHomeBonus: Float!
    "Percentage points added to the annual rate before the payment is tested (0 since 2019)."
    rateStress: Float!
    "Percent by which a foreign-currency payment grows in lei, a weaker leu (0 since 2019)."
    fxStress: Float!
  }
  type CapacityInputs {
    "Net monthly income, lei."
    income: SimulatorField!
    "Instalments already paid each month, lei."
    debts: SimulatorField!
    term: SimulatorField!
    rate: SimulatorField!
  }
  "The table of worked examples the build writes into the page: net incomes × terms, in lei."
  type CapacityTable {
    incomes: [Float!]!
    "In the term field's unit."
    terms: [Int!]!
  }
  type CapacityCurrencyCopy { legend: String! lei: String! foreign: String! }
  type CapacityErrors {
    empty: String!
    invalid: String!
    range: String!
    decimals: String!
    integer: String!
  }
  type CapacityResultCopy {
    title: String!
    share: String!
    maxPayment: String!
    maxAmount: String!
    dae: String!
    totalPayable: String!
    missing: String!
    "Shown when the instalments already paid use the whole limit."
    zero: String!
  }
  type CapacityTableCopy {
    title: String!
    "{rate}: the example rate."
    caption: String!
    income: String!
    term: String!
    maxPayment: String!
    maxAmount: String!
    dae: String!
  }
  type CapacityExampleCopy {
    label: String!
    "{income} {term} {rate} {amount} {dae} {instalment} {totalCost} {totalPayable}"
    text: String!
    placeholderNote: String!
  }
  type CapacitySendCopy { label: String! text: String! book: String! }
  type CapacityCopy {
    eyebrow: String!
    title: String!
    text: String!
    law: String!
    estimate: String!
    charges: String!
    warning: String!
    noScript: String!
    loading: String!
    formLabel: String!
    rateExample: String!
    currency: CapacityCurrencyCopy!
    firstHome: String!
    errors: CapacityErrors!
    result: CapacityResultCopy!
    table: CapacityTableCopy!
    example: CapacityExampleCopy!
    send: CapacitySendCopy!
    summary: String!
    "How the summary sent to the contact form says yes and no."
    yes: String!
    no: String!
  }
  "One row of the table of examples, as the page states it (written by the build, never data)."
  type CapacityExampleRow {
    income: String!
    term: String!
    maxPayment: String!
    maxAmount: String!
    dae: String!
  }
  "The table of examples with its caption, written by the build (gatsby/capacityExample.ts)."
  type CapacityExamples {
    caption: String!
    rows: [CapacityExampleRow!]!
  }
  "The borrowing-capacity check (data/capacity.json)."
  type CapacityJson implements Node @dontInfer {
    lang: String!
    "The page keys of the service pages that show the check."
    pages: [String!]!
    rules: CapacityRules!
    inputs: CapacityInputs!
    table: CapacityTable!
    copy: CapacityCopy!
    "Keys below this item that hold example values the firm must confirm (npm run check:live)."
    placeholders: [String!]
  }
`;
