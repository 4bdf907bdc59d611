// Toasts on demand: react-toastify loads with the first toast, not with the page
// (a library needed only on interaction loads on demand). Toasts asked for before its container mounts
// wait in react-toastify's own queue.
import { useSyncExternalStore } from "react";
import type { ToastOptions } from "react-toastify";

type ToastModule = typeof import("react-toastify");
export type ToastKind = "success" | "error";

let loading: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();

/** Starts loading react-toastify (once) and tells the toast area to mount its container. */
export function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    loading = import(/* webpackChunkName: "toasts" */ "react-toastify");
    listeners.forEach((listener) => listener());
  }
  return loading;
}

export async function notify(kind: ToastKind, message: string, options?: ToastOptions) {
  const { toast } = await loadToasts();
  toast[kind](message, options);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once any code has asked for toasts; the server render never has. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading !== null,
    () => false,
  );
}
