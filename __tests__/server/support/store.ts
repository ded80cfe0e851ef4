/**
 * Temporary stores for the server tests: SQLite in a temp DATA_DIR always, and PostgreSQL (one
 * schema per store) when DATABASE_URL points at a server; plus rows written straight to a store.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Store } from '../../../server/db/store';
import { HELD } from '../../../server/notify';
import { REFERENCE_ALPHABET, newReference } from '../../../src/domain/reference';

/** A fresh temporary directory, removed by the caller (or left in /tmp for the OS). */
export function tempDir(prefix = 'hotel-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface TestStore {
  /** The env entries that point the server at this store. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty store. */
  create(): Promise<TestStore>;
}

const sqliteBackend: Backend = {
  name: 'sqlite',
  async create() {
    const dataDir = tempDir();
    return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => removeDir(dataDir) };
  },
};

async function onPostgres(databaseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: each store is its own schema, selected through the connection's search_path. */
function postgresBackend(databaseUrl: string): Backend {
  return {
    name: 'postgres',
    async create() {
      const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      await onPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const dataDir = tempDir();
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        dataDir,
        drop: async () => {
          await onPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
          removeDir(dataDir);
        },
      };
    },
  };
}

const pgUrl = process.env.DATABASE_URL;
/** PostgreSQL storage tests exist only when DATABASE_URL points at a server (CI sets it). */
export const POSTGRES_URL = pgUrl && /^postgres(ql)?:\/\//.test(pgUrl) ? pgUrl : undefined;

export const SQLITE = sqliteBackend;
/** SQLite always; PostgreSQL too when DATABASE_URL is set. */
export const BACKENDS: Backend[] = POSTGRES_URL ? [sqliteBackend, postgresBackend(POSTGRES_URL)] : [sqliteBackend];

/** A booking row written straight to the store (no validation), ending on `checkout`. */
/** A reference derived from the id, so rows written by tests are unique as the store requires. */
export function referenceFor(id: string): string {
  const digest = createHash('sha256').update(id).digest();
  let index = 0;
  return newReference((n) => (digest[index++] ?? 0) % n);
}

/** The `n`th reference in counting order (unique for every n below 32⁶), for rows written in bulk. */
export function countedReference(n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 6; i += 1, rest = Math.floor(rest / REFERENCE_ALPHABET.length))
    code = REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] + code;
  return `GH-${code}`;
}

export function bookingRow(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    reference: referenceFor(id),
    ics_sequence: 0,
    created_at: new Date().toISOString(),
    status: 'received' as const,
    room_id: 1,
    room_title: 'Standard single',
    guest_name: `Guest ${id}`,
    phone: '+998901234567',
    email: null as string | null,
    nationality: null as string | null,
    nationality_code: null as string | null,
    checkin: '2030-01-01',
    checkout: '2030-01-03',
    nights: 2,
    guests: 1,
    units: 1,
    total_price: 800000,
    lang: 'en',
    ...overrides,
  };
}

/** A booking's outbox rows, ordered by channel and kind (email/guest, email/staff, telegram/staff). */
export function outboxRows(store: Store, bookingId: string) {
  return store
    .selectFrom('outbox')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('channel')
    .orderBy('kind')
    .execute();
}

/** One outbox row of a booking. */
export function outboxRow(
  store: Store,
  bookingId: string,
  channel: 'telegram' | 'email',
  kind: 'staff' | 'guest' = 'staff',
) {
  return store
    .selectFrom('outbox')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('channel', '=', channel)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
}

/**
 * Waits until every notification of `bookingId` (or of the whole store) has been settled: none is
 * on its way or due within a minute (a retry's back-off is seconds; a reminder scheduled days ahead
 * is not waited for, nor an email a budget holds until the next hour, which a test run in an
 * hour's last minute would otherwise wait for past its deadline). The event to wait for before asserting that nothing more was sent, instead
 * of a fixed time that is too short on a busy machine and wasted on a quiet one.
 */
export async function outboxSettled(store: Store, bookingId?: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const unsettled = () =>
    store
      .selectFrom('outbox')
      .select(['channel', 'kind', 'attempts', 'last_error', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date(Date.now() + 60_000).toISOString())
      .where((eb) => eb.or([eb('detail', 'is', null), eb('detail', 'not like', `${HELD}%`)]))
      .$if(bookingId !== undefined, (query) => query.where('booking_id', '=', bookingId!))
      .execute();
  for (;;) {
    const left = await unsettled();
    if (left.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the outbox of ${bookingId ?? 'the store'} did not settle: ${JSON.stringify(left)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
