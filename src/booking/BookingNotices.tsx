import React, { useEffect } from "react";
import { bookingForm, type BookingNoJsOutcome } from "../../contract/forms/booking";
import * as forms from "../forms/Fields.module.css";

const OUTCOMES = Object.keys(bookingForm.noJs) as BookingNoJsOutcome[];

/**
 * Where a form posted before or without JavaScript lands: the server redirects to
 * `/programare?cerere-trimisa=1#programare-trimisa` (or `rezervat`, `eroare`), and CSS `:target`
 * shows the notice the hash names, with or without JavaScript. With it, the notice also takes
 * focus, so a screen reader reads it out on arrival.
 */
export function BookingNotices({ copy }: { copy: Record<BookingNoJsOutcome, string> }) {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (OUTCOMES.some((outcome) => bookingForm.noJs[outcome].noticeId === id)) {
      document.getElementById(id)?.focus();
    }
  }, []);
  return (
    <>
      {OUTCOMES.map((outcome) => (
        <p
          key={outcome}
          id={bookingForm.noJs[outcome].noticeId}
          className={`${forms.notice} ${outcome === "error" ? forms.noticeError : forms.noticeSent}`}
          role="status"
          tabIndex={-1}
        >
          {copy[outcome]}
        </p>
      ))}
    </>
  );
}
