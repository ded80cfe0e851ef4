/**
 * A booking server of a spec's own, for the specs that need variables the config's no-variables
 * server (e2e/serve.js) must not have (a gateway, Telegram): started as `npm start` starts it,
 * with only the variables given, on a throw-away store emptied first (a store left by an earlier
 * run would keep its Telegram offset and its bookings), and stopped with SIGTERM as a service
 * manager stops it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

export interface OwnServer {
  origin: string;
  /** The SQLite store's folder, for the CLI calls a spec makes as the staff would. */
  dataDir: string;
  stop(): Promise<void>;
}

async function healthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

export async function startOwnServer(port: number, variables: Record<string, string>): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(os.tmpdir(), `hotel-e2e-data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      ...variables,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (!(await healthy(origin))) {
    if (server.exitCode !== null) throw new Error(`the server on ${origin} exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server on ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    dataDir,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
