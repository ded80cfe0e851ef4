/**
 * The real server process: a booking survives SIGKILL right after its 201, SIGTERM closes
 * cleanly, a bad configuration stops the start with the variable's name, and `npm run bookings`
 * lists what is stored while the server is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '../../server/db/database';
import { BACKENDS, REPO_ROOT, configFrom, post, validBooking, waitFor } from './helpers';

// Real sockets, processes and retries: more time than jest's default 5 s, never a timing assertion.
jest.setTimeout(60_000);

// The server starts through ts-node exactly like `npm run server`.
const NODE_ARGS = ['-r', 'ts-node/register/transpile-only'];

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
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

interface Spawned {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts server/index.ts and resolves once it logs its address. */
async function spawnServer(env: Record<string, string>): Promise<Spawned> {
  const child = spawn(process.execPath, [...NODE_ARGS, 'server/index.ts'], { cwd: REPO_ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = await waitFor(
    () => {
      if (gone) throw new Error(`server exited during start:\n${output}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    },
    30_000,
    'server start',
  );
  return { child, url, output: () => output, exited };
}

function runBookingsCli(env: Record<string, string>, args: string[] = []): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...NODE_ARGS, 'server/cli/bookings.ts', ...args], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.each(BACKENDS)('server process on $name', (backend) => {
  // SIGKILL kills the process, not the machine: the kernel's page cache survives it, so this
  // passes even if nothing was ever flushed to the disk. It shows that the booking and its
  // outbox rows were committed before the 201, not that they would survive a power cut. What a
  // test can show about the flush is in durability.test.ts: the 201 waits for it (a flush that
  // never ends sends no 201), and a failed flush answers 503 and ends the process.
  it('keeps a booking accepted just before SIGKILL, with its notifications, across a restart', async () => {
    const store = await backend.create();
    try {
      const first = await spawnServer(store.env);
      const booked = await post(first.url, '/api/bot/booking', validBooking({ guestName: 'Killed Right After' }));
      first.child.kill('SIGKILL');
      expect(booked.status).toBe(201);
      expect((await first.exited).signal).toBe('SIGKILL');

      const db = openStore(configFrom(store.env));
      try {
        const row = await db.selectFrom('bookings').selectAll().where('id', '=', booked.body.id).executeTakeFirst();
        expect(row?.guest_name).toBe('Killed Right After');
        // Its notifications were committed with it (delivered already, or pending for the next start;
        // a row the killed worker had claimed waits for its lock to expire, then is retried).
        const outbox = await db.selectFrom('outbox').select(['channel', 'kind']).where('booking_id', '=', booked.body.id).execute();
        expect(outbox.map((r) => `${r.channel}/${r.kind}`).sort()).toEqual(['email/guest', 'email/staff', 'telegram/staff']);
      } finally {
        await db.destroy();
      }

      const second = await spawnServer(store.env);
      try {
        expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
        const listing = runBookingsCli(store.env);
        expect(listing.status).toBe(0);
        expect(listing.stdout).toContain('Killed Right After');
        expect(listing.stdout).toContain(String(booked.body.id).slice(0, 8));
      } finally {
        second.child.kill('SIGTERM');
        expect((await second.exited).code).toBe(0);
      }
    } finally {
      await store.drop();
    }
  });
});

describe('server process', () => {
  const dataDir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'hotel-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('closes gracefully on SIGTERM and logs no personal data', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, BOOKING_API_KEY: 'super-secret-key-1' });
    const booked = await post(server.url, '/api/bot/booking', validBooking({ guestName: 'Private Person', phone: '+998935551122' }), {
      'x-api-key': 'super-secret-key-1',
    });
    expect(booked.status).toBe(201);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const log = server.output();
    expect(log).toContain(booked.body.id);
    expect(log).toContain('shutting down');
    for (const secret of ['Private Person', '+998935551122', 'super-secret-key-1', 'hotel@example.com', 'aziz@example.org']) {
      expect(log).not.toContain(secret);
    }
  });

  it('refuses to start with a bad variable and names it', () => {
    const result = spawnSync(process.execPath, [...NODE_ARGS, 'server/index.ts'], {
      cwd: REPO_ROOT,
      env: childEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: 'lots' }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('RATE_LIMIT_PER_MINUTE');
    expect(result.stdout).toBe('');
  });

  it('lists bookings from the CLI with the server stopped, and says so when there are none', () => {
    const listing = runBookingsCli({ DATA_DIR: dataDir }, ['--limit', '5']);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain('Private Person');
    expect(listing.stdout).toMatch(/1 of 1 booking requests/);
    const empty = runBookingsCli({ DATA_DIR: path.join(dataDir, 'none') });
    expect(empty.stdout).toContain('No booking requests stored yet');
    expect(runBookingsCli({ DATA_DIR: dataDir }, ['--limit', 'x']).status).toBe(1);
  });
});
