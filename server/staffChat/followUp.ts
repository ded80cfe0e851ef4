/**
 * The staff chat is told, never flooded. Telegram's pace (pacer.ts) lets through at most
 * `telegramPerMinute` messages (20: Telegram's own limit for a group, and what people can read)
 * in any minute, sends and edits alike. New requests go one by one while the waiting ones fit in
 * what is left of the minute; beyond that they are summarised: one message lists every waiting
 * request (staffSummary.ts), at most one summary per `summaryGapMs` (10 s), so a request
 * is in the chat within the gap plus a minute however hard the flood. The outbox worker's order for
 * the chat: new requests (one, or a summary), then edits and cancel notices, then follow-ups.
 *
 * A summarised request keeps its buttons: a request on its own (its phone number and its client
 * address each made at most FLOOD_GROUP requests in the last hour) gets a follow-up, its own
 * message with Confirm/Decline, sent while the chat has used less than half its minute, as long as
 * it still awaits an answer, is less than FOLLOW_UP_MAX_AGE_MS old, and its phone number and address
 * have not flooded since its summary went (a summary made early in a flood saw only its first requests). Requests in a flooding group
 * are listed by short id and decided with `npm run bookings -- confirm|decline <id>`.
 */
import { recentRequestCounts } from '../bookings';
import type { BookingsTable, Store } from '../db';
import type { SummaryEntry } from './summary';
import { hasHappened } from '../storedTimes';

/** Most requests in one summary (the rest go in the next one). */
export const SUMMARY_MAX = 200;
/** A phone number or client address with more requests than this in the last hour is a flood. */
export const FLOOD_GROUP = 3;
/** A follow-up older than this is not sent any more (the request is in `npm run bookings`). */
export const FOLLOW_UP_MAX_AGE_MS = 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** The requests of a summary with the group each floods in, from the last hour's requests. */
export async function summaryEntries(
  db: Store,
  bookings: readonly BookingsTable[],
  now: Date,
): Promise<SummaryEntry[]> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const phones = [...new Set(bookings.map((b) => b.phone).filter((phone) => phone !== ''))];
  const clients = [
    ...new Set(bookings.map((b) => b.client_address).filter((client): client is string => client !== null)),
  ];
  const counts = await recentRequestCounts(db, since, phones, clients);
  return bookings.map((booking) => {
    if ((counts.byPhone.get(booking.phone) ?? 0) > FLOOD_GROUP)
      return { booking, flood: { by: 'phone', key: booking.phone } };
    const client = booking.client_address;
    if (client !== null && (counts.byClient.get(client) ?? 0) > FLOOD_GROUP)
      return { booking, flood: { by: 'address', key: client } };
    return { booking, flood: null };
  });
}

/** Why a follow-up is not sent any more, or null when it is still due. */
export function followUpObsolete(
  booking: Pick<BookingsTable, 'status' | 'created_at'>,
  now: number = Date.now(),
): string | null {
  if (booking.status !== 'received') return `request ${booking.status} before its own message went out`;
  if (!hasHappened(booking.created_at, new Date(now))) return 'request dated in the future: not written by this server';
  if (now - Date.parse(booking.created_at) > FOLLOW_UP_MAX_AGE_MS)
    return 'request older than an hour: listed by npm run bookings';
  return null;
}
