// `npm run serve`: starts the production server from environment variables.
import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, readEnvConfig } from "./config";

/** Hard stop if closing hangs (e.g. a stuck SMTP socket); in-flight requests get this long. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const { port, host, ...options } = readEnvConfig(process.env, path.resolve(__dirname, ".."));
  const app = await buildApp(options);

  const shutdown = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  // A bad variable is the operator's to fix: its message names it, a stack trace would bury it.
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
