// A real SMTP server on loopback that records every message it accepts, for the mail tests and the
// fault suite.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Mail {
  messageId: string;
  /** The envelope's recipients. */
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: Mail[];
  /** While set, each message waits for it before being accepted; `inFlight` counts the waiting. */
  hold: Promise<void> | null;
  inFlight: number;
  close(): Promise<void>;
}

export function startSmtp(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    mails: [],
    hold: null,
    inFlight: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true, // no DNS here: each lookup would wait for its timeout
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        sink.inFlight += 1;
        void (sink.hold ?? Promise.resolve()).then(() => {
          sink.inFlight -= 1;
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
          const to = session.envelope.rcptTo.map((r) => r.address);
          sink.mails.push({ messageId, to, raw });
          done();
        });
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = (
        server as unknown as { server: { address(): AddressInfo } }
      ).server.address();
      sink.port = address.port;
      resolve(sink);
    });
  });
}

export function duplicates(mails: Mail[]): number {
  return mails.length - new Set(mails.map((m) => m.messageId)).size;
}

/** Quoted-printable (or a Q-encoded word, where "_" is a space) to its UTF-8 text. */
function unquote(data: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  const flat = data.replace(/=\r?\n/g, "");
  for (let i = 0; i < flat.length; i += 1) {
    if (flat[i] === "=" && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(underscoreIsSpace && flat[i] === "_" ? 0x20 : flat.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Subject and plain-text body of a mail as nodemailer encodes them, decoded. */
export function decoded(raw: string): { subject: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? "";
  const subject = folded
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : unquote(data, true),
    );
  const part = raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1]?.split(/\r?\n--/)[0] ?? "";
  const [partHead, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  const text = /base64/i.test(partHead)
    ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
    : unquote(content);
  return { subject, text: text.replace(/\r\n/g, "\n") };
}
