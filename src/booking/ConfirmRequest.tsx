import React, { useEffect, useMemo, useRef, useState } from "react";
import { ButtonLink } from "../components/ui/ButtonLink";
import { OFFICE_TIME_ZONE } from "./meeting";
import { LinkProblem, Loading, MeetingDetails, NoticeBox, type Phone } from "./MeetingDetails";
import { ProblemAlert, type Problem } from "./Outcome";
import { confirmRequest, fetchRequest, manageTokenOf, type MeetingStatus } from "./manageRequests";
import { visitorTimeZone } from "./time";
import type { FormCopy, ManageCopy, PickerCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import {
  type BookingView,
  type RequestView,
  type SlotView,
} from "../../contract/forms/bookingAnswers";

/** A booking confirmed here, with the token of its manage link and the server's words. */
export interface ConfirmedHere {
  token: string;
  booking: BookingView;
  message: string;
}

export interface ConfirmRequestProps {
  copy: ManageCopy;
  picker: PickerCopy;
  form: FormCopy;
  phone: Phone;
  /** The confirm token of the page's fragment ("#c=…"). */
  token: string;
  /** The booking is made: the page goes on as its manage link. */
  onBooked: (confirmed: ConfirmedHere) => void;
}

type State =
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; request: RequestView };

/**
 * "#c=…": the request a confirmation mail's link names, and the button that confirms it. Opening
 * the link only reads the request (mail scanners open every link); the visitor's button is the
 * confirmation. Then the booking is made and the page becomes its manage page, or the office is
 * to approve it, or its time was taken meanwhile and the nearest free times are offered, each
 * confirming at once. Loaded on demand (src/onDemand.ts `bookingConfirm`).
 */
export function ConfirmRequest({
  copy,
  picker,
  form,
  phone,
  token,
  onBooked,
}: ConfirmRequestProps) {
  const words = copy.confirmRequest;
  const [state, setState] = useState<State>({ phase: "loading" });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ text: string; status: MeetingStatus } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const visitorZone = useMemo(visitorTimeZone, []);

  useEffect(() => {
    let active = true;
    void fetchRequest(token).then((result) => {
      if (!active) return;
      setState(
        result.kind === "ready"
          ? { phase: "ready", request: result.request }
          : { phase: "failed", message: result.message || copy.loadFailed },
      );
    });
    return () => {
      active = false;
    };
  }, [token, copy.loadFailed]);

  // What came of the button replaces it or stands beside it: it takes focus, to be read out. A
  // refusal stays until the next answer, so a nearest time being sent keeps its place.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const newBooking = (
    <div className={styles.actions}>
      <ButtonLink to={copy.newBooking.link}>{copy.newBooking.label}</ButtonLink>
    </div>
  );
  if (state.phase === "failed") {
    return (
      <div className={styles.form}>
        <LinkProblem message={state.message} phone={phone} />
        {newBooking}
      </div>
    );
  }
  if (state.phase === "loading") return <Loading text={copy.loading} />;

  const { request } = state;
  const confirm = async (slot?: SlotView) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await confirmRequest(token, slot?.id);
      // A time chosen instead of a taken one is the request's time from now on.
      const moved = slot
        ? { ...request, start: slot.start, end: slot.end, date: slot.date, time: slot.time }
        : request;
      if (outcome.kind === "booked") {
        const { type, mode, start, end, date, time } = moved;
        const booking = outcome.booking ?? {
          type,
          mode,
          start,
          end,
          date,
          time,
          status: "confirmed",
        };
        const message = outcome.message || words.confirmed;
        const manageToken = manageTokenOf(outcome.manageUrl);
        if (manageToken) {
          onBooked({ token: manageToken, booking, message });
          return;
        }
        setProblem(null);
        setState({ phase: "ready", request: { ...moved, ...booking, status: moved.status } });
        setDone({ text: message, status: "confirmed" });
      } else if (outcome.kind === "awaiting") {
        setProblem(null);
        setState({ phase: "ready", request: { ...moved, status: "awaiting-office" } });
        setDone({ text: outcome.message || words.awaiting, status: "awaiting-office" });
      } else if (outcome.kind === "taken") {
        setProblem({ message: outcome.message || words.failure, nearest: outcome.nearest });
      } else if (outcome.kind === "invalid") {
        const details = Object.values(outcome.errors);
        setProblem({ message: outcome.message || words.failure, details });
      } else {
        setProblem({ message: outcome.kind === "refused" ? outcome.message : words.failure });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const taken = problem?.nearest !== undefined;
  const canConfirm = request.status === "unconfirmed" && !done && !taken;
  let lead: React.ReactNode = <p className={styles.status}>{words.text}</p>;
  if (done) lead = <NoticeBox ref={doneRef} notice={{ kind: "done", text: done.text }} />;
  else if (request.status === "awaiting-office") {
    lead = (
      <div className={styles.success}>
        <p>{words.awaiting}</p>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <h3 className={styles.panelTitle}>{words.title}</h3>
      {lead}
      <MeetingDetails
        copy={copy}
        picker={picker}
        meeting={request}
        status={done?.status ?? request.status}
      />
      {problem && (
        <ProblemAlert
          problem={problem}
          copy={picker}
          nearestTitle={form.nearestTitle}
          timeZone={OFFICE_TIME_ZONE}
          visitorZone={visitorZone}
          onPick={(slot) => void confirm(slot)}
          focusRef={problemRef}
        />
      )}
      {busy && !canConfirm && (
        <p className={styles.status} role="status">
          {form.button.sending}
        </p>
      )}
      {canConfirm && (
        <div className={styles.actions}>
          <button
            type="button"
            className={forms.submit}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {busy && <span className={forms.spinner} aria-hidden="true" />}
            {busy ? form.button.sending : words.button}
          </button>
        </div>
      )}
      {problem?.nearest?.length === 0 && newBooking}
    </div>
  );
}
