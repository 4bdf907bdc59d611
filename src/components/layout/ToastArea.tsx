import React, { useEffect, useState } from "react";
import { TOAST_POSITION } from "../../constants";
import { loadToasts, useToastsRequested } from "../../toasts/notify";

type Container = (typeof import("react-toastify"))["ToastContainer"];

/** The notification area (top-centre, where the form's outcome shows on every page): mounted when the first toast is asked for. */
export function ToastArea() {
  const requested = useToastsRequested();
  const [ToastContainer, setToastContainer] = useState<Container | null>(null);

  useEffect(() => {
    if (!requested) return;
    let active = true;
    loadToasts().then((module) => {
      if (active) setToastContainer(() => module.ToastContainer);
    });
    return () => {
      active = false;
    };
  }, [requested]);

  return ToastContainer ? <ToastContainer position={TOAST_POSITION} newestOnTop /> : null;
}
