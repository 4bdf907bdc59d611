import React from "react";
import { TOAST_POSITION } from "../../constants";
import { useOnDemand } from "../../hooks/useOnDemand";
import { loadToasts, useToastsRequested } from "../../toasts/notify";

// A container that fails to load leaves the area empty rather than failing the page: no error
// boundary stands above it, and the toasts it would have shown fail with their own load.
const loadContainer = () =>
  loadToasts().then(
    (module) => module.ToastContainer,
    () => null,
  );

/** The notification area (top-centre, where the form's outcome shows on every page): mounted when the first toast is asked for. */
export function ToastArea() {
  const requested = useToastsRequested();
  const ToastContainer = useOnDemand(loadContainer, requested);
  return ToastContainer && <ToastContainer position={TOAST_POSITION} newestOnTop />;
}
