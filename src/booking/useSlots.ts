import { useCallback, useEffect, useState } from "react";
import { fetchSlots } from "./requests";
import { type SlotView } from "../../contract/forms/bookingAnswers";

export type SlotsState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  /** `type`: the meeting type the slots are of (the form may have chosen another since). */
  | { status: "ready"; slots: SlotView[]; timeZone: string; type: string };

/**
 * The free slots of a meeting type, fetched when a form shows them and again on `retry`; `replace`
 * takes out a slot the server said was taken and adds the nearest free ones it named instead.
 */
export function useSlots(type: string) {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: "loading" });
    void fetchSlots(type).then((result) => {
      if (!active) return;
      setState(
        result.kind === "ready"
          ? { status: "ready", slots: result.answer.slots, timeZone: result.answer.timeZone, type }
          : { status: "failed", message: result.message },
      );
    });
    return () => {
      active = false;
    };
  }, [type, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((taken: string, nearest: readonly SlotView[]) => {
    setState((current) => {
      if (current.status !== "ready") return current;
      const byId = new Map(current.slots.filter((s) => s.id !== taken).map((s) => [s.id, s]));
      for (const slot of nearest) byId.set(slot.id, slot);
      const slots = [...byId.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      return { ...current, slots };
    });
  }, []);
  return { state, retry, replace };
}
