// data/booking.json as the server uses it: read once, checked, typed. A file that breaks a rule
// (contract/booking/dataRules.ts) throws where it is imported, naming the file and every field at
// fault, so the server does not start on it. The build checks the file before anything imports it
// (gatsby/directData.ts), so `gatsby build` stops with the same lines, and `gatsby develop` shows
// them in its overlay without importing this. The booking page shapes the fields it shows with
// the same shape, without the checks (src/booking/meeting.ts, contract/booking/dataShape.ts).
import raw from "../../data/booking.json";
import { readBookingData, type BookingData } from "./dataRules";

export {
  BookingDataError,
  checkBookingData,
  meetingTypeOf,
  readBookingData,
  shapeBookingData,
  type BookingData,
  type MeetingType,
  type TimeWindow,
} from "./dataRules";

/** The office's calendar, meeting types, mode labels and time windows. */
export const BOOKING: BookingData = readBookingData(raw);
