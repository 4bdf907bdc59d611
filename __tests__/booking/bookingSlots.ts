// Slots and answers of the booking server as the page's tests fake them: a slot of the free
// consultation from its start, and a fetch that answers the booking paths.
import booking from "../../data/booking.json";
import { BOOKING_SLOTS_PATH, slotId } from "../../contract/booking/api";
import { FORM_TOKEN_PATH } from "../../contract/forms/antiBot";
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

/** The server's answer to GET /booking/slots offering `slots`. */
export const slotsAnswer = (slots: SlotView[]): FakeReply => ({
  status: 200,
  body: { timeZone: OFFICE_ZONE, type: TYPE, slots },
});

/** The booking server as the page's fetch meets it. */
export interface FakeBookingServer {
  /** What GET /booking/slots answers; a test may change it. */
  slots: FakeReply;
  /** Every POST, with its path and body, answered by what the mock resolves to: a refusal (422)
   * unless the test says otherwise. */
  readonly posts: jest.Mock<Promise<FakeReply>, [string, URLSearchParams]>;
  /** The address of every GET, in order. */
  readonly gets: string[];
}

/** Fakes the booking server at global fetch: the slots, a time-trap token, the POSTs; any other
 * GET throws. */
export function fakeBookingServer(slots: SlotView[]): FakeBookingServer {
  const server: FakeBookingServer = { slots: slotsAnswer(slots), posts: jest.fn(), gets: [] };
  server.posts.mockResolvedValue({ status: 422, body: { success: false, message: "nu" } });
  global.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      return reply(await server.posts(url, new URLSearchParams(String(init.body))));
    }
    server.gets.push(url);
    if (url.startsWith(BOOKING_SLOTS_PATH)) return reply(server.slots);
    if (url.startsWith(FORM_TOKEN_PATH)) return reply({ status: 200, body: { token: TOKEN } });
    throw new Error(`unexpected GET ${url}`);
  }) as unknown as typeof fetch;
  return server;
}

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
