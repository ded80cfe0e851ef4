/**
 * The PostgreSQL driver: a pg pool behind Kysely with deadlines on connecting, on each statement
 * and on each answer, bigint read back as a number, and a lost connection reported as
 * StoreUnavailableError (503) instead of a hang.
 */
import { Kysely, PostgresDialect } from 'kysely';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { DatabaseError, Pool, types as pgTypes } from 'pg';
import type { CustomTypesConfig, PoolClient } from 'pg';
import type { Database } from './schema';
import { StoreUnavailableError } from './unavailable';

/**
 * PostgreSQL deadlines: connecting, each statement on the server and each answer on the client.
 * An unreachable or frozen database then costs a request at most this long, never a hang.
 */
export const PG_TIMEOUT_MS = 5_000;

const PG_INT8 = 20;

/** int8 (bigint money, count(*)) as a JS number: every value we store is far below 2^53. */
function parseInt8(text: string): number {
  const value = Number(text);
  // Thrown inside pg's row parsing, this fails the query instead of returning a wrong number.
  if (!Number.isSafeInteger(value)) throw new RangeError('A bigint value is beyond 2^53.');
  return value;
}

const pgTypeParsers = {
  getTypeParser: (oid: number, format?: string) =>
    oid === PG_INT8 && format !== 'binary'
      ? parseInt8
      : (pgTypes.getTypeParser(oid, format as 'text') as (text: string) => unknown),
} as CustomTypesConfig;

/** The client lost its server (timeout, reset, shutdown) rather than refusing one statement. */
function connectionLost(error: unknown): boolean {
  if (error instanceof DatabaseError) return /^(08|57P0)/.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    /timeout|terminated|not queryable|connection/i.test(error.message) ||
    (typeof code === 'string' && /^E[A-Z]+$/.test(code))
  );
}

/**
 * A pg pool for Kysely whose failures to reach the database are StoreUnavailableError (503).
 * A client whose query timed out is still waiting for that answer (pg cannot cancel it), so it
 * fails every later query at once, the transaction's ROLLBACK included, and is discarded on
 * release instead of going back to the pool.
 */
function postgresPool(connectionString: string): PostgresPool {
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUT_MS,
    statement_timeout: PG_TIMEOUT_MS,
    query_timeout: PG_TIMEOUT_MS,
    keepAlive: true,
    types: pgTypeParsers,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
      let lost: StoreUnavailableError | undefined;
      const query = async (text: string, parameters: readonly unknown[]) => {
        if (lost) throw lost;
        try {
          return await client.query(text, [...parameters]);
        } catch (error) {
          if (connectionLost(error)) throw (lost = new StoreUnavailableError(error));
          // statement_timeout: the server is alive but too slow or locked.
          if (error instanceof DatabaseError && error.code === '57014') throw new StoreUnavailableError(error);
          throw error;
        }
      };
      // No cursor form: Kysely asks for it only for streamed queries, which the server never makes.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(lost) };
    },
    end: () => pool.end(),
  };
}

/** Opens the PostgreSQL store at `connectionString`, without migrating it. */
export function openPostgres(connectionString: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(connectionString) }) });
}
