/**
 * One reference per request: a short code a guest reads out on the phone (`GH-7K3Q9M`), unique.
 * Every request stored before gets one here. `ics_sequence` is the SEQUENCE of the stay's
 * calendar event sent to the guest (RFC 5545: it grows with each change of the event). The alphabet is repeated rather than imported, as a
 * migration never imports application code (its result must not change when that code does).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `GH-${code}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('reference', 'text').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await sql<{ id: string }>`select id from bookings`.execute(db);
  const taken = new Set<string>();
  for (const { id } of rows.rows) {
    let reference = newReference();
    while (taken.has(reference)) reference = newReference();
    taken.add(reference);
    await sql`update bookings set reference = ${reference} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('bookings_reference').unique().on('bookings').column('reference').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_reference').execute();
  await db.schema.alterTable('bookings').dropColumn('ics_sequence').execute();
  await db.schema.alterTable('bookings').dropColumn('reference').execute();
}
