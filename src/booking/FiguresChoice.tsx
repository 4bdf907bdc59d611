import React, { useId } from "react";
import { fillTemplate } from "../../domain/format";
import { useOnDemand } from "../hooks/useOnDemand";
import type { CarriedFigures } from "../../contract/forms/bookingContext";
import type { BookingService, BookingStart } from "./handoff";
import { bookingFormChunks } from "./formChunks";
import type { BookingCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";

/** A figure line's label and value. */
type Line = readonly [string, string];

/** The figures' lines with the site's own arithmetic, loaded on demand; null while they load or
 * when they cannot be shown (the figures are then not sent). */
function useFigureLines(figures: CarriedFigures, service: BookingService | null) {
  const figureLines = useOnDemandSafe();
  if (figureLines === "failed") return "failed" as const;
  if (!figureLines) return null;
  const simulator = service?.simulator ?? null;
  const lines = figureLines(figures, simulator, simulator?.copy ?? EMPTY_COPY);
  return lines ?? ("failed" as const);
}

/** The loader, its failure caught here: a calculation that cannot be shown is simply not sent. */
const loadLines = () => bookingFormChunks.bookingFigures().catch(() => "failed" as const);
function useOnDemandSafe() {
  return useOnDemand(loadLines, true);
}

/** Result words for a kind without a simulator (capacity): it shows its inputs only. */
const EMPTY_COPY = {
  currency: "lei",
  result: {
    instalment: "",
    dae: "",
    totalRepaid: "",
    totalInterest: "",
    creditCost: "",
    totalPayable: "",
    advance: "",
    financed: "",
    residual: "",
    totalCost: "",
  },
};

function Lines({ lines }: { lines: readonly Line[] }) {
  return (
    <dl className={styles.facts}>
      {lines.map(([label, value], index) => (
        // Labels repeat (a leasing's advance is an input in percent and a result in lei).
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a page handed over, before sending: the page the visitor came from and, when they brought
 * a calculation, its inputs and its results as the site computes them, with the box that sends
 * it. The box starts unticked and appears only once the figures are shown, so the figures go only
 * when the visitor, having seen them, chooses to send them.
 */
export function FiguresChoice({
  copy,
  start,
  service,
  checked,
  onChange,
}: {
  copy: BookingCopy["context"];
  start: BookingStart;
  /** The service the figures belong to (the handoff's), with its simulator. */
  service: BookingService | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const uid = useId();
  const titleId = `${uid}-figures`;
  const boxId = `${uid}-send-figures`;
  return (
    <section className={styles.fieldset} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.legend}>
        {copy.figuresTitle}
      </h4>
      {start.source && (
        <p className={styles.note}>{fillTemplate(copy.sourceText, { page: start.source.title })}</p>
      )}
      {start.figures && (
        <Figures
          copy={copy}
          figures={start.figures}
          service={service}
          boxId={boxId}
          checked={checked}
          onChange={onChange}
        />
      )}
    </section>
  );
}

function Figures({
  copy,
  figures,
  service,
  boxId,
  checked,
  onChange,
}: {
  copy: BookingCopy["context"];
  figures: CarriedFigures;
  service: BookingService | null;
  boxId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const lines = useFigureLines(figures, service);
  if (lines === null) return <p className={styles.note}>{copy.figuresLoading}</p>;
  if (lines === "failed") return <p className={styles.note}>{copy.figuresFailed}</p>;
  return (
    <>
      <p className={styles.note}>{copy.figuresText}</p>
      <p className={styles.meetingTitle}>{lines.title}</p>
      <Lines lines={lines.inputs} />
      {lines.results && <Lines lines={lines.results} />}
      <div className={forms.consent}>
        <input
          id={boxId}
          type="checkbox"
          className={forms.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={boxId} className={forms.consentLabel}>
          {copy.figuresConsent}
        </label>
      </div>
    </>
  );
}
