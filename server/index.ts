/**
 * Starts the booking server: reads the configuration, builds the app, listens, and closes
 * gracefully (finishing in-flight requests and the outbox delivery) on SIGTERM or SIGINT.
 * A failed WAL flush ends the process with exit code 1 instead (see serve).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { BuildOptions } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';

/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** After a failed flush: time for the batch's 503 answers to leave before the exit. */
const FATAL_EXIT_DELAY_MS = 200;

/**
 * Builds the app, listens and handles the signals. `options` is for tests that run the real
 * process with a faulty WAL flush; production passes none.
 */
export async function serve(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = await buildApp(config, {
    ...options,
    onStorageFailure: () => {
      // Exit without closing the store: closing checkpoints the WAL into the database file,
      // which must not happen after a failed flush. The restart's recovery reads the WAL instead.
      app.server.close();
      setTimeout(() => process.exit(1), FATAL_EXIT_DELAY_MS);
    },
  });
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
  return app;
}

/** Reads the configuration from the environment and serves; any start-up failure exits 1. */
export function main(options: BuildOptions = {}): void {
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
  serve(config, options).catch((error: unknown) => {
    // Start-up failures (database unreachable, port taken): the type and message, no config values.
    process.stderr.write(`Booking server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

if (require.main === module) main();
