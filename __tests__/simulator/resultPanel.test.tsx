// What the result panel says the figures are: an estimate, and in leasing, amounts without VAT;
// and what it offers after: the contact form, and the booking with or without the simulation.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import copy from "../../data/simulator-copy.json";
import { CreditSimulator } from "../../src/simulator/CreditSimulator";
import { LeasingSimulator } from "../../src/simulator/LeasingSimulator";
import type { CreditSimulatorFields } from "../../domain/simulator/summary";
import type { SimulatorCopy } from "../../domain/simulator/types";
import { creditFields, fieldSpec, leasingFields } from "./simulatorSpecs";
import userEvent from "@testing-library/user-event";
import { navigate as gatsbyNavigate } from "gatsby";
import { LEASING_INPUTS } from "../../domain/simulator/summary";
import { BOOKING_HANDOFF_STATE, BOOKING_SERVICE_PARAM } from "../../contract/forms/bookingContext";

const simulatorCopy: SimulatorCopy = copy;
const result = () => screen.getByRole("group", { name: copy.result.title });
const charged = (key: string): CreditSimulatorFields => ({
  ...creditFields(key),
  analysisFee: fieldSpec(key, "analysisFee"),
  monthlyFee: fieldSpec(key, "monthlyFee"),
  monthlyInsurance: fieldSpec(key, "monthlyInsurance"),
});

/** The estimate's sentences, split after each full stop. */
const sentences = (text: string) => text.split(/(?<=\.)\s+/);

describe("the wording", () => {
  it("lists the costs without the DAE, and says the DAE is the one annual rate that sums them up", () => {
    const costs = sentences(copy.result.estimate).filter((s) => /comisi/.test(s));
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatch(/dobânda, comisioanele și asigurările/);
    expect(costs[0]).not.toMatch(/DAE/);
    const dae = sentences(copy.result.estimate).filter((s) => /DAE/.test(s));
    expect(dae).toEqual([
      "DAE (dobânda anuală efectivă) le cuprinde pe toate într-o singură rată anuală.",
    ]);
  });

  it("says VAT applies as the Codul fiscal provides, not by any contract's rules", () => {
    expect(copy.result.vat).toMatch(/TVA se aplică potrivit Codului fiscal/);
    expect(copy.result.vat).not.toMatch(/contract/);
  });
});

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
    const fields = charged("credite_persoane_fizice");
    render(<CreditSimulator fields={fields} copy={simulatorCopy} warning={null} />);
    expect(within(result()).getByText(copy.result.estimate)).toBeInTheDocument();
    expect(within(result()).queryByText(copy.result.vat)).toBeNull();
  });
});

describe("after the estimate", () => {
  it("offers a free consultation's booking beside “Trimite simularea”, whatever the fields hold", () => {
    const fields = charged("credite_persoane_fizice");
    render(<CreditSimulator fields={fields} copy={simulatorCopy} warning={null} />);
    const send = within(result()).getByRole("button", { name: copy.send.label });
    const book = within(result()).getByRole("link", { name: copy.send.book.label });
    expect(book).toHaveAttribute("href", "/programare");
    expect(send.parentElement).toBe(book.parentElement);
  });
});

describe("booking with the simulation", () => {
  it("hands the page's service, its path and the inputs to the booking page in history state", async () => {
    const navigate = gatsbyNavigate as unknown as jest.Mock;
    navigate.mockClear();
    const fields = leasingFields("leasing");
    render(
      <LeasingSimulator
        fields={fields}
        copy={simulatorCopy}
        warning={null}
        page="/servicii/leasing"
      />,
    );
    const book = within(result()).getByRole("link", { name: copy.send.book.label });
    expect(book).toHaveAttribute("href", `/programare?${BOOKING_SERVICE_PARAM}=leasing`);
    const withFigures = within(result()).getByRole("button", { name: copy.send.withFigures });
    expect(withFigures).toBeEnabled();
    await userEvent.setup().click(withFigures);
    const inputs = Object.fromEntries(LEASING_INPUTS.map((name) => [name, fields[name].default]));
    expect(navigate).toHaveBeenCalledWith(`/programare?${BOOKING_SERVICE_PARAM}=leasing`, {
      state: {
        [BOOKING_HANDOFF_STATE]: {
          service: "leasing",
          source: "/servicii/leasing",
          figures: { kind: "leasing", inputs },
        },
      },
    });
  });

  it("cannot book with figures while an input is wrong; the plain link stays", async () => {
    const user = userEvent.setup();
    const fields = charged("credite_persoane_fizice");
    render(
      <CreditSimulator
        fields={fields}
        copy={simulatorCopy}
        warning={null}
        page="/servicii/credite-persoane-fizice"
      />,
    );
    const amount = screen.getByLabelText(new RegExp(fields.amount.label));
    await user.clear(amount);
    expect(within(result()).getByRole("button", { name: copy.send.withFigures })).toBeDisabled();
    expect(within(result()).getByRole("link", { name: copy.send.book.label })).toHaveAttribute(
      "href",
      `/programare?${BOOKING_SERVICE_PARAM}=credite-persoane-fizice`,
    );
  });
});
