import React from "react";
import { graphql } from "gatsby";
import { onDemand } from "../onDemand";
import { OnDemandSlot } from "../components/ui/OnDemandSlot";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { BookingNotices } from "./BookingNotices";
import { MEETING_TYPES } from "./meeting";
import { RequestForm } from "./RequestForm";
import { countOf } from "./time";
import type { BookingCopy } from "./copy";
import { NO_START, type BookingService, type BookingStart } from "./handoff";
import type { CapacityFigureData } from "../../contract/forms/bookingFigures";
import * as styles from "./Booking.module.css";

export const query = graphql`
  fragment BookingPicker on RoBookingPicker {
    title
    noScript
    loading
    loadFailed
    retry
    noSlots
    dayLegend
    timeLegend
    officeTime
    localTime
    localDay
    zoneNote
    chosen
    chosenLocal
  }
  fragment BookingFormCopy on RoBookingForm {
    detailsTitle
    noteLabel
    noteHint
    notePlaceholder
    button {
      idle
      sending
    }
    slotRequired
    invalid
    failure
    nearestTitle
    otherTime
  }
  fragment BookingSection on RoBookingJson {
    intro {
      eyebrow
      title
      text
    }
    meetingLabel
    durationLabel
    duration {
      one
      few
      other
    }
    modeLegend
    context {
      serviceLabel
      serviceNone
      sourceText
      figuresTitle
      figuresText
      figuresConsent
      figuresLoading
      figuresFailed
    }
    picker {
      ...BookingPicker
    }
    form {
      ...BookingFormCopy
    }
    pending {
      title
      valid
      notReceived
      resend
      resent
      failure
      correctionTitle
      correctionLabel
      correctionButton
      again
    }
    request {
      title
      text
      dayLabel
      windowLabel
      button
    }
    notices {
      requested
      booked
      error
    }
  }
`;

/** The id of the request form, which the picker's "Nu găsești o oră potrivită?" links to. */
export const REQUEST_FORM_ID = "cerere-programare";
/** How far below the viewport the booking form starts loading. */
const ROOT_MARGIN = "400px";

/**
 * /programare: the meeting offered (title, duration, description), the booking form with its slot
 * picker, and the request by preferred day and time window. The page's markup holds the request
 * form, which posts without JavaScript; the booking form's code loads as its place nears the
 * viewport (src/onDemand.ts `booking`), and the request form stays below it for a visitor who
 * finds no time that suits.
 */
export function BookingSection({
  id,
  data,
  services = [],
  capacity = null,
  handoff = NO_START,
}: {
  id: string;
  data: BookingCopy;
  /** The services a booking may be about (the select of both forms). */
  services?: readonly BookingService[];
  /** The capacity check's data, which the figures of a check are shown with. */
  capacity?: CapacityFigureData | null;
  /** What the page was handed: the service to preselect, the source page, the figures. */
  handoff?: BookingStart;
}) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone="light" labelledBy={titleId}>
      <div className={styles.layout}>
        <SectionHeading id={titleId} {...data.intro} align="left" />
        <BookingNotices copy={data.notices} />
        {MEETING_TYPES.map((type) => (
          <div key={type.id} className={styles.meeting}>
            <h3 className={styles.meetingTitle}>{type.title}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>{data.durationLabel}</dt>
                <dd>{countOf(type.rules.durationMinutes, data.duration)}</dd>
              </div>
            </dl>
            <p className={styles.meetingText}>{type.description}</p>
          </div>
        ))}
        {/* A load that fails shows the section's error message; the request form stays. */}
        <OnDemandSlot
          load={onDemand.booking}
          props={{ copy: data, requestId: REQUEST_FORM_ID, services, capacity, start: handoff }}
          rootMargin={ROOT_MARGIN}
          part="section"
          loading={
            <p className={`${styles.panel} ${styles.status}`} role="status">
              {data.picker.loading}
            </p>
          }
          noScript={
            <p className={styles.panel}>
              {`${data.picker.noScript} `}
              <a className={styles.link} href={`#${REQUEST_FORM_ID}`}>
                {data.request.title}
              </a>
            </p>
          }
        />
        <RequestForm
          id={REQUEST_FORM_ID}
          copy={data}
          services={services}
          service={handoff.service}
        />
      </div>
    </Section>
  );
}
