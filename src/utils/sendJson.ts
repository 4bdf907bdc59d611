// One JSON report sent to the site's own server without waiting for an answer: sendBeacon survives
// the page going away, and fetch with keepalive is the way where it is missing or refuses (some
// browsers refuse a JSON beacon outright). At most one attempt each; nothing here throws, logs,
// retries or waits, so a report never makes the page worse.
export function sendJsonBeacon(path: string, body: string): void {
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(path, blob)) return;
  } catch {
    // fetch below is the other way
  }
  try {
    fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined);
  } catch {
    // no fetch either: the report is dropped
  }
}
