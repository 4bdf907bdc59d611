import React, { useCallback, useEffect, useRef } from "react";
import { TIME_TRAP_ATTRIBUTE } from "./constants";
import { STARTED_AT_FIELD } from "./fields";
import { fetchTimeTrapToken, needsToken } from "./timeTrap";

export interface TimeTrap {
  ref: React.RefObject<HTMLInputElement>;
  /** The token to send with the form. */
  read(): string;
}

/**
 * Keeps the hidden token field filled: the server writes a token into pages it serves; otherwise
 * (client-side navigation, or a token about to expire when the visitor returns) one is fetched.
 */
export function useTimeTrap(handedOver?: string): TimeTrap {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // The validating form takes over the token of the page's first form (ContactForm).
    if (handedOver && !input.value) input.value = handedOver;
    let cancelled = false;
    let asking = false;
    const refresh = () => {
      if (asking || !needsToken(input.value)) return;
      asking = true;
      void fetchTimeTrapToken().then((token) => {
        asking = false;
        if (token && !cancelled) input.value = token;
      });
    };
    refresh();
    input.form?.addEventListener("focusin", refresh);
    return () => {
      cancelled = true;
      input.form?.removeEventListener("focusin", refresh);
    };
  }, [handedOver]);
  const read = useCallback(() => ref.current?.value ?? "", []);
  return { ref, read };
}

/** No value prop on purpose: React would reset the token the server wrote into the HTML. */
export function TimeTrapField({ trap }: { trap: TimeTrap }) {
  return (
    <input
      type="hidden"
      name={STARTED_AT_FIELD}
      {...{ [TIME_TRAP_ATTRIBUTE]: "" }}
      ref={trap.ref}
    />
  );
}
