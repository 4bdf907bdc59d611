// Slots and answers of the booking server as the page's tests fake them: a slot of the free
// consultation from its start, and a fetch that answers the booking paths.
import booking from "../../data/booking.json";
import { slotId } from "../../contract/booking/api";
import { wallClock } from "../../domain/booking/zonedTime";
import { type SlotView } from "../../contract/forms/bookingAnswers";

export const TYPE = booking.meetingTypes[0].id;
export const OFFICE_ZONE = booking.timeZone;

/** The slot of the first meeting type starting at `start` (an ISO instant). */
export function slotView(start: string, type = TYPE): SlotView {
  const at = Date.parse(start);
  const minutes = booking.meetingTypes[0].durationMinutes;
  const { date, time } = wallClock(at, OFFICE_ZONE);
  return {
    id: slotId(type, at),
    start: new Date(at).toISOString(),
    end: new Date(at + minutes * 60_000).toISOString(),
    date,
    time,
  };
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** A Response-like answer with a JSON body. */
export function reply({ status, body }: FakeReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

/** A valid time-trap token, as GET /form-token hands one out. */
export const TOKEN = `${Date.now().toString(36)}.${"A".repeat(43)}`;

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** Makes the browser report `timeZone` as the visitor's (Intl.DateTimeFormat().resolvedOptions()),
 * whatever the machine's zone; undone by jest.restoreAllMocks. */
export function setVisitorZone(timeZone: string): void {
  jest.restoreAllMocks();
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...realOptions.call(this), timeZone };
  });
}
