// Sends the form as the endpoint's urlencoded call and turns the reply into one of the form's outcomes
// (sent, refused, failed: docs/behaviour.md).
import copy from "../../data/contact.json";
import { HONEYPOT_FIELD, antiBotFields } from "../../contract/forms/antiBot";
import { contactAnswerOf, contactForm } from "../../contract/forms/contact";
import { encodeFields } from "../../contract/forms/wire";
import { currentRoute } from "./leadSource";

export interface ContactFormValues {
  txtName: string;
  txtEmail: string;
  txtPhone: string;
  txtMessage: string;
  chkConfidentialitate: boolean;
  /** Honeypot: hidden from people, filled by bots. */
  [HONEYPOT_FIELD]: string;
}

export type SubmitOutcome =
  | { kind: "success"; message: string }
  /** The refused fields' messages, by their wire names. */
  | { kind: "rejected"; errors: Record<string, string> }
  | { kind: "failure"; error: unknown };

/** Read at call time; Gatsby inlines GATSBY_* variables at build time. */
export function contactEndpoint(): string {
  return process.env.GATSBY_CONTACT_ENDPOINT || contactForm.path;
}

/** `token` is the server-issued time-trap token (timeTrap.ts). */
export function encodeContact(values: ContactFormValues, token: string): URLSearchParams {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = values;
  return new URLSearchParams([
    ...encodeFields(contactForm.fields, fields),
    ...antiBotFields(honeypot, token, currentRoute()),
  ]);
}

export async function submitContact(
  values: ContactFormValues,
  token: string,
): Promise<SubmitOutcome> {
  try {
    const response = await fetch(contactEndpoint(), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        Accept: "application/json",
      },
      body: encodeContact(values, token).toString(),
      credentials: "same-origin",
    });
    const answer = contactAnswerOf(await response.json());
    if (!answer) {
      return { kind: "failure", error: new Error(`Unexpected reply (HTTP ${response.status})`) };
    }
    if (!answer.success) return { kind: "rejected", errors: answer.errors };
    return { kind: "success", message: answer.message || copy.toasts.success };
  } catch (error) {
    return { kind: "failure", error };
  }
}
