import React, { useEffect, useId, useRef, useState } from "react";
import contact from "../../data/contact.json";
import { fillTemplate } from "../../domain/format";
import { fieldId } from "../forms/ids";
import { TextField } from "../forms/TextField";
import { DETAIL_INPUTS } from "./Fields";
import { OFFICE_TIME_ZONE } from "./meeting";
import { resendRequest, type Pending, type RequestOutcome } from "./requests";
import { slotLabels, visitorTimeZone } from "./time";
import type { BookingCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import { bookingForm } from "../../contract/forms/booking";

interface PendingRequestProps {
  copy: BookingCopy;
  pending: Pending;
  /** Back to an empty booking form. */
  onAgain: () => void;
}

/** What the visitor is told after a resend: the page's words or the server's refusal. */
interface Notice {
  kind: "done" | "problem";
  text: string;
  /** Each notice is a new element, so the same words said twice are read out twice. */
  round: number;
}

/**
 * After a request for a slot: nothing is booked until the visitor opens the link the server mailed
 * and confirms. The server's words name the address; the page says until when the link works, and
 * offers the mail again, to the same address or to a corrected one (a new mail each time, within
 * the server's bounds).
 */
export function PendingRequest({ copy, pending: first, onAgain }: PendingRequestProps) {
  const uid = useId();
  const words = copy.pending;
  const [pending, setPending] = useState(first);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const rounds = useRef(0);
  const emailId = fieldId(uid, bookingForm.fields.email);
  const correctionId = `${uid}-correction`;

  // The form it replaces had focus: its title takes it, and the server's words follow it.
  useEffect(() => titleRef.current?.focus(), []);
  // A notice takes focus as it appears, so it is read out where the visitor's action was.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const say = (kind: Notice["kind"], text: string) => {
    rounds.current += 1;
    setNotice({ kind, text, round: rounds.current });
  };

  const settle = (outcome: RequestOutcome, corrected: boolean) => {
    if (outcome.kind === "pending") {
      setPending(outcome.pending);
      setEmail("");
      setError(undefined);
      say("done", fillTemplate(words.resent, { email: outcome.pending.email }));
      return;
    }
    const refused =
      outcome.kind === "invalid" ? outcome.errors[bookingForm.fields.email] : undefined;
    if (corrected && refused) {
      setError(refused);
      document.getElementById(emailId)?.focus();
      return;
    }
    const message = outcome.kind === "failed" ? "" : refused || outcome.message;
    say("problem", message || words.failure);
  };

  const send = async (corrected?: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      settle(await resendRequest(pending.pageKey, corrected), corrected !== undefined);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const correct = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(contact.validation.emailRequired);
      document.getElementById(emailId)?.focus();
      return;
    }
    void send(email);
  };

  const expires = slotLabels(pending.expiresAt, OFFICE_TIME_ZONE, visitorTimeZone(), copy.picker);
  const time = expires.local ? `${expires.office} (${expires.local})` : expires.office;

  return (
    <div className={`${styles.panel} ${styles.form}`}>
      <h3 ref={titleRef} className={styles.panelTitle} tabIndex={-1}>
        {words.title}
      </h3>
      <div className={styles.success}>
        <p>{pending.message}</p>
        <p>{fillTemplate(words.valid, { time })}</p>
      </div>
      {notice && (
        <div
          key={notice.round}
          ref={noticeRef}
          className={notice.kind === "done" ? styles.success : styles.alert}
          role={notice.kind === "done" ? "status" : "alert"}
          tabIndex={-1}
        >
          <p>{notice.text}</p>
        </div>
      )}
      <p className={styles.note}>{words.notReceived}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void send()}
        >
          {words.resend}
        </button>
      </div>
      <form
        className={styles.correction}
        noValidate
        aria-labelledby={correctionId}
        onSubmit={correct}
      >
        <h4 id={correctionId} className={styles.subTitle}>
          {words.correctionTitle}
        </h4>
        <TextField
          id={emailId}
          label={words.correctionLabel}
          error={error}
          {...DETAIL_INPUTS.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className={forms.submit} disabled={busy} aria-busy={busy}>
            {words.correctionButton}
          </button>
        </div>
      </form>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {words.again}
        </button>
      </div>
    </div>
  );
}
