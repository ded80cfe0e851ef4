/**
 * The server and its CLI as real processes, started through ts-node like `npm run server` and
 * `npm run bookings`, with nothing inherited from the test's environment but PATH and HOME.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT, socketClient, waitFor } from './app';
import type { Client } from './app';

const NODE_ARGS = ['-r', 'ts-node/register/transpile-only'];

/** The environment of a spawned server or CLI. */
export function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000',
    HOTEL_EMAIL: 'hotel@example.com',
    ...env,
  };
}

function spawnScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...NODE_ARGS, script, ...args], {
    cwd: REPO_ROOT,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess extends Client {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<Exit>;
  /** SIGTERM, and the exit that follows. */
  stop(): Promise<Exit>;
}

/**
 * Starts server/index.ts (or a test entry point around it, given as `entry`) and resolves once
 * it logs its address.
 */
export async function spawnServer(
  env: Record<string, string>,
  entry = 'server/index.ts',
  args: string[] = [],
): Promise<ServerProcess> {
  const child = spawnScript(entry, args, env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = await waitFor(
    () => {
      if (gone) throw new Error(`server exited during start:\n${output}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    },
    // ts-node compiles the server in the child: seconds when quiet, many more on a busy machine.
    120_000,
    'server start',
  );
  return {
    ...socketClient(url),
    child,
    url,
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a script to its end. Not spawnSync: that would block this process, and with it any
 * fixture the script talks to.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  const child = spawnScript(script, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** `npm run bookings` with these arguments. */
export function runBookingsCli(env: Record<string, string>, args: string[] = []): Promise<Finished> {
  return runScript('server/cli/bookings.ts', args, env);
}
