import React, { useCallback, useEffect, useRef } from "react";
import { fetchTimeTrapToken, needsToken, settleDelayMs } from "./timeTrap";
import { STARTED_AT_FIELD } from "../../contract/forms/antiBot";

export interface TimeTrap {
  ref: React.RefObject<HTMLInputElement>;
  /** The token the field holds now. */
  read(): string;
  /**
   * The token to post. One missing or about to expire (a tab left open for a day) is replaced
   * first; a token fetched while the visitor was already at the form is held until the server's
   * minimum fill time has passed, so the post is not taken for a bot. If no token can be fetched,
   * the old one goes: the server then delivers the request marked as suspect.
   */
  readForSubmit(): Promise<string>;
  /** After a request is sent: its token is spent (the server marks a second, different request
   * with the same token), so the next one gets a new token. */
  renew(): void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tokens a refresh put in while the visitor was at the form → when they arrived (performance.now).
 * Kept per page, not per hook: the validating form takes over the first form's token. */
const restartedAt = new Map<string, number>();

/**
 * Keeps the hidden token field filled: the pages are served as built (by Node or by a proxy from
 * disk), so the token is fetched when the form appears, and again when it is about to expire as
 * the visitor returns to the form. Without JavaScript the field stays empty and the server
 * delivers the request marked as sent without a token.
 */
export function useTimeTrap(handedOver?: string): TimeTrap {
  const ref = useRef<HTMLInputElement>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  /** Fetches a token if the field needs one; concurrent callers share one request. */
  const refresh = useCallback((restartsClock: boolean): Promise<void> => {
    const input = ref.current;
    if (!input || !needsToken(input.value)) return inFlight.current ?? Promise.resolve();
    inFlight.current ??= fetchTimeTrapToken().then((token) => {
      inFlight.current = null;
      // ref.current is null once the form is gone.
      if (!token || !ref.current) return;
      ref.current.value = token;
      if (restartsClock) restartedAt.set(token, performance.now());
    });
    return inFlight.current;
  }, []);

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // The validating form takes over the token of the page's first form (ContactForm).
    if (handedOver && !input.value) input.value = handedOver;
    // Filling an empty field when the form appears starts the clock with the visitor; replacing
    // a stale token they already had restarts it.
    void refresh(input.value !== "");
    const onFocus = () => void refresh(true);
    const form = input.form;
    form?.addEventListener("focusin", onFocus);
    return () => form?.removeEventListener("focusin", onFocus);
  }, [handedOver, refresh]);

  const read = useCallback(() => ref.current?.value ?? "", []);
  const readForSubmit = useCallback(async () => {
    await refresh(true);
    const token = ref.current?.value ?? "";
    const arrived = restartedAt.get(token);
    if (arrived !== undefined) {
      const delay = settleDelayMs(arrived, performance.now());
      if (delay > 0) await wait(delay);
    }
    return token;
  }, [refresh]);
  const renew = useCallback(() => {
    if (ref.current) ref.current.value = "";
    void refresh(true);
  }, [refresh]);
  return { ref, read, readForSubmit, renew };
}

/** No value prop on purpose: the token is written into the field, and a React `value` would reset
 * it on the next render. */
export function TimeTrapField({ trap }: { trap: Pick<TimeTrap, "ref"> }) {
  return <input type="hidden" name={STARTED_AT_FIELD} ref={trap.ref} />;
}
