import React from "react";
import { CreditSimulator } from "./CreditSimulator";
import { LeasingSimulator } from "./LeasingSimulator";
import { creditSimulatorFields } from "../../domain/simulator/summary";
import type { SimulatorData } from "../../domain/simulator/types";

export interface SimulatorProps {
  data: SimulatorData;
  /** The page's consumer-credit warning, shown with the result. */
  warning: string | null;
  /** The path of the page it is on (a booking from its result names the page and its service). */
  page?: string;
}

/**
 * The interactive simulator, loaded on demand by SimulatorSection (src/onDemand.ts). The build
 * checks that a leasing entry has its advance and residual fields, and a credit entry its charges.
 */
export function Simulator({ data, warning, page = "" }: SimulatorProps) {
  const { amount, term, rate, advance, residual } = data.inputs;
  if (data.kind === "leasing") {
    if (!advance || !residual)
      throw new Error("the simulator of a page file: leasing needs advance and residual");
    return (
      <LeasingSimulator
        fields={{ amount, term, rate, advance, residual }}
        copy={data.copy}
        warning={warning}
        page={page}
      />
    );
  }
  const fields = creditSimulatorFields(data.inputs);
  if (!fields) {
    throw new Error(
      "the simulator of a page file: credit needs analysisFee, monthlyFee and monthlyInsurance",
    );
  }
  return <CreditSimulator fields={fields} copy={data.copy} warning={warning} page={page} />;
}
