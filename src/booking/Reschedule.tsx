import React, { useEffect, useId, useMemo, useReducer, useRef } from "react";
import { NO_CHOICE, replaceChoice, useChoiceUrl } from "./choiceUrl";
import { ProblemAlert } from "./Outcome";
import { choiceOfPick } from "./pickerState";
import { INITIAL_RESCHEDULE, rescheduleReducer } from "./rescheduleState";
import { rescheduleBooking } from "./manageRequests";
import { Slots } from "./SlotPicker";
import { visitorTimeZone } from "./time";
import { useSlots } from "./useSlots";
import { OFFICE_TIME_ZONE } from "./meeting";
import type { FormCopy, ManageCopy, PickerCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import { type BookingView } from "../../contract/forms/bookingAnswers";
import { bookingForm } from "../../contract/forms/booking";

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
 * was unless the server says it moved. The day and time chosen are kept in the address, in its
 * current history entry only (Back leaves the page as before): the picker opened after a reload
 * shows them again.
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
  const [state, dispatch] = useReducer(rescheduleReducer, INITIAL_RESCHEDULE);
  const { day, slot, error, problem, sending, wanted } = state;
  useChoiceUrl(choiceOfPick(state, null), state.step && "replace", dispatch, false);
  // A day and time the address holds wait for the slots.
  useEffect(() => {
    if (wanted && slots.state.status === "ready") {
      dispatch({ type: "offer", slots: slots.state.slots });
    }
  }, [wanted, slots.state]);
  // Set while the move is on its way, at once: a second click comes before the next render.
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
    if (!slot) {
      dispatch({ type: "missing", error: form.slotRequired });
      const first = event.currentTarget.querySelector<HTMLInputElement>(
        `input[name="${bookingForm.fields.slot}"], input[name="${uid}-day"]:checked`,
      );
      first?.focus();
      return;
    }
    inFlight.current = true;
    dispatch({ type: "send" });
    try {
      const outcome = await rescheduleBooking(token, slot.id);
      if (outcome.kind === "booked") {
        replaceChoice(NO_CHOICE);
        onMoved({ ...outcome, start: slot.start });
      } else if (outcome.kind === "taken") {
        slots.replace(slot.id, outcome.nearest);
        dispatch({
          type: "taken",
          problem: { message: outcome.message || manage.failure, nearest: outcome.nearest },
        });
      } else if (outcome.kind === "invalid") {
        const messages = Object.values(outcome.errors);
        dispatch({
          type: "problem",
          problem: { message: outcome.message || messages[0] || manage.failure, details: messages },
        });
      } else if (outcome.kind === "refused") {
        dispatch({ type: "problem", problem: { message: outcome.message } });
      } else {
        dispatch({ type: "problem", problem: { message: manage.failure } });
      }
    } finally {
      inFlight.current = false;
      dispatch({ type: "sent" });
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
        value={slot?.id ?? null}
        onChange={(id) => {
          const chosen =
            slots.state.status === "ready" && slots.state.slots.find((s) => s.id === id);
          if (chosen) dispatch({ type: "slot", slot: chosen });
        }}
        error={error}
        day={day}
        onDay={(date) => dispatch({ type: "day", date })}
      />
      {problem && (
        <ProblemAlert
          problem={problem}
          copy={picker}
          nearestTitle={form.nearestTitle}
          timeZone={timeZone}
          visitorZone={visitorZone}
          onPick={(picked) => {
            dispatch({ type: "nearest", slot: picked });
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
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            replaceChoice(NO_CHOICE);
            onKeep();
          }}
        >
          {manage.keepTime}
        </button>
      </div>
    </form>
  );
}
