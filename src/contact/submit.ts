// Sends the form as the endpoint's urlencoded call and turns the reply into one of the form's outcomes
// (sent, refused, failed: docs/behaviour.md).
import copy from "../../data/contact.json";
import { CONTACT_ENDPOINT } from "../../contract/endpoints";
import {
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  WIRE_NAMES,
  type FieldName,
} from "../../contract/contact";
import { SOURCE_FIELD } from "../../contract/contact";
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
  | { kind: "rejected"; errors: unknown }
  | { kind: "failure"; error: unknown };

/** Read at call time; Gatsby inlines GATSBY_* variables at build time. */
export function contactEndpoint(): string {
  return process.env.GATSBY_CONTACT_ENDPOINT || CONTACT_ENDPOINT;
}

/** `token` is the server-issued time-trap token (timeTrap.ts). */
export function encodeContact(values: ContactFormValues, token: string): URLSearchParams {
  const body = new URLSearchParams();
  (Object.keys(WIRE_NAMES) as FieldName[]).forEach((field) => {
    const value = values[field];
    body.append(WIRE_NAMES[field], typeof value === "boolean" ? (value ? "1" : "0") : value.trim());
  });
  body.append(HONEYPOT_FIELD, values[HONEYPOT_FIELD]);
  body.append(STARTED_AT_FIELD, token);
  body.append(SOURCE_FIELD, currentRoute());
  return body;
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
    const data: unknown = await response.json();
    if (
      !data ||
      typeof data !== "object" ||
      typeof (data as { success?: unknown }).success !== "boolean"
    ) {
      return { kind: "failure", error: new Error(`Unexpected reply (HTTP ${response.status})`) };
    }
    const reply = data as { success: boolean; message?: unknown; errors?: unknown };
    if (!reply.success) return { kind: "rejected", errors: reply.errors };
    const message =
      typeof reply.message === "string" && reply.message.trim()
        ? reply.message
        : copy.toasts.success;
    return { kind: "success", message };
  } catch (error) {
    return { kind: "failure", error };
  }
}
