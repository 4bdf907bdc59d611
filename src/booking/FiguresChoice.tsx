import React, { useId } from "react";
import { fillTemplate } from "../../domain/format";
import { useOnDemand } from "../hooks/useOnDemand";
import type { CarriedFigures } from "../../contract/forms/bookingContext";
import type { FigureSources } from "../../contract/forms/bookingFigures";
import type { BookingStart } from "./handoff";
import { bookingFormChunks } from "./formChunks";
import type { BookingCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";

/** A figure line's label and value. */
type Line = readonly [string, string];

/** The figures' lines with the site's own arithmetic, loaded on demand: null while they load,
 * "failed" when they cannot be shown (the figures are then not sent). */
function useFigureLines(figures: CarriedFigures, sources: FigureSources) {
  const figureLines = useOnDemandSafe();
  if (figureLines === "failed") return "failed" as const;
  if (!figureLines) return null;
  return figureLines(figures, sources) ?? ("failed" as const);
}

/** The loader, its failure caught here: a calculation that cannot be shown is simply not sent. */
const loadLines = () => bookingFormChunks.bookingFigures().catch(() => "failed" as const);
function useOnDemandSafe() {
  return useOnDemand(loadLines, true);
}

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
  sources,
  checked,
  onChange,
}: {
  copy: BookingCopy["context"];
  start: BookingStart;
  /** What the figures are told with: the simulator of the service they belong to (the
   * handoff's), and the capacity check's data. */
  sources: FigureSources;
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
          sources={sources}
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
  sources,
  boxId,
  checked,
  onChange,
}: {
  copy: BookingCopy["context"];
  figures: CarriedFigures;
  sources: FigureSources;
  boxId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const lines = useFigureLines(figures, sources);
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
