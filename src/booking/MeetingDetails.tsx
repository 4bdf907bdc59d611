// What every view of the manage page shows the same way: a meeting's details (what, when, how, its
// state) and a link that cannot be used, with the office's phone number.
import React from "react";
import type { MeetingMode } from "../../contract/booking/api";
import { modeLabel, OFFICE_TIME_ZONE, meetingType } from "./meeting";
import { slotLabels, visitorTimeZone, type SlotLabels } from "./time";
import type { MeetingStatus } from "./manageRequests";
import type { ManageCopy, PickerCopy } from "./copy";
import * as styles from "./Booking.module.css";

/** The office's phone, as useSiteData gives it. */
export interface Phone {
  phone: string;
  phoneHref: string;
}

/** A meeting's time said on the office's clock, and on the visitor's beside it when it is another:
 * `name` ("joi, 3 decembrie, 10:30") for sentences, `when` with the visitor's time for the page. */
export function meetingTime(start: string, picker: PickerCopy): SlotLabels & { when: string } {
  const labels = slotLabels(start, OFFICE_TIME_ZONE, visitorTimeZone(), picker);
  return { ...labels, when: labels.local ? `${labels.name} (${labels.local})` : labels.name };
}

/** The page's word for a meeting's state, or null for one it has no word for. */
export function statusText(copy: ManageCopy, status: MeetingStatus | null): string | null {
  switch (status) {
    case "confirmed":
      return copy.statusConfirmed;
    case "cancelled":
      return copy.statusCancelled;
    case "unconfirmed":
      return copy.statusUnconfirmed;
    case "awaiting-office":
      return copy.statusAwaiting;
    default:
      return null;
  }
}

export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface MeetingDetailsProps {
  copy: ManageCopy;
  picker: PickerCopy;
  meeting: { type: string; mode: MeetingMode; start: string };
  status: MeetingStatus | null;
  /** More rows after the meeting's own (the office's view: the visitor's details). */
  children?: React.ReactNode;
}

/** The meeting, its time, how it takes place and its state, as a description list. */
export function MeetingDetails({ copy, picker, meeting, status, children }: MeetingDetailsProps) {
  const state = statusText(copy, status);
  return (
    <div className={styles.panel}>
      <dl className={styles.details}>
        <DetailRow label={copy.meetingLabel}>{meetingType(meeting.type).title}</DetailRow>
        <DetailRow label={copy.whenLabel}>{meetingTime(meeting.start, picker).when}</DetailRow>
        <DetailRow label={copy.modeLabel}>{modeLabel(meeting.mode)}</DetailRow>
        {state && <DetailRow label={copy.statusLabel}>{state}</DetailRow>}
        {children}
      </dl>
    </div>
  );
}

/** What is being asked of the server, said as it is asked. */
export function Loading({ text }: { text: string }) {
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}

/** A link the page cannot follow (incomplete, refused, expired): why, and the office's phone for a
 * visitor. Announced as it appears. */
export function LinkProblem({ message, phone }: { message: string; phone?: Phone }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {phone && (
        <p>
          <a className={styles.link} href={phone.phoneHref}>
            {phone.phone}
          </a>
        </p>
      )}
    </div>
  );
}

/** What a view tells after an action: the server's words or the page's. It takes focus as it
 * appears (the caller's effect), so it is read out where the action was. */
export interface Notice {
  kind: "done" | "problem";
  text: string;
}

export const NoticeBox = React.forwardRef<HTMLDivElement, { notice: Notice }>(function NoticeBox(
  { notice },
  ref,
) {
  return (
    <div
      ref={ref}
      className={notice.kind === "done" ? styles.success : styles.alert}
      role={notice.kind === "done" ? "status" : "alert"}
      tabIndex={-1}
    >
      <p>{notice.text}</p>
    </div>
  );
});
