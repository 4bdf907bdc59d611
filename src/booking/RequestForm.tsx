import React, { useEffect, useId, useRef } from "react";
import { BOOKING_PATH, type MeetingMode } from "../../contract/booking/api";
import { INTERACTIVE } from "../components/ui/Static";
import { LeadSourceField } from "../contact/LeadSourceField";
import { TimeTrapField, useTimeTrap } from "../contact/TimeTrapField";
import { ConsentCheckbox } from "../forms/ConsentCheckbox";
import { Honeypot } from "../forms/Honeypot";
import { fieldId } from "../forms/ids";
import { TextField } from "../forms/TextField";
import { DetailFields, MeetingField, ModeField, ServiceField } from "./Fields";
import { MEETING_TYPES, TIME_WINDOWS } from "./meeting";
import type { BookingCopy } from "./copy";
import * as forms from "../forms/Fields.module.css";
import * as styles from "./Booking.module.css";
import { HONEYPOT_FIELD } from "../../contract/forms/antiBot";
import { bookingForm } from "../../contract/forms/booking";

/** Every mode some meeting type offers, in the order of the first types. */
const ALL_MODES = [...new Set(MEETING_TYPES.flatMap((type) => type.modes))] as MeetingMode[];

/**
 * A meeting asked for by preferred day and time window: a plain form that posts to the server and
 * comes back to the page's notices (BookingNotices), so it works before and without JavaScript.
 * With JavaScript the slot picker comes first and this stays for a visitor who finds no time that
 * suits them. The browser checks the required fields; the server checks them all again.
 */
export function RequestForm({
  id,
  copy,
  services = [],
  service = null,
}: {
  id: string;
  copy: BookingCopy;
  /** The services the request may be about. */
  services?: readonly { slug: string; title: string }[];
  /** The service to preselect once the page runs (the page's HTML cannot know it). */
  service?: string | null;
}) {
  const uid = useId();
  // The HTML says "—"; once the page runs, the service it was handed is chosen, unless the
  // visitor already chose one.
  const serviceRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = serviceRef.current;
    if (select && service && select.value === "") select.value = service;
  }, [service]);
  const titleId = `${id}-title`;
  // Filled once the page runs, like the contact form's; without JavaScript it stays empty and the
  // server marks the request as sent without a token.
  const timeTrap = useTimeTrap();
  const { request } = copy;
  return (
    <form
      {...INTERACTIVE}
      id={id}
      className={`${styles.panel} ${forms.form}`}
      method="post"
      action={BOOKING_PATH}
      acceptCharset="utf-8"
      aria-labelledby={titleId}
    >
      <div>
        <h3 id={titleId} className={styles.panelTitle}>
          {request.title}
        </h3>
        <p className={styles.note}>{request.text}</p>
      </div>
      <MeetingField uid={uid} legend={copy.meetingLabel} />
      <ModeField uid={uid} legend={copy.modeLegend} modes={ALL_MODES} />
      <div className={forms.grid}>
        <ServiceField
          uid={uid}
          label={copy.context.serviceLabel}
          none={copy.context.serviceNone}
          services={services}
          selectRef={serviceRef}
        />
        <TextField
          id={fieldId(uid, bookingForm.fields.day)}
          label={request.dayLabel}
          name={bookingForm.fields.day}
          type="date"
          required
        />
        <div className={forms.field}>
          <label className={forms.label} htmlFor={fieldId(uid, bookingForm.fields.window)}>
            {request.windowLabel}
          </label>
          <select
            id={fieldId(uid, bookingForm.fields.window)}
            name={bookingForm.fields.window}
            className={forms.control}
            required
          >
            {TIME_WINDOWS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <DetailFields uid={uid} copy={copy.form} />
        <ConsentCheckbox
          id={fieldId(uid, bookingForm.fields.consent)}
          name={bookingForm.fields.consent}
        />
      </div>
      <Honeypot id={fieldId(uid, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} />
      <TimeTrapField trap={timeTrap} />
      <LeadSourceField />
      <button type="submit" className={forms.submit}>
        {request.button}
      </button>
    </form>
  );
}
