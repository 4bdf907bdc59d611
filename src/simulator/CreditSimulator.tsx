import React, { useMemo } from "react";
import { FieldsForm } from "./FieldsForm";
import { ResultPanel } from "./ResultPanel";
import { Schedule } from "./Schedule";
import { CREDIT_INPUTS, simulateCredit, type CreditFields } from "./summary";
import type { SimulatorCopy } from "./types";
import { useFields } from "./useFields";
import * as styles from "./Simulator.module.css";

interface CreditSimulatorProps {
  fields: CreditFields;
  copy: SimulatorCopy;
  warning: string | null;
}

/** Equal monthly instalments: the instalment, the totals and the repayment schedule. */
export function CreditSimulator({ fields, copy, warning }: CreditSimulatorProps) {
  const { texts, messages: errors, values, setText, tidy } = useFields(fields, copy.errors);
  const simulation = useMemo(
    () => values && simulateCredit(fields, values, copy.result, copy.currency),
    [fields, values, copy],
  );
  return (
    <>
      <div className={styles.layout}>
        <FieldsForm
          label={copy.formLabel}
          names={CREDIT_INPUTS}
          fields={fields}
          texts={texts}
          errors={errors}
          hints={{ rate: copy.rateExample }}
          onChange={setText}
          onBlur={tidy}
        />
        <ResultPanel
          copy={copy}
          simulation={simulation}
          summaryHeading={copy.summary.credit}
          excludes={null}
          warning={warning}
        />
      </div>
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
