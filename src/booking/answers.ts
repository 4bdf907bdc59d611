// How the booking pages call the server: posting a form and reading its answer as JSON. What an
// answer means is read by the contract's readers (contract/forms/bookingAnswers.ts).
import { isObject, type Answer } from "../../contract/forms/bookingAnswers";

export const JSON_HEADERS = { Accept: "application/json" };
export const FORM_HEADERS = {
  "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
  Accept: "application/json",
};

export async function answerOf(request: Promise<Response>): Promise<Answer | null> {
  try {
    const response = await request;
    const data: unknown = await response.json();
    return isObject(data) ? { ok: response.ok, status: response.status, data } : null;
  } catch {
    return null;
  }
}

/** Posts fields as an urlencoded form, in the given order, and reads the answer. */
export function post(path: string, fields: [string, string][]): Promise<Answer | null> {
  return answerOf(
    fetch(path, {
      method: "POST",
      headers: FORM_HEADERS,
      body: new URLSearchParams(fields).toString(),
      credentials: "same-origin",
    }),
  );
}
