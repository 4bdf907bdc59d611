// `npm run mail:test`: sends one message to the office address (MAIL_TO, else data/site.json) via
// SMTP_URL and prints the server's reply, or why it failed.
import path from "node:path";
import { readEnvConfig } from "./config";
import { describeMailError, describeSmtp, sendTestMail } from "./mailTest";

async function main() {
  const config = readEnvConfig(process.env, path.resolve(__dirname, ".."));
  if (!config.smtpUrl) throw new Error("SMTP_URL is not set (smtp://user:password@host:port)");
  if (!config.mailTo) throw new Error("No office address: set MAIL_TO or email in data/site.json");
  const from = config.mailFrom || config.mailTo;
  const server = describeSmtp(config.smtpUrl);
  console.log(`Sending a test message from ${from} to ${config.mailTo} through ${server}…`);
  try {
    const result = await sendTestMail(config.smtpUrl, config.mailTo, from);
    console.log(`Server reply: ${result.response}`);
    if (result.rejected.length > 0) {
      throw new Error(`The server refused: ${result.rejected.join(", ")}`);
    }
  } catch (err) {
    throw new Error(`Mail through ${server} failed: ${describeMailError(err)}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
