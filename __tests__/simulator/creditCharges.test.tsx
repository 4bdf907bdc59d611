// The credit simulator's charges in the form: each a field like the others, checked as typed, and
// counted in the DAE and the totals the result shows.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import copy from "../../data/simulator-copy.json";
import { CreditSimulator } from "../../src/simulator/CreditSimulator";
import { creditCost, type CreditSimulatorFields } from "../../domain/simulator/summary";
import { defaultValues } from "../../domain/simulator/example";
import { formatDae, formatLei } from "../../domain/simulator/format";
import type { SimulatorCopy } from "../../domain/simulator/types";
import { initialText } from "../../domain/simulator/validate";
import { creditFields, fieldSpec } from "./simulatorSpecs";

const simulatorCopy: SimulatorCopy = copy;
const KEY = "credite_persoane_fizice";
const fields: CreditSimulatorFields = {
  ...creditFields(KEY),
  analysisFee: fieldSpec(KEY, "analysisFee"),
  monthlyFee: fieldSpec(KEY, "monthlyFee"),
  monthlyInsurance: fieldSpec(KEY, "monthlyInsurance"),
};
const result = () => screen.getByRole("group", { name: copy.result.title });
const figure = (label: string) =>
  within(result()).getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!
    .textContent;
const input = (spec: { label: string; unit: string }) =>
  screen.getByRole("textbox", { name: `${spec.label} (${spec.unit})` });
const errorOf = (field: HTMLElement) =>
  document.getElementById(`${field.id}-error`)?.textContent ?? null;

function renderCredit() {
  render(<CreditSimulator fields={fields} copy={simulatorCopy} warning={null} />);
}

describe("the credit simulator's charges", () => {
  it("start from the data's defaults, and the result shows their DAE and totals", () => {
    renderCredit();
    for (const spec of [fields.analysisFee, fields.monthlyFee, fields.monthlyInsurance]) {
      expect(input(spec)).toHaveValue(initialText(spec));
    }
    const cost = creditCost(fields, defaultValues(fields));
    expect(figure(copy.result.dae)).toBe(formatDae(cost.daePercent));
    expect(figure(copy.result.creditCost)).toBe(formatLei(cost.totalCost, copy.currency));
    expect(figure(copy.result.totalPayable)).toBe(formatLei(cost.totalPayable, copy.currency));
  });

  it("change the DAE and the totals as a fee is typed, not the instalment", async () => {
    const user = userEvent.setup();
    renderCredit();
    const instalment = figure(copy.result.instalment);
    const fee = input(fields.monthlyFee);
    await user.clear(fee);
    await user.type(fee, "100");
    const cost = creditCost(fields, { ...defaultValues(fields), monthlyFee: 100 });
    expect(figure(copy.result.dae)).toBe(formatDae(cost.daePercent));
    expect(figure(copy.result.totalPayable)).toBe(formatLei(cost.totalPayable, copy.currency));
    expect(figure(copy.result.instalment)).toBe(instalment);
    const before = creditCost(fields, defaultValues(fields));
    expect(cost.daePercent).toBeGreaterThan(before.daePercent);
  });

  it.each([
    ["", "Comision de analiză: completează câmpul."],
    ["abc", "Comision de analiză: scrie un număr, de exemplu 100.000 sau 10,5."],
    ["100.000", "Comision de analiză: scrie o valoare de la 0 la 900 lei."],
    ["-1", "Comision de analiză: scrie o valoare de la 0 la 900 lei."],
    ["1,005", "Comision de analiză: cel mult 2 zecimale."],
  ])(
    "an analysis fee of %j gets its message beside the field, and the result asks for a correction",
    async (typed, message) => {
      const user = userEvent.setup();
      renderCredit();
      const fee = input(fields.analysisFee);
      await user.clear(fee);
      if (typed) await user.type(fee, typed);
      expect(fee).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(fee)).toBe(message);
      expect(within(result()).queryByRole("definition")).toBeNull();
      expect(within(result()).getByText(copy.result.missing)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: copy.send.label })).toBeDisabled();
      expect(screen.queryByRole("table")).toBeNull();
    },
  );

  it("a monthly charge out of its range is refused the same way, and a good one brings the result back", async () => {
    const user = userEvent.setup();
    renderCredit();
    const insurance = input(fields.monthlyInsurance);
    await user.clear(insurance);
    await user.type(insurance, "5000");
    expect(errorOf(insurance)).toBe(
      "Asigurare cerută de creditor: scrie o valoare de la 0 la 1.000 lei/lună.",
    );
    expect(within(result()).getByText(copy.result.missing)).toBeInTheDocument();
    await user.clear(insurance);
    await user.type(insurance, "0");
    expect(insurance).not.toHaveAttribute("aria-invalid");
    const cost = creditCost(fields, { ...defaultValues(fields), monthlyInsurance: 0 });
    expect(figure(copy.result.dae)).toBe(formatDae(cost.daePercent));
  });
});
