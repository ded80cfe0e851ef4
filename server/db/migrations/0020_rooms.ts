/**
 * The hotel's numbered rooms (issue 51): each room belongs to a kind (src/domain/rooms.ts) and a
 * kind's rooms in use are its units everywhere. A fresh store, and one that existed before, gets
 * the kinds' units as of this migration as rooms numbered by floor (kind 1 → 101–106, kind 2 →
 * 201–208, kind 3 → 301–304, kinds 4, 5, 6 → 401–402, 403–404, 405–406), which the owner renames.
 * room_nights holds which room a stay sleeps in on each night: its primary key (room, night) is
 * the database's own refusal of two stays in one room on one night. room_closures puts one room
 * out of service over a span of nights. room_releases keeps the nights a step freed (a no-show, a
 * cancellation), so its undo puts the guest back in the same rooms where they are still free.
 * Plain SQL types, the same on SQLite and PostgreSQL. Never imports application code: the seed's
 * figures are written here, as they were when it ran.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The kinds' units when rooms began, by kind id, and each kind's floor and first number. */
const SEED: ReadonlyArray<{ kind: number; floor: number; first: number; count: number }> = [
  { kind: 1, floor: 1, first: 101, count: 6 },
  { kind: 2, floor: 2, first: 201, count: 8 },
  { kind: 3, floor: 3, first: 301, count: 4 },
  { kind: 4, floor: 4, first: 401, count: 2 },
  { kind: 5, floor: 4, first: 403, count: 2 },
  { kind: 6, floor: 4, first: 405, count: 2 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('floor', 'integer')
    .addColumn('note', 'text')
    .addColumn('housekeeping', 'text', (c) => c.notNull().defaultTo('clean'))
    .addColumn('housekeeping_at', 'text')
    .addColumn('housekeeping_by', 'text')
    .addColumn('retired_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rooms_kind').on('rooms').column('room_id').execute();
  // A number names one room in use; a retired room keeps its number in the past's records.
  await sql`create unique index rooms_number on rooms (number) where retired_at is null`.execute(db);

  await db.schema
    .createTable('room_nights')
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('night', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_nights_pk', ['room', 'night'])
    .execute();
  // The room chart reads a range of nights; a booking's rooms are read and freed by booking.
  await db.schema.createIndex('room_nights_night').on('room_nights').columns(['night', 'room', 'booking_id']).execute();
  await db.schema.createIndex('room_nights_booking').on('room_nights').columns(['booking_id', 'night']).execute();

  await db.schema
    .createTable('room_closures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('first_night', 'text', (c) => c.notNull())
    .addColumn('last_night', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('room_closures_room').on('room_closures').columns(['room', 'last_night']).execute();

  await db.schema
    .createTable('room_releases')
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('night', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_releases_pk', ['booking_id', 'night', 'room'])
    .execute();

  const now = new Date().toISOString();
  const rows = SEED.flatMap(({ kind, floor, first, count }) =>
    Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      number: String(first + i),
      room_id: kind,
      floor,
      note: null,
      housekeeping: 'clean',
      housekeeping_at: null,
      housekeeping_by: null,
      retired_at: null,
      created_at: now,
    })),
  );
  await (db as Kysely<{ rooms: (typeof rows)[number] }>).insertInto('rooms').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_releases').execute();
  await db.schema.dropTable('room_closures').execute();
  await db.schema.dropTable('room_nights').execute();
  await db.schema.dropTable('rooms').execute();
}
