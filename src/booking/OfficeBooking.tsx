import React, { useEffect, useRef, useState } from "react";
import { fillTemplate } from "../../domain/format";
import { CancelDialog } from "./CancelDialog";
import {
  DetailRow,
  LinkProblem,
  Loading,
  MeetingDetails,
  NoticeBox,
  meetingTime,
  type Notice,
} from "./MeetingDetails";
import { fetchOffice, officeAction, type OfficeView } from "./manageRequests";
import type { ManageCopy, PickerCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import { type OfficeAction } from "../../contract/forms/booking";

export interface OfficeBookingProps {
  copy: ManageCopy;
  picker: PickerCopy;
  /** The office token of the page's fragment ("#o=…"). */
  token: string;
}

type State =
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; office: OfficeView };

/** The actions asked about first in a dialog: both cancel a meeting someone may be counting on. */
type Asked = Extract<OfficeAction, "cancel" | "report">;

/**
 * "#o=…": the office's link from its notice of a booking or a request. Opening it changes nothing;
 * it shows the meeting with the visitor's details and one button for each action the server says
 * is open: approve or decline a request, cancel a booking, or report it as abuse (cancelled, with
 * no mail to what it names). Cancelling and reporting are asked about first. Loaded on demand
 * (src/onDemand.ts `bookingOffice`).
 */
export function OfficeBooking({ copy, picker, token }: OfficeBookingProps) {
  const words = copy.officeView;
  const [state, setState] = useState<State>({ phase: "loading" });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    void fetchOffice(token).then((result) => {
      if (!active) return;
      setState(
        result.kind === "ready"
          ? { phase: "ready", office: result.office }
          : { phase: "failed", message: result.message || copy.loadFailed },
      );
    });
    return () => {
      active = false;
    };
  }, [token, copy.loadFailed]);

  // The answer to an action takes focus as it appears, so it is read out where the action was.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (state.phase === "failed") return <LinkProblem message={state.message} />;
  if (state.phase === "loading") return <Loading text={copy.loading} />;

  const { office } = state;
  const act = async (action: OfficeAction) => {
    setAsking(null);
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const result = await officeAction(token, action);
      if (result.kind === "ready") {
        setState({ phase: "ready", office: result.office });
        if (result.office.message) setNotice({ kind: "done", text: result.office.message });
      } else {
        setNotice({ kind: "problem", text: result.message || words.failure });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const labels: Record<OfficeAction, string> = {
    view: "",
    approve: words.approve,
    decline: words.decline,
    cancel: words.cancel,
    report: words.report,
  };
  const buttons = office.actions.filter((action) => action !== "view");
  const slot = meetingTime(office.booking.start, picker).name;
  const dialogs: Record<Asked, Queries.BookingManageFragment["dialog"]> = {
    cancel: copy.dialog,
    report: words.reportDialog,
  };

  return (
    <div className={styles.form}>
      <h3 className={styles.panelTitle}>{words.title}</h3>
      {notice && <NoticeBox ref={noticeRef} notice={notice} />}
      <MeetingDetails
        copy={copy}
        picker={picker}
        meeting={office.booking}
        status={office.booking.status}
      >
        <DetailRow label={words.nameLabel}>{office.name}</DetailRow>
        <DetailRow label={words.emailLabel}>{office.email}</DetailRow>
        <DetailRow label={words.phoneLabel}>{office.phone}</DetailRow>
        {office.note && (
          <DetailRow label={words.noteLabel}>
            <span className={styles.visitorNote}>{office.note}</span>
          </DetailRow>
        )}
      </MeetingDetails>
      {buttons.length > 0 && (
        <div className={styles.actions}>
          {buttons.map((action) => {
            const asked = action === "cancel" || action === "report";
            return (
              <button
                key={action}
                type="button"
                className={
                  action === "approve"
                    ? forms.submit
                    : `${styles.secondary} ${asked ? styles.danger : ""}`
                }
                disabled={busy}
                aria-busy={busy}
                onClick={() => (asked ? setAsking(action) : void act(action))}
              >
                {labels[action]}
              </button>
            );
          })}
        </div>
      )}
      {(Object.keys(dialogs) as Asked[]).map((action) => (
        <CancelDialog
          key={action}
          open={asking === action}
          title={dialogs[action].title}
          text={fillTemplate(dialogs[action].text, { slot })}
          confirmLabel={dialogs[action].confirm}
          keepLabel={dialogs[action].keep}
          onConfirm={() => void act(action)}
          onClose={() => setAsking(null)}
        />
      ))}
    </div>
  );
}
