import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { BOOKING_FIELDS, type BookingView } from "../../contract/booking/api";
import { ProblemAlert, type Problem } from "./Outcome";
import { rescheduleBooking } from "./manageRequests";
import { Slots } from "./SlotPicker";
import { visitorTimeZone } from "./time";
import { useSlots } from "./useSlots";
import { OFFICE_TIME_ZONE } from "./meeting";
import type { FormCopy, ManageCopy, PickerCopy } from "./copy";
import * as forms from "../contact/ContactForm.module.css";
import * as styles from "./Booking.module.css";

export interface Moved {
  booking: BookingView | null;
  manageUrl: string;
  message: string;
  /** The slot the visitor chose, for a confirmation the server gave without the booking. */
  start: string;
}

export interface RescheduleProps {
  picker: PickerCopy;
  form: FormCopy;
  manage: ManageCopy;
  /** The manage token of the page's address (or of the last move). */
  token: string;
  booking: BookingView;
  onMoved: (moved: Moved) => void;
  onKeep: () => void;
}

/**
 * The manage page's choice of another time: the free slots of the booking's type in the same
 * picker as the booking page's, and the move sent with the manage token. The booking stays as it
 * was unless the server says it moved.
 */
export function Reschedule({
  picker,
  form,
  manage,
  token,
  booking,
  onMoved,
  onKeep,
}: RescheduleProps) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const slots = useSlots(booking.type);
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // It replaces the button that opened it, which had focus.
  useEffect(() => headingRef.current?.focus(), []);
  const visitorZone = useMemo(visitorTimeZone, []);
  const timeZone = slots.state.status === "ready" ? slots.state.timeZone : OFFICE_TIME_ZONE;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    if (!slot) {
      setError(form.slotRequired);
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        `input[name="${BOOKING_FIELDS.slot}"], input[name="${uid}-day"]:checked`,
      );
      first?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await rescheduleBooking(token, slot);
      if (outcome.kind === "booked") {
        const start =
          (slots.state.status === "ready" && slots.state.slots.find((s) => s.id === slot)?.start) ||
          "";
        onMoved({ ...outcome, start });
      } else if (outcome.kind === "taken") {
        slots.replace(slot, outcome.nearest);
        setSlot(null);
        setProblem({ message: outcome.message || manage.failure, nearest: outcome.nearest });
      } else if (outcome.kind === "invalid") {
        const messages = Object.values(outcome.errors);
        setProblem({
          message: outcome.message || messages[0] || manage.failure,
          details: messages,
        });
      } else if (outcome.kind === "refused") {
        setProblem({ message: outcome.message });
      } else {
        setProblem({ message: manage.failure });
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
    >
      <h3 ref={headingRef} id={titleId} className={styles.panelTitle} tabIndex={-1}>
        {manage.rescheduleTitle}
      </h3>
      <Slots
        uid={uid}
        copy={picker}
        state={slots.state}
        onRetry={slots.retry}
        visitorZone={visitorZone}
        value={slot}
        onChange={(id) => {
          setSlot(id);
          setError(undefined);
        }}
        error={error}
      />
      {problem && (
        <ProblemAlert
          problem={problem}
          copy={picker}
          nearestTitle={form.nearestTitle}
          timeZone={timeZone}
          visitorZone={visitorZone}
          onPick={(picked) => {
            setSlot(picked.id);
            setProblem(null);
            submitRef.current?.focus();
          }}
        />
      )}
      <div className={styles.actions}>
        <button
          ref={submitRef}
          type="submit"
          className={forms.submit}
          disabled={sending}
          aria-busy={sending}
        >
          {sending && <span className={forms.spinner} aria-hidden="true" />}
          {sending ? form.button.sending : manage.rescheduleSubmit}
        </button>
        <button type="button" className={styles.secondary} onClick={onKeep}>
          {manage.keepTime}
        </button>
      </div>
    </form>
  );
}
