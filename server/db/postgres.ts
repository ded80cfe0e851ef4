/**
 * The PostgreSQL driver: a pg pool behind Kysely with deadlines on connecting, on each statement
 * and on each answer, bigint read back as a number, and a lost connection reported as
 * StoreUnavailableError (503) instead of a hang.
 */
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, Kysely, PostgresDialect, sql } from 'kysely';
import type {
  DatabaseIntrospector,
  DatabaseMetadata,
  DatabaseMetadataOptions,
  PostgresPool,
  PostgresPoolClient,
  SchemaMetadata,
  TableMetadata,
  Transaction,
} from 'kysely';
import { DatabaseError, Pool, types as pgTypes } from 'pg';
import type { CustomTypesConfig, PoolClient } from 'pg';
import type { Transact } from './groupCommit';
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

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
  comment: string | null;
}

/**
 * What Kysely's Migrator asks before it migrates (does the store's schema exist, do its two
 * tables), answered from the connection's own schema (`current_schema()`, the first of its
 * search_path) only. Kysely's own PostgreSQL introspector reads every table of every schema in
 * the database and calls pg_get_serial_sequence by each one's schema name, so another client
 * dropping a schema of its own at that moment failed our start with `schema "…" does not exist`
 * (seen in CI, where suites drop their schemas side by side; in production, any application
 * sharing the database). Functions run in the select list only, on our own rows.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(this.db);
    return rows.flatMap((row) => (row.name === null ? [] : [{ name: row.name }]));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as kind, a.attname as "column", t.typname as type,
        tn.nspname as "typeSchema", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false))
          as "autoIncrementing",
        col_description(a.attrelid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0
        and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const schema = (await this.getSchemas())[0]?.name;
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      const table = tables.get(row.table) ?? { name: row.table, isView: row.kind === 'v', columns: [], schema };
      tables.set(row.table, table);
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isAutoIncrementing: row.autoIncrementing,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect with the store's introspection kept to its own schema. */
class StoreDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

/** deadlock_detected and serialization_failure: PostgreSQL rolled the whole transaction back. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Tries of one transaction that PostgreSQL ends as a deadlock's (or serialization's) victim. */
export const TRANSACTION_TRIES = 4;

/**
 * Runs `work` in a transaction of `db`, again when PostgreSQL ends it as a deadlock's victim: it
 * then rolled everything back, and PostgreSQL's own advice is to retry. Two transactions that
 * take the same rows in different orders (a staff member erasing a request while the outbox
 * records how its messages went) would otherwise answer 500. `work` must touch nothing but the
 * store, as every transaction here does.
 */
export async function transactRetryingDeadlocks<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const retryable = error instanceof DatabaseError && error.code !== undefined && RETRYABLE.has(error.code);
      if (!retryable || attempt >= TRANSACTION_TRIES) throw error;
      // A moment apart, so the two do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** The store's transactions, each run again as a deadlock's victim (transactRetryingDeadlocks). */
export function retryingTransact(db: Kysely<Database>): Transact {
  return (work) => transactRetryingDeadlocks(db, work);
}

/** Opens the PostgreSQL store at `connectionString`, without migrating it. */
export function openPostgres(connectionString: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new StoreDialect({ pool: postgresPool(connectionString) }) });
}
