import React, { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { BOOKING_PATH } from "../../contract/booking/api";
import { useOnDemand } from "../hooks/useOnDemand";
import { bookingFormChunks } from "./formChunks";
import { TimeTrapField, useTimeTrap } from "../contact/TimeTrapField";
import { ConsentCheckbox } from "../forms/ConsentCheckbox";
import { Honeypot } from "../forms/Honeypot";
import { fieldId } from "../forms/ids";
import { DetailFields, MeetingField, ModeField, ServiceField } from "./Fields";
import { FiguresChoice } from "./FiguresChoice";
import { NO_START, type BookingService, type BookingStart } from "./handoff";
import {
  bookingChoice,
  bookingReducer,
  initialBooking,
  requestReducer,
  type Details,
} from "./bookingState";
import { NO_CHOICE, replaceChoice, useChoiceUrl } from "./choiceUrl";
import { MEETING_TYPES, OFFICE_TIME_ZONE, meetingType } from "./meeting";
import { FIELD_ORDER, ProblemAlert } from "./Outcome";
import { submitBooking, type Pending, type RequestOutcome } from "./requests";
import { Slots } from "./SlotPicker";
import { visitorTimeZone } from "./time";
import { useSlots } from "./useSlots";
import type { BookingCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm } from "../../contract/forms/booking";
import { CARRIED_INPUTS, type CarriedFigures } from "../../contract/forms/bookingContext";
import type { CapacityFigureData } from "../../contract/forms/bookingFigures";

export interface BookingFormProps {
  copy: BookingCopy;
  /** The id of the page's request form, which the picker offers when no time suits. */
  requestId: string;
  /** The services the booking may be about. */
  services?: readonly BookingService[];
  /** What the page was handed: the service to preselect, the source page, the figures. */
  start?: BookingStart;
  /** The capacity check's data, which figures from it are shown with (none: they are not). */
  capacity?: CapacityFigureData | null;
}

/** The figures as the wire carries them: compact JSON, the inputs in their kind's order. */
function figuresWire(figures: CarriedFigures): string {
  const inputs = figures.inputs as Readonly<Record<string, number>>;
  const names: readonly string[] = CARRIED_INPUTS[figures.kind];
  return JSON.stringify({
    kind: figures.kind,
    inputs: Object.fromEntries(names.map((name) => [name, inputs[name]])),
  });
}

/**
 * The booking: a meeting type, how it takes place, a free slot and the visitor's details, sent to
 * the server as a request for that slot. Nothing is booked yet: the server mails a link, and the
 * form gives way to what to do next (PendingRequest); the visitor confirms on the manage page.
 * Loaded on demand (src/onDemand.ts `booking`); the page's request form (RequestForm) works
 * without it. The state is one reducer's (bookingState.ts), and the type, day and time chosen are
 * kept in the address (choiceUrl.ts).
 */
export function BookingForm({
  copy,
  requestId,
  services = [],
  start = NO_START,
  capacity = null,
}: BookingFormProps) {
  const [{ pending, round }, dispatch] = useReducer(requestReducer, { pending: null, round: 0 });
  // Its chunk was asked for with the details' rules; the form stays until it is there.
  const PendingRequest = useOnDemand(bookingFormChunks.bookingPending, pending !== null);
  if (pending && PendingRequest) {
    return (
      <PendingRequest copy={copy} pending={pending} onAgain={() => dispatch({ type: "again" })} />
    );
  }
  return (
    <BookingFields
      key={round}
      copy={copy}
      requestId={requestId}
      services={services}
      capacity={capacity}
      // A new booking after one is sent is about nothing in particular, unless chosen again.
      start={round > 0 ? NO_START : start}
      again={round > 0}
      onPending={(sent) => dispatch({ type: "pending", pending: sent })}
    />
  );
}

/** The fields that show their own error: the meeting type only when there is a choice of it. */
const PLACED = FIELD_ORDER.filter(
  (name) => name !== bookingForm.fields.type || MEETING_TYPES.length > 1,
);

function BookingFields({
  copy,
  requestId,
  services = [],
  start = NO_START,
  capacity = null,
  again,
  onPending,
}: BookingFormProps & { again: boolean; onPending: (pending: Pending) => void }) {
  const uid = useId();
  const [service, setService] = useState(start.service ?? "");
  const [sendFigures, setSendFigures] = useState(false);
  // Figures of a simulator belong to its service: chosen another, they are neither shown nor sent.
  const figures =
    start.figures && (start.figures.kind === "capacity" || service === (start.service ?? ""))
      ? start.figures
      : null;
  const figuresService = services.find((s) => s.slug === start.service) ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${uid}-title`;
  // A new form after a request replaces the button that asked for it: its title takes focus.
  useEffect(() => {
    if (again) titleRef.current?.focus();
  }, [again]);
  const [state, dispatch] = useReducer(bookingReducer, undefined, initialBooking);
  const { meeting: type, mode, day, slot, values, errors, problem, sending } = state;
  const meeting = meetingType(type);
  const slots = useSlots(type);
  useChoiceUrl(bookingChoice(state), state.step, dispatch, true);
  // A choice the address holds waits for the slots of its type.
  const { wanted } = state;
  useEffect(() => {
    if (wanted && slots.state.status === "ready") {
      dispatch({ type: "offer", meeting: slots.state.type, slots: slots.state.slots });
    }
  }, [wanted, slots.state]);
  // Set while a request is on its way, at once: a second click comes before the next render.
  const inFlight = useRef(false);
  const timeTrap = useTimeTrap();
  const visitorZone = useMemo(visitorTimeZone, []);
  const timeZone = slots.state.status === "ready" ? slots.state.timeZone : OFFICE_TIME_ZONE;
  // The details' rules load on the first sign of use, so they are there by the submit.
  const rulesWanted = useRef(false);
  const loadRules = () => {
    if (rulesWanted.current) return;
    rulesWanted.current = true;
    void bookingFormChunks.bookingRules().catch(() => undefined);
    void bookingFormChunks.bookingPending().catch(() => undefined);
  };

  const text = (name: keyof Details) => ({
    value: values[name] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      dispatch({ type: "field", name, value: event.target.value }),
  });
  const chooseSlot = (id: string) => {
    const chosen = slots.state.status === "ready" && slots.state.slots.find((s) => s.id === id);
    if (chosen) dispatch({ type: "slot", slot: chosen });
  };

  /** Focus on the first refused field the form shows, in the form's order. */
  const focusFirst = (found: Record<string, string>) => {
    const form = formRef.current;
    const first = PLACED.find((name) => found[name]);
    if (!form || !first) return;
    const radios = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`) ??
      form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const target =
      first === bookingForm.fields.slot
        ? (radios(bookingForm.fields.slot) ?? radios(`${uid}-day`))
        : first === bookingForm.fields.mode || first === bookingForm.fields.type
          ? radios(first)
          : document.getElementById(fieldId(uid, first));
    target?.focus();
  };

  const settle = (outcome: RequestOutcome, chosen: string) => {
    const { form } = copy;
    if (outcome.kind === "pending") {
      // The choice is sent: a reload or another booking starts from an empty form.
      replaceChoice(NO_CHOICE);
      onPending(outcome.pending);
    } else if (outcome.kind === "taken") {
      slots.replace(chosen, outcome.nearest);
      dispatch({
        type: "taken",
        problem: { message: outcome.message || form.failure, nearest: outcome.nearest },
      });
    } else if (outcome.kind === "invalid") {
      const details = Object.entries(outcome.errors)
        .filter(([name]) => !PLACED.includes(name))
        .map(([, message]) => message);
      dispatch({
        type: "problem",
        problem: { message: outcome.message || form.invalid, details },
        errors: outcome.errors,
      });
      focusFirst(outcome.errors);
    } else if (outcome.kind === "refused") {
      dispatch({ type: "problem", problem: { message: outcome.message } });
    } else {
      dispatch({ type: "problem", problem: { message: form.failure } });
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a second click while the first request is on its way
    inFlight.current = true;
    dispatch({ type: "send" });
    try {
      let found: Record<string, string> = {};
      try {
        const validate = await bookingFormChunks.bookingRules();
        found = await validate(values);
      } catch {
        // Rules that cannot load leave the checking to the server, which applies the same.
      }
      if (!slot) found = { [bookingForm.fields.slot]: copy.form.slotRequired, ...found };
      dispatch({ type: "errors", errors: found });
      if (!slot || Object.keys(found).length > 0) {
        focusFirst(found);
        return;
      }
      const token = await timeTrap.readForSubmit();
      // Only what there is: a booking about nothing in particular sends none of these fields.
      const context = {
        service: service || undefined,
        source: start.source?.path,
        figures: figures && sendFigures ? figuresWire(figures) : undefined,
      };
      const outcome = await submitBooking(
        { ...values, ...context, type, mode, slot: slot.id },
        token,
      );
      settle(outcome, slot.id);
    } finally {
      inFlight.current = false;
      dispatch({ type: "sent" });
    }
  };

  return (
    <form
      ref={formRef}
      className={`${styles.panel} ${styles.form}`}
      method="post"
      action={BOOKING_PATH}
      acceptCharset="utf-8"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
    >
      <h3 ref={titleRef} id={titleId} className={styles.panelTitle} tabIndex={-1}>
        {copy.picker.title}
      </h3>
      <MeetingField
        uid={uid}
        legend={copy.meetingLabel}
        value={type}
        onChange={(id) => dispatch({ type: "meeting", id })}
        error={errors[bookingForm.fields.type]}
      />
      <ModeField
        uid={uid}
        legend={copy.modeLegend}
        modes={meeting.modes}
        value={mode}
        onChange={(value) => dispatch({ type: "mode", mode: value })}
        error={errors[bookingForm.fields.mode]}
      />
      <div className={forms.grid}>
        <ServiceField
          uid={uid}
          label={copy.context.serviceLabel}
          none={copy.context.serviceNone}
          services={services}
          value={service}
          onChange={setService}
          error={errors[bookingForm.fields.service]}
        />
      </div>
      {(start.source || figures) && (
        <FiguresChoice
          copy={copy.context}
          start={{ ...start, figures }}
          sources={{ simulator: figuresService?.simulator ?? null, capacity }}
          checked={sendFigures}
          onChange={setSendFigures}
        />
      )}
      <Slots
        uid={uid}
        copy={copy.picker}
        state={slots.state}
        onRetry={slots.retry}
        visitorZone={visitorZone}
        value={slot?.id ?? null}
        onChange={chooseSlot}
        error={errors[bookingForm.fields.slot]}
        day={day}
        onDay={(date) => dispatch({ type: "day", date })}
      />
      <p className={styles.note}>
        <a className={styles.link} href={`#${requestId}`}>
          {copy.form.otherTime}
        </a>
      </p>
      <fieldset className={styles.fieldset} onFocus={loadRules}>
        <legend className={styles.legend}>{copy.form.detailsTitle}</legend>
        <div className={forms.grid}>
          <DetailFields uid={uid} copy={copy.form} errors={errors} bind={text} />
          <ConsentCheckbox
            id={fieldId(uid, bookingForm.fields.consent)}
            error={errors[bookingForm.fields.consent]}
            name={bookingForm.fields.consent}
            checked={values.consent}
            onChange={(event) =>
              dispatch({ type: "field", name: "consent", value: event.target.checked })
            }
          />
        </div>
      </fieldset>
      <Honeypot
        id={fieldId(uid, HONEYPOT_FIELD)}
        name={HONEYPOT_FIELD}
        value={values.honeypot}
        onChange={(event) =>
          dispatch({ type: "field", name: "honeypot", value: event.target.value })
        }
      />
      <TimeTrapField trap={timeTrap} />
      {problem && (
        <ProblemAlert
          problem={problem}
          copy={copy.picker}
          nearestTitle={copy.form.nearestTitle}
          timeZone={timeZone}
          visitorZone={visitorZone}
          onPick={(picked) => {
            dispatch({ type: "nearest", slot: picked });
            // The choice is announced by the picker; the next step is to send it.
            formRef.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
          }}
        />
      )}
      <div className={styles.actions}>
        <button type="submit" className={forms.submit} disabled={sending} aria-busy={sending}>
          {sending && <span className={forms.spinner} aria-hidden="true" />}
          {sending ? copy.form.button.sending : copy.form.button.idle}
        </button>
      </div>
    </form>
  );
}
