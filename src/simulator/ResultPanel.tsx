import React, { useId } from "react";
import { Link, navigate } from "gatsby";
import {
  BOOKING_HANDOFF_STATE,
  bookingPageUrl,
  type BookingHandoff,
  type CarriedFigures,
} from "../../contract/forms/bookingContext";
import { prefillContactMessage, showContactForm } from "../contact/prefill";
import { summaryText, type Simulation } from "../../domain/simulator/summary";
import type { SimulatorCopy } from "../../domain/simulator/types";
import * as styles from "./Simulator.module.css";

export interface ResultPanelProps {
  copy: SimulatorCopy;
  /** The simulation to show and send; null while an input is wrong. */
  simulation: Simulation | null;
  /** The first line of the message the send button puts into the contact form. */
  summaryHeading: string;
  /** What the figures leave out (VAT, in leasing), said right after the estimate; null if nothing. */
  excludes: string | null;
  warning: string | null;
  /** The path of the page the simulator is on: a service page, whose slug names the service. */
  page: string;
  /** The simulation's inputs, as a booking carries them; null while an input is wrong. */
  figures: CarriedFigures | null;
}

/**
 * The estimate, announced politely as it changes, with what it is not (an offer), the page's
 * credit warning, the button that carries it into the contact form, and the link to book a free
 * consultation (/programare).
 */
export function ResultPanel(props: ResultPanelProps) {
  const { copy, simulation, summaryHeading, excludes, warning, page, figures: inputs } = props;
  const service = page.split("/").filter(Boolean).pop() ?? null;
  const bookingUrl = bookingPageUrl(copy.send.book.link, service);
  // The inputs ride in the history entry's state, never in the address; the booking page shows
  // them and sends them only if the visitor ticks the box there.
  const bookWithFigures = () => {
    if (!inputs) return;
    const handoff: BookingHandoff = { service, source: page, figures: inputs };
    void navigate(bookingUrl, { state: { [BOOKING_HANDOFF_STATE]: handoff } });
  };
  const prominent = (index: number, label: string) => index === 0 || label === copy.result.dae;
  const titleId = useId();
  const figures = simulation?.figures ?? null;
  const send = () => {
    if (!simulation) return;
    prefillContactMessage(summaryText(summaryHeading, simulation));
    showContactForm();
  };
  return (
    <div className={styles.result} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.resultTitle}>
        {copy.result.title}
      </h3>
      <p className={styles.estimate}>{copy.result.estimate}</p>
      {excludes && <p className={styles.estimate}>{excludes}</p>}
      <div aria-live="polite" aria-atomic="true">
        {figures ? (
          <dl className={styles.figures}>
            {figures.map(([label, value], index) => (
              // The DAE as prominent as the instalment, right below it: the same characters.
              <div key={label} className={prominent(index, label) ? styles.main : styles.figure}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.missing}>{copy.result.missing}</p>
        )}
      </div>
      {figures && warning && (
        <p className={styles.warning} role="note">
          {warning}
        </p>
      )}
      <p className={styles.sendText}>{copy.send.text}</p>
      <div className={styles.sendActions}>
        <button type="button" className={styles.send} disabled={!figures} onClick={send}>
          {copy.send.label}
        </button>
        <button
          type="button"
          className={styles.send}
          disabled={!figures || !inputs}
          onClick={bookWithFigures}
        >
          {copy.send.withFigures}
        </button>
        {/* A meeting needs no figures: the link stays whatever the fields hold. */}
        <Link to={bookingUrl} className={styles.book}>
          {copy.send.book.label}
        </Link>
      </div>
    </div>
  );
}
