// The view of one booking (ManageView) as a pure reducer, called directly: what a load, the cancel
// question, a cancellation, the picker of another time and a move each leave on the page.
import {
  initialManageView,
  manageViewReducer,
  type ManageViewAction,
  type ManageViewState,
} from "../../src/booking/manageViewState";
import { type BookingView } from "../../contract/forms/bookingAnswers";

const BOOKING: BookingView = {
  type: "consultanta-gratuita",
  mode: "online",
  start: "2026-12-03T08:30:00.000Z",
  end: "2026-12-03T09:00:00.000Z",
  date: "2026-12-03",
  time: "10:30",
  status: "confirmed",
};
const DONE = { kind: "done", text: "Programarea a fost mutată." } as const;

const run = (state: ManageViewState, ...actions: ManageViewAction[]) =>
  actions.reduce(manageViewReducer, state);
const loaded = (move = false, booking = BOOKING, canChange = true) =>
  run(initialManageView("t1"), { type: "loaded", booking, canChange, move });

describe("the view of one booking", () => {
  it("loads the booking of its link, or shows a booking just confirmed on the page at once", () => {
    expect(initialManageView("t1").loaded).toEqual({ phase: "loading" });
    const given = initialManageView("t1", { booking: BOOKING, message: "Confirmată." });
    expect(given.loaded).toEqual({ phase: "ready", booking: BOOKING, canChange: true });
    expect(given.notice).toEqual({ kind: "done", text: "Confirmată." });
    expect(
      run(initialManageView("t1"), { type: "failed", message: "Link expirat" }).loaded,
    ).toEqual({ phase: "failed", message: "Link expirat" });
  });

  it("opens the picker on load only when the address chose a day and the booking can still move", () => {
    expect(loaded(false).moving).toBe(false);
    expect(loaded(true).moving).toBe(true);
    expect(loaded(true, BOOKING, false).moving).toBe(false);
    expect(loaded(true, { ...BOOKING, status: "cancelled" }).moving).toBe(false);
  });

  it("asks before cancelling, clearing the last notice, and holds a second cancel while one is sent", () => {
    const asked = run({ ...loaded(), notice: DONE }, { type: "ask" });
    expect(asked).toMatchObject({ asking: true, notice: null });
    const sent = run(asked, { type: "cancelSent" });
    expect(sent).toMatchObject({ asking: false, busy: true });
    const cancelled = { ...BOOKING, status: "cancelled" } as const;
    const done = run(sent, { type: "cancelled", booking: cancelled, notice: DONE });
    expect(done).toMatchObject({ busy: false, notice: DONE });
    expect(done.loaded).toEqual({ phase: "ready", booking: cancelled, canChange: false });
    const problem = { kind: "problem", text: "Nu s-a putut anula." } as const;
    expect(run(sent, { type: "cancelFailed", notice: problem })).toMatchObject({
      busy: false,
      notice: problem,
      loaded: { phase: "ready", booking: BOOKING, canChange: true },
    });
  });

  it("gives focus back to the move button once the picker is closed by keeping the time", () => {
    const kept = run(loaded(), { type: "move" }, { type: "keep" });
    expect(kept).toMatchObject({ moving: false, backToMove: true });
    expect(run(kept, { type: "focused" }).backToMove).toBe(false);
  });

  it("goes on with the token the server signed for a moved booking, or keeps its own", () => {
    const moved = { ...BOOKING, start: "2026-12-04T09:00:00.000Z", date: "2026-12-04" } as const;
    const withNew = run(
      loaded(),
      { type: "move" },
      { type: "moved", booking: moved, token: "t2", notice: DONE },
    );
    expect(withNew).toMatchObject({ token: "t2", moving: false, notice: DONE });
    expect(withNew.loaded).toEqual({ phase: "ready", booking: moved, canChange: true });
    const without = run(loaded(), { type: "moved", booking: moved, token: null, notice: DONE });
    expect(without.token).toBe("t1");
  });
});
