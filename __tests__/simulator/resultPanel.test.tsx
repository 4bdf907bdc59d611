// What the result panel says the figures are: an estimate, and in leasing, amounts without VAT.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import copy from "../../data/simulator-copy.json";
import { CreditSimulator } from "../../src/simulator/CreditSimulator";
import { LeasingSimulator } from "../../src/simulator/LeasingSimulator";
import type { SimulatorCopy } from "../../src/simulator/types";
import { creditFields, leasingFields } from "../helpers/simulatorSpecs";

const simulatorCopy: SimulatorCopy = copy;
const result = () => screen.getByRole("group", { name: copy.result.title });

describe("the estimate", () => {
  it("says in leasing that the figures exclude VAT (TVA)", () => {
    expect(copy.result.vat).toMatch(/fără TVA/);
    render(
      <LeasingSimulator fields={leasingFields("leasing")} copy={simulatorCopy} warning={null} />,
    );
    expect(within(result()).getByText(copy.result.estimate)).toBeInTheDocument();
    expect(within(result()).getByText(copy.result.vat)).toBeInTheDocument();
  });

  it("says nothing about VAT for a credit, where none is charged on the instalments", () => {
    const fields = creditFields("credite_persoane_fizice");
    render(<CreditSimulator fields={fields} copy={simulatorCopy} warning={null} />);
    expect(within(result()).getByText(copy.result.estimate)).toBeInTheDocument();
    expect(within(result()).queryByText(copy.result.vat)).toBeNull();
  });
});
