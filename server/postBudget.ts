// How many requests one address may have stored per time window. Only stored requests count: a
// post refused for a typo, a refused charset or a request answered "too many" uses none of the
// budget, so the corrected post that follows goes through. Colleagues behind one office address
// share it, which is why it counts stored requests and not attempts.

export interface PostBudgetOptions {
  max: number;
  windowMs: number;
}

/** Addresses remembered at once; beyond it the oldest is forgotten (bounded memory under a flood
 * of addresses, at the cost of forgetting an old one early). */
export const MAX_TRACKED_ADDRESSES = 10_000;

export interface PostBudget {
  /** Reserves one post for `key`; null when its budget is used up. The reservation is released
   * unless the caller commits it (the request was stored). */
  take(key: string, now?: number): { commit(): void; release(): void } | null;
}

export function createPostBudget({ max, windowMs }: PostBudgetOptions): PostBudget {
  /** key → times of its stored posts (and reservations) in the window, oldest first. */
  const stored = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const times = (stored.get(key) ?? []).filter((t) => now - t < windowMs);
    // Re-inserted so the Map's order is least recently used first.
    stored.delete(key);
    if (times.length > 0) stored.set(key, times);
    return times;
  };

  return {
    take(key, now = Date.now()) {
      const times = recent(key, now);
      if (times.length >= max) return null;
      times.push(now);
      stored.set(key, times);
      if (stored.size > MAX_TRACKED_ADDRESSES) {
        const oldest = stored.keys().next().value;
        if (oldest !== undefined) stored.delete(oldest);
      }
      let settled = false;
      return {
        commit() {
          settled = true;
        },
        release() {
          if (settled) return;
          settled = true;
          const list = stored.get(key);
          const at = list?.indexOf(now) ?? -1;
          if (list && at >= 0) list.splice(at, 1);
        },
      };
    },
  };
}
