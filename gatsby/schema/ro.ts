// Types of the Romanian pages' collections (service-page, eu-program, industry, company-info, legal,
// simulator), after the ro-*.json page files' types (roPages.ts). The shared collections (FaqJson,
// ServiceCardJson, ...) and the Link and Heading shapes live in shared.ts.
import { pageTypeDefs } from "./roPages";

export const typeDefs = `${pageTypeDefs}
  type ServicePageIntro {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    cta: Link!
  }
  type ServicePageProducts { eyebrow: String! title: String! text: String! items: [RoIconItem!]! }
  type ServicePageWhy { eyebrow: String! title: String! text: String! points: [String!]! }
  type ServicePageJson implements Node @dontInfer {
    jsonId: String!
    key: String!
    image: File @fileByRelativePath
    imageAlt: String!
    intro: ServicePageIntro!
    products: ServicePageProducts!
    why: ServicePageWhy!
    programs: Boolean!
  }
  "A group of a document checklist (domain/documents.ts): its title and the documents, one a line."
  type ChecklistGroup { title: String! items: [String!]! }
  """A service page's document checklist (its page file's documents): whom the service is for, and
  what its product needs beyond the shared lists of data/ro-service-shared.json."""
  type ServiceDocumentsJson implements Node @dontInfer {
    key: String!
    "person, company or both, in the order the page lists their groups."
    audiences: [String!]!
    product: ChecklistGroup!
  }

  type EuProgramJson implements Node @dontInfer {
    jsonId: String!
    title: String!
    desc: String!
    list_title: String!
    list: [String!]!
  }

  type IndustryJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    title: String!
    desc: String!
  }

  type CompanyInfoJson implements Node @dontInfer {
    jsonId: String!
    icon: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    sub_title: String!
    title: String!
    desc: String!
  }

  type LegalTableRow { cells: [String!]! }
  type LegalTable { caption: String! head: [String!]! rows: [LegalTableRow!]! }
  type LegalSection {
    title: String!
    paragraphs: [String!]!
    list: [String!]
    after: [String!]
    contact: Boolean!
    links: [RoTextLink!]
    table: LegalTable
  }
  type LegalJson implements Node @dontInfer {
    jsonId: String!
    key: String!
    updated: String!
    intro: [String!]!
    sections: [LegalSection!]!
  }
  "One input of the simulator: its range, its starting value and how many decimals it takes."
  type SimulatorField {
    label: String!
    unit: String!
    "Months in one unit of a term field: 1 for months, 12 for years."
    monthsPerUnit: Int
    min: Float!
    max: Float!
    default: Float!
    decimals: Int!
  }
  type SimulatorInputs {
    "The amount borrowed (credit) or the asset's value (leasing)."
    amount: SimulatorField!
    term: SimulatorField!
    rate: SimulatorField!
    "Leasing only, percent of the asset's value."
    advance: SimulatorField
    "Leasing only, percent of the asset's value, paid at the end."
    residual: SimulatorField
    "Credit only, lei, paid once when the credit is granted; counted in the DAE."
    analysisFee: SimulatorField
    "Credit only, lei a month, paid with each instalment; counted in the DAE."
    monthlyFee: SimulatorField
    "Credit only, lei a month: the insurance the creditor requires, paid with each instalment."
    monthlyInsurance: SimulatorField
  }
  """The standard information of consumer-credit advertising, from one credit simulator: its page
  shows the warning above everything and the example beside the simulator; every other page that
  promotes consumer credit shows the warning and the one-sentence example with a link to it."""
  type CreditStandardInfo {
    "The warning, in the page's most visible characters."
    warning: String!
    "The example in one sentence, with the same {names} as example.text of data/simulator-copy.json."
    exampleLine: String!
    "The link to the full representative example."
    exampleLink: Link!
  }
  """A sentence of figures with its DAE set apart, to be shown in stronger characters: what the
  build writes in SimulatorJson.representativeExample and .standardExample
  (gatsby/creditExample.ts), never data."""
  type ExampleSentence {
    before: String!
    dae: String!
    after: String!
  }
  "The credit or leasing simulator of one service page (its page file's simulator), by its page key."
  type SimulatorJson implements Node @dontInfer {
    key: String!
    "credit or leasing"
    kind: String!
    copy: SimulatorCopyJson! @link(by: "lang")
    title: String!
    text: String!
    rangeNote: String!
    "Credit only: the product its representative example is for, as the example names it."
    product: String
    "On the one consumer-credit simulator whose example the site advertises."
    standardInfo: CreditStandardInfo
    inputs: SimulatorInputs!
    "Keys below this item that hold example values the firm must confirm (npm run check:live)."
    placeholders: [String!]
  }

  type SimulatorErrors {
    empty: String!
    invalid: String!
    range: String!
    decimals: String!
    integer: String!
    residual: String!
  }
  type SimulatorResultCopy {
    title: String!
    estimate: String!
    missing: String!
    instalment: String!
    "Credit only: the DAE's label."
    dae: String!
    totalRepaid: String!
    totalInterest: String!
    "Credit only: interest, fees and insurance together."
    creditCost: String!
    "Credit only: the amount borrowed plus the total cost of the credit."
    totalPayable: String!
    advance: String!
    financed: String!
    residual: String!
    totalCost: String!
    "Leasing only: the figures exclude VAT, which the estimate has to say."
    vat: String!
  }
  type SimulatorScheduleCopy {
    title: String!
    month: String!
    instalment: String!
    principal: String!
    interest: String!
    balance: String!
    total: String!
    showAll: String!
    showFirst: String!
    note: String!
  }
  "The representative example beside a credit simulator, from its default values."
  type SimulatorExampleCopy {
    label: String!
    "{product} {amount} {term} {rate} {dae} {instalment} {monthlyPayment} {monthlyFee} {monthlyInsurance} {analysisFee} {totalCost} {totalPayable}"
    text: String!
    "Shown next to the example while the defaults it uses are marked as placeholders."
    placeholderNote: String!
  }
  """The button that carries a simulation into the contact form, the link to book a meeting and the
  button that books one with the simulation (its inputs ride to the booking page, never in the URL)."""
  type SimulatorSendCopy { label: String! text: String! book: Link! withFigures: String! }
  type SimulatorSummaryCopy { credit: String! leasing: String! }
  "The simulator's shared copy (data/simulator-copy.json)."
  type SimulatorCopyJson implements Node @dontInfer {
    lang: String!
    eyebrow: String!
    currency: String!
    noScript: String!
    noScriptLink: Link!
    loading: String!
    formLabel: String!
    rateExample: String!
    errors: SimulatorErrors!
    result: SimulatorResultCopy!
    example: SimulatorExampleCopy!
    schedule: SimulatorScheduleCopy!
    send: SimulatorSendCopy!
    summary: SimulatorSummaryCopy!
  }
`;
