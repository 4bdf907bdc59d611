import React, { useMemo } from "react";
import { Schedule } from "./Schedule";
import { SimulatorBody } from "./SimulatorBody";
import {
  CREDIT_INPUTS,
  simulateCredit,
  type CreditSimulatorFields,
} from "../../domain/simulator/summary";
import type { SimulatorCopy } from "../../domain/simulator/types";
import { useFields } from "./useFields";

interface CreditSimulatorProps {
  fields: CreditSimulatorFields;
  copy: SimulatorCopy;
  warning: string | null;
  /** The path of the page it is on. */
  page?: string;
}

/**
 * Equal monthly instalments with their charges: the instalment, the DAE, the totals and the
 * repayment schedule. A charge that fails its check gets its message like any field, and no result.
 */
export function CreditSimulator({ fields, copy, warning, page = "" }: CreditSimulatorProps) {
  const { texts, messages: errors, values, setText, tidy } = useFields(fields, copy.errors);
  const simulation = useMemo(
    () => values && simulateCredit(fields, values, copy.result, copy.currency),
    [fields, values, copy],
  );
  return (
    <>
      <SimulatorBody
        inputs={{ names: CREDIT_INPUTS, fields, texts, errors, onChange: setText, onBlur: tidy }}
        copy={copy}
        result={{
          simulation,
          summaryHeading: copy.summary.credit,
          excludes: null,
          warning,
          page,
          figures: values && { kind: "credit", inputs: values },
        }}
      />
      {simulation && (
        <Schedule
          rows={simulation.result.schedule}
          totals={simulation.result.scheduleTotals}
          copy={copy.schedule}
        />
      )}
    </>
  );
}
