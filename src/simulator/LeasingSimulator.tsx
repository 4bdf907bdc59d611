import React, { useMemo } from "react";
import { SimulatorBody } from "./SimulatorBody";
import {
  LEASING_INPUTS,
  simulateLeasing,
  type LeasingFields,
} from "../../domain/simulator/summary";
import type { SimulatorCopy } from "../../domain/simulator/types";
import { useFields } from "./useFields";
import { residualError } from "../../domain/simulator/validate";

interface LeasingSimulatorProps {
  fields: LeasingFields;
  copy: SimulatorCopy;
  warning: string | null;
  /** The path of the page it is on. */
  page?: string;
}

/** Financial leasing: advance, equal instalments and the residual value paid at the end. */
export function LeasingSimulator({ fields, copy, warning, page = "" }: LeasingSimulatorProps) {
  const { texts, checks, messages, values, setText, tidy } = useFields(fields, copy.errors);
  // Each field can be in range while the two together leave nothing to pay the residual from.
  const errors =
    checks.advance.ok && checks.residual.ok
      ? {
          ...messages,
          residual: residualError(
            checks.residual.value,
            checks.advance.value,
            fields.residual,
            copy.errors,
          ),
        }
      : messages;
  const valid = values !== null && errors.residual === null;
  const simulation = useMemo(
    () => (valid ? simulateLeasing(fields, values, copy.result, copy.currency) : null),
    [valid, fields, values, copy],
  );
  return (
    <SimulatorBody
      inputs={{ names: LEASING_INPUTS, fields, texts, errors, onChange: setText, onBlur: tidy }}
      copy={copy}
      result={{
        simulation,
        summaryHeading: copy.summary.leasing,
        excludes: copy.result.vat,
        warning,
        page,
        figures: valid ? { kind: "leasing", inputs: values } : null,
      }}
    />
  );
}
