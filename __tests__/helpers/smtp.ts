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
