/** @jest-environment node */
import copy from "../../data/simulator-copy.json";
import entries from "../../data/simulator.json";
import {
  monthsOf,
  simulateCredit,
  simulateLeasing,
  summaryText,
  type CreditFields,
  type LeasingFields,
} from "../../src/simulator/summary";

const byKey = (key: string) => entries.find((e) => e.key === key)!;
const personal = byKey("credite_persoane_fizice").inputs as CreditFields;
const longTerm = byKey("finantari_termen_lung").inputs as CreditFields;
const leasingFields = byKey("leasing").inputs as unknown as LeasingFields;

describe("credit simulation", () => {
  const simulation = simulateCredit(
    personal,
    { amount: 100_000, term: 60, rate: 10 },
    copy.result,
    copy.currency,
  );

  it("states the inputs and the contract figures in ro-RO money", () => {
    expect(simulation.inputs).toEqual([
      ["Suma împrumutată", "100.000,00 lei"],
      ["Durata", "60 luni"],
      ["Dobânda anuală", "10%"],
    ]);
    expect(simulation.figures).toEqual([
      [copy.result.instalment, "2.124,70 lei"],
      [copy.result.totalRepaid, "127.482,00 lei"],
      [copy.result.totalInterest, "27.482,00 lei"],
    ]);
  });

  it("counts a term in years as twelve months each", () => {
    expect(monthsOf(5, longTerm.term)).toBe(60);
    const years = simulateCredit(
      longTerm,
      { amount: 100_000, term: 5, rate: 10 },
      copy.result,
      copy.currency,
    );
    expect(years.result.schedule).toHaveLength(60);
    expect(years.figures[0][1]).toBe("2.124,70 lei");
    expect(years.inputs[1]).toEqual(["Durata", "5 ani"]);
  });

  it("makes the contact message: a heading line, then one line per input and figure", () => {
    expect(summaryText(copy.summary.credit, simulation)).toBe(
      [
        "Simulare de credit (estimare, nu ofertă):",
        "Suma împrumutată: 100.000,00 lei",
        "Durata: 60 luni",
        "Dobânda anuală: 10%",
        "Rata lunară: 2.124,70 lei",
        "Total de rambursat: 127.482,00 lei",
        "Total dobândă: 27.482,00 lei",
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
