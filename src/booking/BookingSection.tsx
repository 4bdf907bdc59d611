import React, { useRef } from "react";
import { graphql } from "gatsby";
import { useNearViewport } from "../hooks/useNearViewport";
import { useOnDemand } from "../hooks/useOnDemand";
import { onDemand } from "../onDemand";
import { ErrorBoundary } from "../components/ui/ErrorBoundary";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { INTERACTIVE } from "../components/ui/Static";
import { BookingNotices } from "./BookingNotices";
import { MEETING_TYPES } from "./meeting";
import { RequestForm } from "./RequestForm";
import { countOf } from "./time";
import type { BookingCopy } from "./copy";
import { NO_START, type BookingService, type BookingStart } from "./handoff";
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
  handoff = NO_START,
}: {
  id: string;
  data: BookingCopy;
  /** The services a booking may be about (the select of both forms). */
  services?: readonly BookingService[];
  /** What the page was handed: the service to preselect, the source page, the figures. */
  handoff?: BookingStart;
}) {
  const titleId = `${id}-title`;
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, ROOT_MARGIN);
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
        <div ref={slot} {...INTERACTIVE}>
          {near ? (
            <ErrorBoundary part="section">
              <LiveBooking data={data} services={services} start={handoff} />
            </ErrorBoundary>
          ) : (
            <noscript>
              <p className={styles.panel}>
                {`${data.picker.noScript} `}
                <a className={styles.link} href={`#${REQUEST_FORM_ID}`}>
                  {data.request.title}
                </a>
              </p>
            </noscript>
          )}
        </div>
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

/** The booking form, fetched when its place nears the viewport; a line says so while it loads,
 * and a load that fails shows the section's error message (the request form stays). */
function LiveBooking({
  data,
  services,
  start,
}: {
  data: BookingCopy;
  services: readonly BookingService[];
  start: BookingStart;
}) {
  const BookingForm = useOnDemand(onDemand.booking, true);
  if (!BookingForm) {
    return (
      <p className={`${styles.panel} ${styles.status}`} role="status">
        {data.picker.loading}
      </p>
    );
  }
  return <BookingForm copy={data} requestId={REQUEST_FORM_ID} services={services} start={start} />;
}
