import React, { useEffect, useReducer } from "react";
import { graphql } from "gatsby";
import { MANAGE_TOKEN_PARAM, manageLink } from "../../contract/booking/api";
import { useSiteData } from "../hooks/useSiteData";
import { useOnDemand } from "../hooks/useOnDemand";
import { onDemand } from "../onDemand";
import { ErrorBoundary } from "../components/ui/ErrorBoundary";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { INTERACTIVE } from "../components/ui/Static";
import { LinkProblem, Loading, type Phone } from "./MeetingDetails";
import { ManageView } from "./ManageView";
import { linkOfPage } from "./manageRequests";
import { INITIAL_MANAGE, manageReducer } from "./manageState";
import type { ConfirmedHere } from "./ConfirmRequest";
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
    statusUnconfirmed
    statusAwaiting
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
    confirmRequest {
      title
      text
      button
      confirmed
      awaiting
      failure
    }
    officeView {
      title
      nameLabel
      emailLabel
      phoneLabel
      noteLabel
      cancel
      report
      approve
      decline
      reportDialog {
        title
        text
        confirm
        keep
      }
      failure
    }
  }
`;

interface ManageProps {
  id: string;
  copy: ManageCopy;
  picker: PickerCopy;
  form: FormCopy;
}

/**
 * /programare/gestionare: the page every booking mail links to, its token in the address's
 * fragment, which no request line, log or Referer holds: "#c=" confirms a request, "#t=" shows a
 * booking to cancel or move, "#o=" is the office's. The page reads the fragment as it starts and
 * whenever it changes, and sends the token in a POST. Without JavaScript it cannot read it: the
 * page then says to answer the mail or call the office.
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

/** What the page's address asks for (manageState.ts): nothing yet (before its script ran), nothing
 * at all, or one of its three links. */
function ManagePanel({ copy, picker, form, phone }: Omit<ManageProps, "id"> & { phone: Phone }) {
  const [{ view }, dispatch] = useReducer(manageReducer, INITIAL_MANAGE);
  const ConfirmRequest = useOnDemand(onDemand.bookingConfirm, view.kind === "confirm");
  const OfficeBooking = useOnDemand(onDemand.bookingOffice, view.kind === "office");

  useEffect(() => {
    const read = () => dispatch({ type: "read", link: linkOfPage() });
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  // A request confirmed here is a booking: the address becomes its manage link (replaced, so
  // the confirm link is not one step back), and the page goes on as that link opens it.
  const booked = ({ token, booking, message }: ConfirmedHere) => {
    window.history.replaceState(window.history.state, "", manageLink(MANAGE_TOKEN_PARAM, token));
    dispatch({ type: "booked", token, confirmed: { booking, message } });
  };

  const loading = <Loading text={copy.loading} />;
  switch (view.kind) {
    case "starting":
      return null;
    case "none":
      return <LinkProblem message={copy.missingToken} phone={phone} />;
    case "manage":
      return (
        <ManageView
          key={view.round}
          copy={copy}
          picker={picker}
          form={form}
          phone={phone}
          token={view.token}
          confirmed={view.confirmed}
        />
      );
    case "confirm":
      return (
        <ErrorBoundary part="section">
          {ConfirmRequest ? (
            <ConfirmRequest
              key={view.round}
              copy={copy}
              picker={picker}
              form={form}
              phone={phone}
              token={view.token}
              onBooked={booked}
            />
          ) : (
            loading
          )}
        </ErrorBoundary>
      );
    case "office":
      return (
        <ErrorBoundary part="section">
          {OfficeBooking ? (
            <OfficeBooking key={view.round} copy={copy} picker={picker} token={view.token} />
          ) : (
            loading
          )}
        </ErrorBoundary>
      );
  }
}
