// The simulators' input names, in the order of their forms and summaries: apart from the
// arithmetic, so a page that only names them (the booking page's handoff, a service page's
// link) loads none of it.

export const CHARGE_INPUTS = ["analysisFee", "monthlyFee", "monthlyInsurance"] as const;

/** The inputs of each simulator, in the order of its form and of its summary. */
export const CREDIT_INPUTS = ["amount", "term", "rate", ...CHARGE_INPUTS] as const;
export const LEASING_INPUTS = ["amount", "advance", "residual", "term", "rate"] as const;
