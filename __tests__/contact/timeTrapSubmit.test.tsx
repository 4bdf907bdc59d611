// The form never posts a token the server would take for a bot's: one that expired while the tab
// stayed open is replaced before the post, and the post then waits out the minimum fill time.
// Fake timers (performance.now included), so nothing here depends on the machine's speed.
import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import copy from "../../data/contact.json";
import { ContactForm } from "../../src/contact/ContactForm";
import { TimeTrapField, useTimeTrap, type TimeTrap } from "../../src/contact/TimeTrapField";
import { SUBMIT_SETTLE_MARGIN_MS } from "../../src/contact/timeTrap";
import { MIN_FILL_MS, TIME_TRAP_MAX_AGE_MS } from "../../contract/forms/antiBot";

const HOLD_MS = MIN_FILL_MS + SUBMIT_SETTLE_MARGIN_MS;
const token = (issuedAt: number) => `${issuedAt.toString(36)}.${"A".repeat(43)}`;
/** A token from a tab opened a day and an hour ago. */
const stale = () => token(Date.now() - TIME_TRAP_MAX_AGE_MS - 3_600_000);

type Reply = { status: number; json: () => Promise<unknown> };
const tokenReplies: (() => Promise<Reply>)[] = [];
const tokenFetch = jest.fn(() => (tokenReplies.shift() ?? (() => Promise.reject(new Error())))());
const postFetch = jest.fn(async (_url: string, _init: RequestInit) => ({
  status: 200,
  json: async () => ({ success: true }),
}));
const serves = (value: string) => () =>
  Promise.resolve({ status: 200, json: async () => ({ token: value }) });
const fails = () => Promise.reject(new TypeError("Failed to fetch"));

let trap: TimeTrap;
function Probe({ handedOver }: { handedOver?: string }) {
  trap = useTimeTrap(handedOver);
  return (
    <form>
      <TimeTrapField trap={trap} />
    </form>
  );
}

/** Resolves readForSubmit() and reports how long (fake) time had to advance first. */
async function submitDelay(): Promise<{ token: string; waitedMs: number }> {
  let result: string | undefined;
  void trap.readForSubmit().then((value) => (result = value));
  let waitedMs = 0;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  while (result === undefined && waitedMs < 2 * HOLD_MS) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    waitedMs += 50;
  }
  return { token: result ?? "(never)", waitedMs };
}

beforeEach(() => {
  jest.useFakeTimers();
  tokenReplies.length = 0;
  tokenFetch.mockClear();
  postFetch.mockClear();
  global.fetch = ((url: string, init?: RequestInit) =>
    init?.method === "POST" ? postFetch(url, init) : tokenFetch()) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

it("replaces a stale token when the form appears, and holds the post until the new one is old enough", async () => {
  const fresh1 = token(Date.now() + 1);
  tokenReplies.push(serves(fresh1));
  render(<Probe handedOver={stale()} />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(tokenFetch).toHaveBeenCalledTimes(1);
  const { token: sent, waitedMs } = await submitDelay();
  expect(sent).toBe(fresh1);
  expect(waitedMs).toBeGreaterThanOrEqual(HOLD_MS - 50);
  expect(waitedMs).toBeLessThanOrEqual(HOLD_MS + 50);
});

it("fetches a new token at submit when the stale one could not be replaced before", async () => {
  const old = stale();
  const fresh2 = token(Date.now() + 2);
  tokenReplies.push(fails, serves(fresh2));
  render(<Probe handedOver={old} />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(trap.read()).toBe(old);
  const { token: sent, waitedMs } = await submitDelay();
  expect(sent).toBe(fresh2);
  expect(tokenFetch).toHaveBeenCalledTimes(2);
  expect(waitedMs).toBeGreaterThanOrEqual(HOLD_MS - 50);
});

it("posts the old token at once when no new one can be had (the server delivers it marked)", async () => {
  const old = stale();
  tokenReplies.push(fails, fails);
  render(<Probe handedOver={old} />);
  const { token: sent, waitedMs } = await submitDelay();
  expect(sent).toBe(old);
  expect(waitedMs).toBe(0);
});

it("does not hold a token that was fetched when the form appeared empty, nor a good one", async () => {
  tokenReplies.push(serves(token(Date.now())));
  render(<Probe />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(await submitDelay()).toMatchObject({ waitedMs: 0 });
  const good = token(Date.now() - 60_000);
  render(<Probe handedOver={good} />);
  expect(await submitDelay()).toEqual({ token: good, waitedMs: 0 });
  expect(tokenFetch).toHaveBeenCalledTimes(1);
});

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  const f = copy.fields;
  const field = (label: string) => screen.getByLabelText(label);
  await user.type(field(f.txtName.label), "Ion Popescu");
  await user.type(field(f.txtEmail.label), "ion@example.ro");
  await user.type(field(f.txtPhone.label), "0722123456");
  await user.type(field(f.txtMessage.label), "Revin după o zi.");
  await user.click(screen.getByRole("checkbox"));
}

/** Clicks submit; the post must wait for the fresh token, then carry it. */
async function expectHeldPost(user: ReturnType<typeof userEvent.setup>, fresh: string) {
  const clickedAt = performance.now();
  await user.click(screen.getByRole("button", { name: copy.button.idle }));
  // In steps, each its own act: React renders between them, as a browser between its frames, and
  // the validating form takes over (its code is fetched after a paint) with the submit handed on.
  for (let waited = 0; waited < MIN_FILL_MS - 500; waited += 50) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
  }
  expect(postFetch).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: copy.button.sending })).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(HOLD_MS);
  });
  await waitFor(() => expect(postFetch).toHaveBeenCalledTimes(1));
  const body = new URLSearchParams(String(postFetch.mock.calls[0][1].body));
  expect(body.get("formStartedAt")).toBe(fresh);
  expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(MIN_FILL_MS);
  // Two tokens before the post (the first, then the fresh one); the form asks for another once
  // the post is answered.
  const postedAt = postFetch.mock.invocationCallOrder[0];
  expect(tokenFetch.mock.invocationCallOrder.filter((order) => order < postedAt)).toHaveLength(2);
}

it("the contact form, filled and left open for a day, posts a fresh token no sooner than the minimum fill time", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  tokenReplies.push(serves(token(Date.now())));
  render(<ContactForm id="contact-form" />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  await fillContactForm(user);
  // The visitor comes back a day and an hour later and clicks the button.
  jest.setSystemTime(Date.now() + TIME_TRAP_MAX_AGE_MS + 3_600_000);
  const fresh = token(Date.now());
  tokenReplies.push(serves(fresh));
  await expectHeldPost(user, fresh);
});

it("the contact form keeps the hold across the swap to the validating form", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The page was opened a day ago; the first keystroke replaces its token, then validation loads.
  const fresh = token(Date.now() + 3);
  tokenReplies.push(serves(stale()), serves(fresh));
  render(<ContactForm id="contact-form" />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  await fillContactForm(user);
  await expectHeldPost(user, fresh);
});
