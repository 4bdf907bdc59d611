import React from "react";
import { FieldsForm, type FieldsFormProps } from "./FieldsForm";
import { ResultPanel, type ResultPanelProps } from "./ResultPanel";
import * as styles from "./Simulator.module.css";
import type { SimulatorCopy } from "../../domain/simulator/types";

interface SimulatorBodyProps<N extends string> {
  /** The simulator's inputs (their label and hints come from its copy). */
  inputs: Omit<FieldsFormProps<N>, "label" | "hints">;
  copy: SimulatorCopy;
  result: Omit<ResultPanelProps, "copy">;
}

/** Inputs beside the result: the part every simulator shares, whatever it computes. */
export function SimulatorBody<N extends string>({ inputs, copy, result }: SimulatorBodyProps<N>) {
  const hints: Partial<Record<string, string>> = { rate: copy.rateExample };
  return (
    <div className={styles.layout}>
      <FieldsForm label={copy.formLabel} hints={hints} {...inputs} />
      <ResultPanel copy={copy} {...result} />
    </div>
  );
}
