/**
 * What a booking's change queues, in the caller's transaction (so no change is stored without its
 * messages): the rows every new booking gets, the staff message's edit queued again after each
 * change, the console's message to the guest, and the guest's Telegram chat: while a chat is
 * linked (guestTelegram/ links it), the request's news is queued for it (a row of the `telegram`
 * channel whose recipient is the chat), and the reminder the day before arrival is queued at
 * confirmation, due at its hour. The outbox (notify/) renders and sends them; the message folders
 * (staffChat/, guestEmail/, guestTelegram/) say how.
 */
import type { SelectQueryBuilder, Transaction } from 'kysely';
import { addDays } from '../../src/domain/dates';
import type { Config } from '../config';
import type { BookingsTable, Database, OutboxKind, Queryable } from '../db';
import { enqueue, messageWaiting as rowWaiting, requeue } from '../notify';
import type { NewOutboxRow } from '../notify';

/** The kinds of the guest's chat; `reminder` also has an email row. */
export type GuestChatKind = Extract<
  OutboxKind,
  'tg_decision' | 'tg_message' | 'tg_receipt' | 'tg_cancel' | 'tg_hotel_cancel' | 'tg_changed' | 'reminder'
>;

/** The reminder goes the day before arrival at this hour, the hotel's time (UTC+5, no DST): 10:00. */
export const REMINDER_HOUR_UTC = '05:00:00';

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

/** Whether the request's message email is still waiting to be sent. */
export async function messageWaiting(trx: Transaction<Database>, bookingId: string): Promise<boolean> {
  return rowWaiting(trx, bookingId, 'email', 'message');
}

/** Queues (again) the request's message email to `recipient` (the guest's address as it is now). */
export async function requeueMessage(
  trx: Transaction<Database>,
  bookingId: string,
  recipient: string,
  now: Date = new Date(),
): Promise<void> {
  // requeue also re-addresses a row still waiting.
  await requeue(trx, bookingId, { channel: 'email', kind: 'message', recipient }, now);
}

/** The chat linked to a request, if any. */
export async function linkedChat(db: Queryable, bookingId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('guest_telegram_chats')
    .select('chat_id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row?.chat_id;
}

/** Erasing requests' data unlinks their chats and drops their codes (retention, the guest's erase). */
export async function unlinkErased(
  trx: Transaction<Database>,
  bookingIds: SelectQueryBuilder<Database, 'bookings', { id: string }>,
): Promise<void> {
  await trx.deleteFrom('guest_telegram_chats').where('booking_id', 'in', bookingIds).execute();
  await trx.deleteFrom('guest_telegram_codes').where('booking_id', 'in', bookingIds).execute();
}

/**
 * Queues `kind` for the request's linked chat, in the caller's transaction; nothing without one.
 * `again`: a kind sent once per event (the staff's messages) is made due again.
 */
export async function queueForChat(
  trx: Transaction<Database>,
  bookingId: string,
  kind: GuestChatKind,
  now: Date = new Date(),
  again = false,
): Promise<void> {
  const chat = await linkedChat(trx, bookingId);
  if (chat === undefined) return;
  const row = { channel: 'telegram' as const, kind, recipient: chat };
  if (again) {
    // requeue also sends it to the chat linked now.
    await requeue(trx, bookingId, row, now);
  } else await enqueue(trx, bookingId, [row], now);
}

/** Whether the request's message to its chat is still waiting to be sent. */
export async function chatMessageWaiting(trx: Transaction<Database>, bookingId: string): Promise<boolean> {
  return rowWaiting(trx, bookingId, 'telegram', 'tg_message');
}

/** When the reminder of a stay starting `checkin` is due: the day before at 10:00 in Namangan. */
export function reminderDueAt(checkin: string): Date {
  return new Date(`${addDays(checkin, -1)}T${REMINDER_HOUR_UTC}Z`);
}

/** The start of the arrival day in Namangan: a reminder after it is pointless. */
export function arrivalDayStarts(checkin: string): Date {
  return new Date(`${addDays(checkin, -1)}T19:00:00Z`);
}

/**
 * Queues the reminder of a confirmed stay, due at its hour (at once when that has passed but the
 * arrival day has not come): to the linked chat, and to the guest's email when there is one.
 * `only` limits it to one channel (a chat linked after the confirmation).
 */
export async function queueReminder(
  trx: Transaction<Database>,
  booking: Pick<BookingsTable, 'id' | 'email' | 'checkin'>,
  now: Date = new Date(),
  only?: 'telegram' | 'email',
): Promise<void> {
  if (now >= arrivalDayStarts(booking.checkin)) return;
  const due = new Date(Math.max(reminderDueAt(booking.checkin).getTime(), now.getTime()));
  const chat = only === 'email' ? undefined : await linkedChat(trx, booking.id);
  await enqueue(
    trx,
    booking.id,
    [
      ...(chat !== undefined ? [{ channel: 'telegram' as const, kind: 'reminder' as const, recipient: chat }] : []),
      ...(booking.email && only !== 'telegram'
        ? [{ channel: 'email' as const, kind: 'reminder' as const, recipient: booking.email }]
        : []),
    ],
    due,
  );
}

/**
 * A confirmed stay whose arrival day moved (bookings/change.ts): its reminder (one row per channel
 * and request) made due again at the new day's hour, whether it was sent for the old day or still
 * waits; nothing once the new arrival day has begun.
 */
export async function requeueReminder(
  trx: Transaction<Database>,
  booking: Pick<BookingsTable, 'id' | 'email' | 'checkin'>,
  now: Date = new Date(),
): Promise<void> {
  if (now >= arrivalDayStarts(booking.checkin)) return;
  const due = new Date(Math.max(reminderDueAt(booking.checkin).getTime(), now.getTime()));
  const chat = await linkedChat(trx, booking.id);
  if (chat !== undefined)
    await requeue(trx, booking.id, { channel: 'telegram', kind: 'reminder', recipient: chat }, due);
  if (booking.email)
    await requeue(trx, booking.id, { channel: 'email', kind: 'reminder', recipient: booking.email }, due);
}
