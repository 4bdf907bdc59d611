/** @jest-environment node */
import copy from "../../data/simulator-copy.json";
import { creditDae } from "../../domain/simulator/dae";
import {
  monthsOf,
  simulateCredit,
  simulateLeasing,
  summaryText,
  type CreditSimulatorFields,
  type LeasingFields,
  type Values,
} from "../../domain/simulator/summary";
import { creditFields, fieldSpec, simulatorEntries } from "./simulatorSpecs";

const byKey = (key: string) => simulatorEntries().find((e) => e.key === key)!;
/** A credit simulator's fields as its page file declares them, charges included. */
const charged = (key: string): CreditSimulatorFields => ({
  ...creditFields(key),
  analysisFee: fieldSpec(key, "analysisFee"),
  monthlyFee: fieldSpec(key, "monthlyFee"),
  monthlyInsurance: fieldSpec(key, "monthlyInsurance"),
});
const personal = charged("credite_persoane_fizice");
const longTerm = charged("finantari_termen_lung");
const leasingFields = byKey("leasing").inputs as unknown as LeasingFields;

/** The credit with charges typed by hand (not the data's defaults, which may change). */
const CONTRACT: Values<CreditSimulatorFields> = {
  amount: 100_000,
  term: 60,
  rate: 10,
  analysisFee: 500,
  monthlyFee: 25,
  monthlyInsurance: 30,
};
const NO_CHARGES = { analysisFee: 0, monthlyFee: 0, monthlyInsurance: 0 };

describe("credit simulation", () => {
  const simulation = simulateCredit(personal, CONTRACT, copy.result, copy.currency);

  it("states the inputs, charges included, and the figures in ro-RO money", () => {
    expect(simulation.inputs).toEqual([
      ["Suma împrumutată", "100.000,00 lei"],
      ["Durata", "60 luni"],
      ["Dobânda anuală", "10%"],
      ["Comision de analiză", "500,00 lei"],
      ["Comision lunar de administrare", "25,00 lei/lună"],
      ["Asigurare cerută de creditor", "30,00 lei/lună"],
    ]);
    // 60 instalments of 2.124,70 lei, 500 lei once and 55 lei a month: 131.282,00 lei in all.
    expect(simulation.figures).toEqual([
      [copy.result.instalment, "2.124,70 lei"],
      [copy.result.dae, "11,94%"],
      [copy.result.totalRepaid, "127.482,00 lei"],
      [copy.result.totalInterest, "27.482,00 lei"],
      [copy.result.creditCost, "31.282,00 lei"],
      [copy.result.totalPayable, "131.282,00 lei"],
    ]);
  });

  it("states the DAE creditDae computes from the same cash flows, rounded to two decimals", () => {
    const { daePercent, totalCost, totalPayable } = creditDae({
      principal: 10_000_000,
      months: 60,
      annualPercent: 10,
      analysisFee: 50_000,
      monthlyFee: 2500,
      monthlyInsurance: 3000,
    });
    expect(daePercent).toBe(11.94);
    expect(simulation.cost).toMatchObject({ daePercent, totalCost, totalPayable });
  });

  it("without charges, states the DAE of the interest alone: 10,47% for 10% a year", () => {
    const plain = simulateCredit(
      personal,
      { ...CONTRACT, ...NO_CHARGES },
      copy.result,
      copy.currency,
    );
    expect(plain.figures).toEqual([
      [copy.result.instalment, "2.124,70 lei"],
      [copy.result.dae, "10,47%"],
      [copy.result.totalRepaid, "127.482,00 lei"],
      [copy.result.totalInterest, "27.482,00 lei"],
      [copy.result.creditCost, "27.482,00 lei"],
      [copy.result.totalPayable, "127.482,00 lei"],
    ]);
  });

  it("writes a DAE with its two decimals even when they are 0: 0,00% for a free credit", () => {
    const free = simulateCredit(
      personal,
      { ...CONTRACT, rate: 0, ...NO_CHARGES },
      copy.result,
      copy.currency,
    );
    expect(free.figures[1]).toEqual([copy.result.dae, "0,00%"]);
  });

  it("counts a term in years as twelve months each", () => {
    expect(monthsOf(5, longTerm.term)).toBe(60);
    const years = simulateCredit(longTerm, { ...CONTRACT, term: 5 }, copy.result, copy.currency);
    expect(years.result.schedule).toHaveLength(60);
    expect(years.figures[0][1]).toBe("2.124,70 lei");
    expect(years.figures[1][1]).toBe("11,94%");
    expect(years.inputs[1]).toEqual(["Durata", "5 ani"]);
  });

  it("makes the contact message: a heading line, then every input and figure, charges and DAE", () => {
    expect(summaryText(copy.summary.credit, simulation)).toBe(
      [
        "Simulare de credit (estimare, nu ofertă):",
        "Suma împrumutată: 100.000,00 lei",
        "Durata: 60 luni",
        "Dobânda anuală: 10%",
        "Comision de analiză: 500,00 lei",
        "Comision lunar de administrare: 25,00 lei/lună",
        "Asigurare cerută de creditor: 30,00 lei/lună",
        "Rata lunară: 2.124,70 lei",
        "DAE (dobânda anuală efectivă): 11,94%",
        "Totalul ratelor (principal și dobândă): 127.482,00 lei",
        "Total dobândă: 27.482,00 lei",
        "Costul total al creditului (dobândă, comisioane și asigurare): 31.282,00 lei",
        "Suma totală plătibilă: 131.282,00 lei",
      ].join("\n"),
    );
  });
});

describe("leasing simulation", () => {
  it("states the inputs and the contract figure: 1.775,57 lei a month", () => {
    const simulation = simulateLeasing(
      leasingFields,
      { amount: 100_000, advance: 20, residual: 10, term: 48, rate: 8 },
      copy.result,
      copy.currency,
    );
    expect(simulation.inputs).toEqual([
      ["Valoarea bunului", "100.000,00 lei"],
      ["Avans", "20%"],
      ["Valoarea reziduală", "10%"],
      ["Durata", "48 luni"],
      ["Dobânda anuală", "8%"],
    ]);
    expect(simulation.figures).toEqual([
      [copy.result.instalment, "1.775,57 lei"],
      [copy.result.advance, "20.000,00 lei"],
      [copy.result.financed, "80.000,00 lei"],
      [copy.result.residual, "10.000,00 lei"],
      [copy.result.totalCost, "115.227,36 lei"],
      [copy.result.totalInterest, "15.227,36 lei"],
    ]);
  });
});
