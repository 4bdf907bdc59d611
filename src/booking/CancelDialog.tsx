import React, { useEffect, useId, useRef } from "react";
import * as styles from "./Booking.module.css";

interface CancelDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The question before a booking is cancelled, in a native modal `<dialog>`: the browser keeps
 * focus inside and the page behind inert, and Escape closes it (its `cancel` event). Focus starts
 * on the answer that changes nothing and, on close, returns to the button that opened it.
 */
export function CancelDialog({
  open,
  title,
  text,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
}: CancelDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      // A browser without the modal dialog still shows it, in the page's flow.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      keepRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: closed here, so focus goes back to the opener as on any other close.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      <div className={styles.actions}>
        <button ref={keepRef} type="button" className={styles.secondary} onClick={onClose}>
          {keepLabel}
        </button>
        <button
          type="button"
          className={`${styles.secondary} ${styles.danger}`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
