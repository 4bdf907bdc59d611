// One test message to the office address through SMTP_URL, to prove the mail set-up before launch.
import copy from "../data/contact.json";
import { createTransport } from "./mail";
import { fillTemplate } from "../domain/format";

export interface MailTestResult {
  /** The SMTP server's final reply, e.g. "250 2.0.0 Ok: queued as 4F1". */
  response: string;
  accepted: string[];
  rejected: string[];
}

/** smtp://user:secret@host:587 → smtp://host:587: never print the password. */
export function describeSmtp(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    throw new Error("SMTP_URL is not a URL (expected smtp://user:password@host:port)");
  }
}

export async function sendTestMail(
  smtpUrl: string,
  to: string,
  from: string,
  now = new Date(),
): Promise<MailTestResult> {
  describeSmtp(smtpUrl);
  const transport = createTransport(smtpUrl);
  try {
    const info = await transport.sendMail({
      from,
      to,
      subject: copy.mailTest.subject,
      text: fillTemplate(copy.mailTest.text, { time: now.toISOString() }),
    });
    const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
    return {
      response: info.response,
      accepted: list(info.accepted),
      rejected: list(info.rejected),
    };
  } finally {
    transport.close();
  }
}

/** "EAUTH 535 5.7.8 Authentication failed" style: nodemailer's code, the server's answer. */
export function describeMailError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [e.code, e.response ?? e.message].filter(Boolean);
  return parts.length > 0 ? parts.join(": ") : String(err);
}
