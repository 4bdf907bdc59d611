import React, { useEffect, useRef, useState } from "react";
import { graphql } from "gatsby";
import {
  BOOKING_MANAGE_PAGE_PATH,
  MANAGE_TOKEN_PARAM,
  type BookingView,
} from "../../contract/booking/api";
import { fillTemplate } from "../../contract/format";
import { useSiteData } from "../hooks/useSiteData";
import { useOnDemand } from "../hooks/useOnDemand";
import { onDemand } from "../onDemand";
import { ButtonLink } from "../components/ui/ButtonLink";
import { ErrorBoundary } from "../components/ui/ErrorBoundary";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { INTERACTIVE } from "../components/ui/Static";
import { CancelDialog } from "./CancelDialog";
import { modeLabel, OFFICE_TIME_ZONE, meetingType } from "./meeting";
import { cancelBooking, fetchManage, manageTokenOf, manageTokenOfPage } from "./requests";
import { slotLabels, visitorTimeZone } from "./time";
import type { Moved } from "./Reschedule";
import type { FormCopy, ManageCopy, PickerCopy } from "./copy";
import * as styles from "./Booking.module.css";

export const query = graphql`
  fragment BookingManage on RoBookingManageJson {
    title
    loading
    missingToken
    loadFailed
    meetingLabel
    whenLabel
    modeLabel
    statusLabel
    statusConfirmed
    statusCancelled
    cannotChange
    cancelButton
    rescheduleButton
    dialog {
      title
      text
      confirm
      keep
    }
    cancelled
    rescheduleTitle
    rescheduleSubmit
    rescheduled
    keepTime
    failure
    noScript
    newBooking {
      label
      link
    }
  }
`;

interface ManageProps {
  id: string;
  copy: ManageCopy;
  picker: PickerCopy;
  form: FormCopy;
}

type State =
  | { phase: "starting" }
  | { phase: "noToken" }
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; booking: BookingView; canChange: boolean };

/** What the visitor is told after an action: the server's words or the page's. */
interface Notice {
  kind: "done" | "problem";
  text: string;
}

/**
 * /programare/gestionare?t=…: the booking a mail's link names, read from the server with the
 * link's signed token, and what can be done with it: cancel (after a question in a dialog) or
 * choose another time (the booking page's picker, loaded then). It needs JavaScript to read the
 * token; without it the page says to answer the confirmation mail or call the office.
 */
export function ManageBooking({ id, copy, picker, form }: ManageProps) {
  const site = useSiteData();
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <SectionHeading id={titleId} title={copy.title} align="left" />
        <noscript>
          <p className={styles.panel}>
            {`${copy.noScript} `}
            <a className={styles.link} href={site.phoneHref}>
              {site.phone}
            </a>
            .
          </p>
        </noscript>
        <div {...INTERACTIVE} className={styles.reserved}>
          <ManagePanel copy={copy} picker={picker} form={form} phone={site} />
        </div>
      </div>
    </Section>
  );
}

function ManagePanel({
  copy,
  picker,
  form,
  phone,
}: Omit<ManageProps, "id"> & { phone: { phone: string; phoneHref: string } }) {
  const [state, setState] = useState<State>({ phase: "starting" });
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const moveRef = useRef<HTMLButtonElement>(null);
  const backToMove = useRef(false);
  const Reschedule = useOnDemand(onDemand.bookingMove, moving);

  useEffect(() => {
    const fromPage = manageTokenOfPage();
    if (!fromPage) {
      setState({ phase: "noToken" });
      return;
    }
    setToken(fromPage);
    setState({ phase: "loading" });
    let active = true;
    void fetchManage(fromPage).then((result) => {
      if (!active) return;
      setState(
        result.kind === "ready"
          ? { phase: "ready", booking: result.booking, canChange: result.canChange }
          : { phase: "failed", message: result.message || copy.loadFailed },
      );
    });
    return () => {
      active = false;
    };
  }, [copy.loadFailed]);

  // A notice takes focus as it appears, so it is read out where the visitor's action was.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Keeping the time closes the picker: focus goes back to the button that opened it.
  useEffect(() => {
    if (moving || !backToMove.current) return;
    backToMove.current = false;
    moveRef.current?.focus();
  }, [moving]);

  if (state.phase === "starting") return null;
  if (state.phase === "noToken" || state.phase === "failed") {
    return (
      <div className={styles.alert} role="alert">
        <p>{state.phase === "noToken" ? copy.missingToken : state.message}</p>
        <p>
          <a className={styles.link} href={phone.phoneHref}>
            {phone.phone}
          </a>
        </p>
      </div>
    );
  }
  if (state.phase === "loading") {
    return (
      <p className={styles.status} role="status">
        {copy.loading}
      </p>
    );
  }

  const { booking, canChange } = state;
  const visitorZone = visitorTimeZone();
  const labels = slotLabels(booking.start, OFFICE_TIME_ZONE, visitorZone, picker);
  const when = labels.local ? `${labels.name} (${labels.local})` : labels.name;
  const confirmed = booking.status === "confirmed";

  const cancel = async () => {
    setAsking(false);
    if (!token || busy) return;
    setBusy(true);
    try {
      const outcome = await cancelBooking(token);
      if (outcome.kind === "cancelled") {
        setState({
          phase: "ready",
          booking: { ...(outcome.booking ?? booking), status: "cancelled" },
          canChange: false,
        });
        setNotice({ kind: "done", text: outcome.message || copy.cancelled });
      } else {
        setNotice({
          kind: "problem",
          text: outcome.kind === "refused" ? outcome.message : copy.failure,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const moved = (result: Moved) => {
    setMoving(false);
    const next = result.booking ?? { ...booking, start: result.start };
    setState({ phase: "ready", booking: { ...next, status: "confirmed" }, canChange: true });
    // The server signs a new link for the moved booking: the page goes on with it, and a reload
    // or a bookmark of this address opens the booking as it is now.
    const newToken = result.manageUrl ? manageTokenOf(result.manageUrl) : null;
    if (newToken) {
      setToken(newToken);
      const query = new URLSearchParams({ [MANAGE_TOKEN_PARAM]: newToken }).toString();
      window.history.replaceState(window.history.state, "", `${BOOKING_MANAGE_PAGE_PATH}?${query}`);
    }
    const slot = slotLabels(next.start, OFFICE_TIME_ZONE, visitorZone, picker).name;
    setNotice({ kind: "done", text: result.message || fillTemplate(copy.rescheduled, { slot }) });
  };

  return (
    <div className={styles.form}>
      {notice && (
        <div
          ref={noticeRef}
          className={notice.kind === "done" ? styles.success : styles.alert}
          role={notice.kind === "done" ? "status" : "alert"}
          tabIndex={-1}
        >
          <p>{notice.text}</p>
        </div>
      )}
      <div className={styles.panel}>
        <dl className={styles.details}>
          <div>
            <dt>{copy.meetingLabel}</dt>
            <dd>{meetingType(booking.type).title}</dd>
          </div>
          <div>
            <dt>{copy.whenLabel}</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>{copy.modeLabel}</dt>
            <dd>{modeLabel(booking.mode)}</dd>
          </div>
          <div>
            <dt>{copy.statusLabel}</dt>
            <dd>{confirmed ? copy.statusConfirmed : copy.statusCancelled}</dd>
          </div>
        </dl>
      </div>
      {confirmed && !canChange && <p className={styles.status}>{copy.cannotChange}</p>}
      {confirmed && canChange && !moving && (
        <div className={styles.actions}>
          <button
            ref={moveRef}
            type="button"
            className={styles.secondary}
            onPointerEnter={() => void onDemand.bookingMove()}
            onFocus={() => void onDemand.bookingMove()}
            onClick={() => {
              setNotice(null);
              setMoving(true);
            }}
          >
            {copy.rescheduleButton}
          </button>
          <button
            type="button"
            className={`${styles.secondary} ${styles.danger}`}
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setNotice(null);
              setAsking(true);
            }}
          >
            {copy.cancelButton}
          </button>
        </div>
      )}
      {moving && token && (
        <ErrorBoundary part="section">
          {Reschedule ? (
            <Reschedule
              picker={picker}
              form={form}
              manage={copy}
              token={token}
              booking={booking}
              onMoved={moved}
              onKeep={() => {
                backToMove.current = true;
                setMoving(false);
              }}
            />
          ) : (
            <p className={styles.status} role="status">
              {picker.loading}
            </p>
          )}
        </ErrorBoundary>
      )}
      {!confirmed && (
        <div className={styles.actions}>
          <ButtonLink to={copy.newBooking.link}>{copy.newBooking.label}</ButtonLink>
        </div>
      )}
      <CancelDialog
        open={asking}
        title={copy.dialog.title}
        text={fillTemplate(copy.dialog.text, { slot: labels.name })}
        confirmLabel={copy.dialog.confirm}
        keepLabel={copy.dialog.keep}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
