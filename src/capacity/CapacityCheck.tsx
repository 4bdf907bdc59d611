import React, { useId, useMemo, useState } from "react";
import { navigate } from "gatsby";
import { BOOKING_PAGE_PATH } from "../../contract/booking/api";
import {
  BOOKING_HANDOFF_STATE,
  bookingPageUrl,
  type BookingHandoff,
  type CarriedFigures,
} from "../../contract/forms/bookingContext";
import {
  CAPACITY_NUMBER_INPUTS,
  capacitySummary,
  checkCapacity,
  resultLines,
  type CapacityFields,
  type CapacityValues,
} from "../../domain/capacityText";
import { prefillContactMessage, showContactForm } from "../contact/prefill";
import { NumberField } from "../simulator/NumberField";
import { useFields } from "../simulator/useFields";
import * as fieldStyles from "../simulator/Fields.module.css";
import * as resultStyles from "../simulator/Simulator.module.css";
import * as styles from "./Capacity.module.css";

export interface CapacityCheckProps {
  data: Queries.CapacitySectionFragment;
  /** The service page's slug, which the booking preselects. */
  service: string;
  /** The page's path, the booking's source. */
  source: string;
}

/** How many of the result's lines are the headline figures: the payment, the amount, the DAE,
 * each in the same large characters. */
const HEADLINE = 3;

/**
 * The check for the visitor's own figures, loaded on demand by CapacitySection (src/onDemand.ts).
 * Each keystroke checks one field and recomputes one schedule and its DAE (a few hundred months at
 * most), so the answer follows the typing at once.
 */
export function CapacityCheck({ data, service, source }: CapacityCheckProps) {
  const { copy, rules } = data;
  const fields: CapacityFields = data.inputs;
  const errors = useMemo(() => ({ ...copy.errors, residual: copy.errors.range }), [copy.errors]);
  const { texts, messages, values, setText, tidy } = useFields(fields, errors);
  const [foreignCurrency, setForeign] = useState(false);
  const [firstHome, setFirstHome] = useState(false);
  const uid = useId();
  const titleId = `${uid}-title`;

  const checked: CapacityValues | null = values && { ...values, foreignCurrency, firstHome };
  const answer = useMemo(
    () => values && checkCapacity({ ...values, foreignCurrency, firstHome }, fields, rules),
    [values, foreignCurrency, firstHome, fields, rules],
  );
  const figures = answer && resultLines(answer, copy.result, fields);
  const bookingUrl = bookingPageUrl(BOOKING_PAGE_PATH, service);

  const send = () => {
    if (!checked || !figures) return;
    prefillContactMessage(capacitySummary(checked, fields, figures, copy));
    showContactForm();
  };
  const book = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!checked) return; // a plain link: the booking page with the service alone
    event.preventDefault();
    // The capacity kind's own figures: CarriedFigures without its kind names every kind's inputs.
    const handoff: Omit<BookingHandoff, "figures"> & { figures: CarriedFigures<"capacity"> } = {
      service,
      source,
      figures: {
        kind: "capacity",
        inputs: {
          income: checked.income,
          debts: checked.debts,
          foreignCurrency: checked.foreignCurrency ? 1 : 0,
          firstHome: checked.firstHome ? 1 : 0,
          term: checked.term,
          rate: checked.rate,
        },
      },
    };
    void navigate(bookingUrl, { state: { [BOOKING_HANDOFF_STATE]: handoff } });
  };

  return (
    <div className={resultStyles.layout}>
      <form
        className={fieldStyles.form}
        aria-label={copy.formLabel}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        {CAPACITY_NUMBER_INPUTS.map((name) => (
          <NumberField
            key={name}
            id={`${uid}-${name}`}
            spec={fields[name]}
            text={texts[name]}
            error={messages[name]}
            hint={name === "rate" ? copy.rateExample : undefined}
            onChange={(text) => setText(name, text)}
            onBlur={() => tidy(name)}
          />
        ))}
        <fieldset className={styles.choice}>
          <legend className={fieldStyles.label}>{copy.currency.legend}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${uid}-currency`}
              checked={!foreignCurrency}
              onChange={() => setForeign(false)}
            />
            {copy.currency.lei}
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${uid}-currency`}
              checked={foreignCurrency}
              onChange={() => setForeign(true)}
            />
            {copy.currency.foreign}
          </label>
        </fieldset>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={firstHome}
            onChange={(event) => setFirstHome(event.target.checked)}
          />
          {copy.firstHome}
        </label>
      </form>
      <div className={resultStyles.result} role="group" aria-labelledby={titleId}>
        <h3 id={titleId} className={resultStyles.resultTitle}>
          {copy.result.title}
        </h3>
        <p className={resultStyles.estimate}>{copy.estimate}</p>
        <div aria-live="polite" aria-atomic="true">
          {figures && answer ? (
            <>
              <dl className={resultStyles.figures}>
                {figures.map(([label, value], index) => (
                  // The DAE as prominent as the amount, right below it: the same characters.
                  <div
                    key={label}
                    className={index < HEADLINE ? resultStyles.main : resultStyles.figure}
                  >
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {answer.maxAmount === 0 && <p className={resultStyles.missing}>{copy.result.zero}</p>}
            </>
          ) : (
            <p className={resultStyles.missing}>{copy.result.missing}</p>
          )}
        </div>
        {figures && (
          <p className={resultStyles.warning} role="note">
            {copy.warning}
          </p>
        )}
        <p className={resultStyles.estimate}>{copy.charges}</p>
        <p className={resultStyles.sendText}>{copy.send.text}</p>
        <div className={resultStyles.sendActions}>
          <button type="button" className={resultStyles.send} disabled={!figures} onClick={send}>
            {copy.send.label}
          </button>
          <a href={bookingUrl} className={resultStyles.book} onClick={book}>
            {copy.send.book}
          </a>
        </div>
      </div>
    </div>
  );
}
