/**
 * Starts the booking server: reads the configuration, builds the app, listens, and closes
 * gracefully (finishing in-flight requests and the outbox delivery) on SIGTERM or SIGINT.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Start-up failures (database unreachable, port taken): the type and message, no config values.
  process.stderr.write(`Booking server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
