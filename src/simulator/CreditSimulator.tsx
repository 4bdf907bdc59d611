import React, { useMemo } from "react";
import { prefillContactMessage, showContactForm } from "../contact/prefill";
import { FieldsForm } from "./FieldsForm";
import { ResultPanel } from "./ResultPanel";
import { Schedule } from "./Schedule";
import { simulateCredit, summaryText, type CreditFields } from "./summary";
import type { SimulatorCopy } from "./types";
import { useFields } from "./useFields";
import * as styles from "./Simulator.module.css";

const ORDER = ["amount", "term", "rate"] as const;

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
  const send = () => {
    if (!simulation) return;
    const lines = [...simulation.inputs, ...simulation.figures];
    prefillContactMessage(summaryText(copy.summary.credit, lines));
    showContactForm();
  };
  return (
    <>
      <div className={styles.layout}>
        <FieldsForm
          label={copy.formLabel}
          names={ORDER}
          fields={fields}
          texts={texts}
          errors={errors}
          hints={{ rate: copy.rateExample }}
          onChange={setText}
          onBlur={tidy}
        />
        <ResultPanel
          copy={copy}
          figures={simulation?.figures ?? null}
          warning={warning}
          onSend={send}
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
