/**
 * The outbox rows of a booking's life, written in the caller's transaction: those every new
 * booking gets, and the staff message's edit queued again after each change (the rows of a
 * decision and a cancellation are queued where those happen: decide.ts, cancel.ts).
 */
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { BookingsTable, Database } from '../db/schema';
import { requeue } from '../notify/outboxRows';
import type { NewOutboxRow } from '../notify/outboxRows';

/** The messages every new booking gets: staff Telegram, staff email and, given an address, the guest's. */
export function notificationsFor(
  booking: Pick<BookingsTable, 'email'>,
  config: Pick<Config, 'hotelEmail'>,
): NewOutboxRow[] {
  const rows: NewOutboxRow[] = [
    { channel: 'telegram', kind: 'staff', recipient: null },
    { channel: 'email', kind: 'staff', recipient: config.hotelEmail },
  ];
  if (booking.email) rows.push({ channel: 'email', kind: 'guest', recipient: booking.email });
  return rows;
}

/** Queues (again) the edit of a flood summary, about its first request (`firstId`): one row per summary. */
export async function requeueSummaryEdit(
  trx: Transaction<Database>,
  firstId: string,
  now: Date = new Date(),
): Promise<void> {
  await requeue(trx, firstId, { channel: 'telegram', kind: 'summary_edit', recipient: null }, now);
}

/**
 * Queues (again) the edit that brings the staff Telegram message up to date. The edit shows the
 * booking as it is when it is sent, so one row serves every later change: a row already sent or
 * pending is made due again with a fresh count of attempts.
 */
export async function requeueStaffEdit(
  trx: Transaction<Database>,
  bookingId: string,
  now: Date = new Date(),
): Promise<void> {
  await requeue(trx, bookingId, { channel: 'telegram', kind: 'staff_edit', recipient: null }, now);
}
