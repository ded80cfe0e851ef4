/**
 * Money columns become 64-bit on PostgreSQL: `integer` there is 32-bit, so a total above
 * 2 147 483 647 UZS (a long stay in the dearest room is not far off) would be refused. SQLite's
 * INTEGER is already 64-bit: nothing to do there.
 *
 * Every `price` or `*_price` integer column of the current schema is widened, not a fixed list,
 * so a price column that a migration written in parallel (0002) added before this one ran is
 * covered too. Independent of 0002 either way; never imports application code.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

async function priceColumns(
  db: Kysely<unknown>,
  dataType: 'integer' | 'bigint',
): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = current_schema()
      and data_type = ${dataType}
      and column_name ~ '(^|_)price$'
    order by table_name, column_name`.execute(db);
  return rows;
}

async function retype(db: Kysely<unknown>, from: 'integer' | 'bigint', to: 'integer' | 'bigint'): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { table, column } of await priceColumns(db, from)) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType(to))
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await retype(db, 'integer', 'bigint');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await retype(db, 'bigint', 'integer');
}
