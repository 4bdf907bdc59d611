import React, { useEffect, useReducer, useRef } from "react";
import { MANAGE_TOKEN_PARAM, manageLink } from "../../contract/booking/api";
import { fillTemplate } from "../../domain/format";
import { useOnDemand } from "../hooks/useOnDemand";
import { onDemand } from "../onDemand";
import { ButtonLink } from "../components/ui/ButtonLink";
import { ErrorBoundary } from "../components/ui/ErrorBoundary";
import { CancelDialog } from "./CancelDialog";
import {
  LinkProblem,
  Loading,
  MeetingDetails,
  NoticeBox,
  meetingTime,
  type Phone,
} from "./MeetingDetails";
import { readChoice } from "./choiceUrl";
import { cancelBooking, fetchManage, manageTokenOf } from "./manageRequests";
import { initialManageView, manageViewReducer } from "./manageViewState";
import type { Moved } from "./Reschedule";
import type { FormCopy, ManageCopy, PickerCopy } from "./copy";
import * as styles from "./Booking.module.css";
import { type BookingView } from "../../contract/forms/bookingAnswers";

export interface ManageViewProps {
  copy: ManageCopy;
  picker: PickerCopy;
  form: FormCopy;
  phone: Phone;
  /** The manage token of the page's fragment ("#t=…"). */
  token: string;
  /** A booking just confirmed on this page: shown as the server gave it, with its words. */
  confirmed?: { booking: BookingView; message: string };
}

/**
 * "#t=…": the booking a mail's link names, read from the server with the link's signed token (in a
 * POST, so no address holds it), and what can be done with it: cancel (after a question in a
 * dialog) or choose another time (the booking page's picker, loaded then).
 */
export function ManageView({
  copy,
  picker,
  form,
  phone,
  token: first,
  confirmed,
}: ManageViewProps) {
  const [view, dispatch] = useReducer(manageViewReducer, undefined, () =>
    initialManageView(first, confirmed),
  );
  const { loaded, token, notice, asking, busy, moving, backToMove } = view;
  const noticeRef = useRef<HTMLDivElement>(null);
  const moveRef = useRef<HTMLButtonElement>(null);
  const Reschedule = useOnDemand(onDemand.bookingMove, moving);
  const given = confirmed !== undefined;

  useEffect(() => {
    if (given) return;
    let active = true;
    void fetchManage(first).then((result) => {
      if (!active) return;
      if (result.kind === "ready") {
        const { booking, canChange } = result;
        const move = readChoice(window.location.search).day !== null;
        dispatch({ type: "loaded", booking, canChange, move });
      } else {
        dispatch({ type: "failed", message: result.message || copy.loadFailed });
      }
    });
    return () => {
      active = false;
    };
  }, [first, given, copy.loadFailed]);

  // A notice takes focus as it appears, so it is read out where the visitor's action was.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // Keeping the time closes the picker: focus goes back to the button that opened it.
  useEffect(() => {
    if (moving || !backToMove) return;
    dispatch({ type: "focused" });
    moveRef.current?.focus();
  }, [moving, backToMove]);

  if (loaded.phase === "failed") return <LinkProblem message={loaded.message} phone={phone} />;
  if (loaded.phase === "loading") return <Loading text={copy.loading} />;

  const { booking, canChange } = loaded;
  const isConfirmed = booking.status === "confirmed";

  const cancel = async () => {
    if (busy) return dispatch({ type: "closeQuestion" });
    dispatch({ type: "cancelSent" });
    const outcome = await cancelBooking(token).catch(() => null);
    if (outcome?.kind === "cancelled") {
      dispatch({
        type: "cancelled",
        booking: { ...(outcome.booking ?? booking), status: "cancelled" },
        notice: { kind: "done", text: outcome.message || copy.cancelled },
      });
    } else {
      const text = outcome?.kind === "refused" ? outcome.message : copy.failure;
      dispatch({ type: "cancelFailed", notice: { kind: "problem", text } });
    }
  };

  const moved = (result: Moved) => {
    const next = result.booking ?? { ...booking, start: result.start };
    // The server signs a new link for the moved booking: the page goes on with it, and a reload
    // or a bookmark of this address opens the booking as it is now.
    const newToken = result.manageUrl ? manageTokenOf(result.manageUrl) : null;
    if (newToken) {
      const address = manageLink(MANAGE_TOKEN_PARAM, newToken);
      window.history.replaceState(window.history.state, "", address);
    }
    const slot = meetingTime(next.start, picker).name;
    dispatch({
      type: "moved",
      booking: { ...next, status: "confirmed" },
      token: newToken,
      notice: { kind: "done", text: result.message || fillTemplate(copy.rescheduled, { slot }) },
    });
  };

  return (
    <div className={styles.form}>
      {notice && <NoticeBox ref={noticeRef} notice={notice} />}
      <MeetingDetails copy={copy} picker={picker} meeting={booking} status={booking.status} />
      {isConfirmed && !canChange && <p className={styles.status}>{copy.cannotChange}</p>}
      {isConfirmed && canChange && !moving && (
        <div className={styles.actions}>
          <button
            ref={moveRef}
            type="button"
            className={styles.secondary}
            onPointerEnter={() => void onDemand.bookingMove()}
            onFocus={() => void onDemand.bookingMove()}
            onClick={() => dispatch({ type: "move" })}
          >
            {copy.rescheduleButton}
          </button>
          <button
            type="button"
            className={`${styles.secondary} ${styles.danger}`}
            disabled={busy}
            aria-busy={busy}
            onClick={() => dispatch({ type: "ask" })}
          >
            {copy.cancelButton}
          </button>
        </div>
      )}
      {moving && (
        <ErrorBoundary part="section">
          {Reschedule ? (
            <Reschedule
              picker={picker}
              form={form}
              manage={copy}
              token={token}
              booking={booking}
              onMoved={moved}
              onKeep={() => dispatch({ type: "keep" })}
            />
          ) : (
            <p className={styles.status} role="status">
              {picker.loading}
            </p>
          )}
        </ErrorBoundary>
      )}
      {!isConfirmed && (
        <div className={styles.actions}>
          <ButtonLink to={copy.newBooking.link}>{copy.newBooking.label}</ButtonLink>
        </div>
      )}
      <CancelDialog
        open={asking}
        title={copy.dialog.title}
        text={fillTemplate(copy.dialog.text, { slot: meetingTime(booking.start, picker).name })}
        confirmLabel={copy.dialog.confirm}
        keepLabel={copy.dialog.keep}
        onConfirm={() => void cancel()}
        onClose={() => dispatch({ type: "closeQuestion" })}
      />
    </div>
  );
}
