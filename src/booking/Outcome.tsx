import React from "react";
import { slotLabels } from "./time";
import type { PickerCopy } from "./copy";
import * as styles from "./Booking.module.css";
import { type SlotView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

/** What went wrong with a booking or a move, as the visitor reads it: the server's words, and for
 * a slot taken meanwhile the nearest free ones. */
export interface Problem {
  message: string;
  /** Messages of refused fields the form has no place for (a stale meeting type, a bad token). */
  details?: string[];
  nearest?: SlotView[];
}

interface ProblemAlertProps {
  problem: Problem;
  copy: PickerCopy;
  nearestTitle: string;
  timeZone: string;
  visitorZone: string | null;
  /** Picks one of the nearest slots (it becomes the form's choice, or is sent at once). */
  onPick: (slot: SlotView) => void;
  /** Given when the alert takes focus as it appears (it replaces the control that had it). */
  focusRef?: React.Ref<HTMLDivElement>;
}

/** The refusal, announced as it appears; the nearest free slots as buttons, each named by its day
 * and time like the picker's. */
export function ProblemAlert({
  problem,
  copy,
  nearestTitle,
  timeZone,
  visitorZone,
  onPick,
  focusRef,
}: ProblemAlertProps) {
  const nearest = problem.nearest ?? [];
  return (
    <div ref={focusRef} className={styles.alert} role="alert" tabIndex={focusRef ? -1 : undefined}>
      <p>{problem.message}</p>
      {problem.details?.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      {nearest.length > 0 && (
        <>
          <p>
            <strong>{nearestTitle}</strong>
          </p>
          <ul className={styles.nearest}>
            {nearest.map((slot) => {
              const labels = slotLabels(slot.start, timeZone, visitorZone, copy);
              return (
                <li key={slot.id}>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={labels.name}
                    onClick={() => onPick(slot)}
                  >
                    {labels.local ? `${labels.name} · ${labels.local}` : labels.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The order in which a form's refused fields take focus, by wire name. */
export const FIELD_ORDER: readonly string[] = [
  bookingForm.fields.type,
  bookingForm.fields.mode,
  bookingForm.fields.slot,
  bookingForm.fields.name,
  bookingForm.fields.email,
  bookingForm.fields.phone,
  bookingForm.fields.note,
  bookingForm.fields.consent,
];
