import React, { useEffect } from "react";
import copy from "../../data/contact.json";
import { notify } from "../toasts/notify";
import { contactForm } from "../../contract/forms/contact";
import * as styles from "../forms/Fields.module.css";

/**
 * Outcome of a post made before JavaScript ran: the server redirected to `?trimis=1#contact-trimis`
 * (or `eroare`). CSS `:target` shows the matching notice even without JavaScript; with it, a toast
 * is shown too and the query is dropped so a reload does not repeat the toast.
 */
export function ContactNotices() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const { sent, error } = contactForm.noJs;
    if (params.get(sent.query) === "1")
      notify("success", copy.noJs.sent, { toastId: sent.noticeId });
    else if (params.get(error.query) === "1")
      notify("error", copy.noJs.error, { toastId: error.noticeId });
    else return;
    params.delete(sent.query);
    params.delete(error.query);
    const { pathname, hash } = window.location;
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${query ? `?${query}` : ""}${hash}`,
    );
  }, []);

  return (
    <>
      <p
        id={contactForm.noJs.sent.noticeId}
        className={`${styles.notice} ${styles.noticeSent}`}
        role="status"
      >
        {copy.noJs.sent}
      </p>
      <p
        id={contactForm.noJs.error.noticeId}
        className={`${styles.notice} ${styles.noticeError}`}
        role="status"
      >
        {copy.noJs.error}
      </p>
    </>
  );
}
