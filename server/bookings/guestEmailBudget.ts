/**
 * Guest "received" emails are the one message the server sends to an address a stranger can
 * type. However many bookings arrive, the hotel's mail server sends in any clock hour at most one
 * to an address, a tenth of `perHour` (GUEST_EMAILS_PER_HOUR) for the bookings of one client (the
 * address that made them: 3 by default), a third to one recipient domain (10), and `perHour` in
 * all (30). An email over a budget is not dropped: it waits for the next hour, and the next hour
 * takes first the emails of the clients that sent fewest in this one, so a few flooding addresses
 * delay a real guest's email by an hour at most, never cancel it. An email that finds no room
 * within a day, or whose request is answered or over before its turn comes, is skipped: the
 * guest's next email (the answer) says more. The staff's answers (the "confirmed" and "declined"
 * emails) are never counted or held: only staff send them, so no stranger can spend them.
 *
 * The budget is decided when the outbox takes the emails (kinds.ts `admit`), from the store:
 * what was sent this hour, and what other workers (another server on the same PostgreSQL) hold
 * under way, which counts as spent. Two servers thus never send more than the budget between
 * them; at worst one holds an email back an hour that the other then did not send.
 */
import type { BookingsTable } from '../db/schema';
import type { Store } from '../db/store';
import { HELD } from '../notify/delivery';
import type { OutboxRow } from '../notify/delivery';
import type { Admission } from '../notify/kinds';
import { clientAddresses } from './repository';

const HOUR_MS = 60 * 60 * 1000;
/** An email that finds no room for this long after its request is skipped. */
export const GUEST_EMAIL_MAX_WAIT_MS = 24 * HOUR_MS;

/** Guest emails an hour for the bookings of one client (an IPv4 address or an IPv6 /64): a tenth of the total, at least one. */
export function perClientBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 10));
}

/** Guest emails an hour to one recipient domain: a third of the total, at least one. */
export function perDomainBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 3));
}

/** The start of this clock hour (UTC: the hotel's hours begin on the hour too). */
function hourOf(time: Date): number {
  return Math.floor(time.getTime() / HOUR_MS) * HOUR_MS;
}

/** Every reason a budget holds an email back starts with this. */
export const LIMIT_REASON = 'guest email limit';

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

/** What this hour has spent: per address, domain and client, and in all. */
class Spent {
  all = 0;
  private readonly counts = new Map<string, number>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(recipient: string, client: string | null): void {
    const address = recipient.toLowerCase();
    this.all += 1;
    for (const key of [`a:${address}`, `d:${domainOf(address)}`, ...(client === null ? [] : [`c:${client}`])])
      this.counts.set(key, this.count(key) + 1);
  }

  /** Why one more email to `recipient` for `client` is over a budget this hour, or null. */
  refusal(recipient: string, client: string | null, perHour: number): string | null {
    const address = recipient.toLowerCase();
    if (this.count(`a:${address}`) > 0) return `${LIMIT_REASON}: one an hour to this address`;
    const perClient = perClientBudget(perHour);
    if (client !== null && this.count(`c:${client}`) >= perClient)
      return `${LIMIT_REASON}: ${perClient} an hour for the requests of one client address`;
    const perDomain = perDomainBudget(perHour);
    if (this.count(`d:${domainOf(address)}`) >= perDomain) return `${LIMIT_REASON}: ${perDomain} an hour to one domain`;
    if (this.all >= perHour) return `${LIMIT_REASON}: ${perHour} an hour in all`;
    return null;
  }
}

/** This hour's guest emails sent (or filed), and those other workers hold under way (not `claimed`). */
async function spentThisHour(db: Store, claimed: readonly OutboxRow[], now: Date): Promise<Spent> {
  const since = new Date(hourOf(now)).toISOString();
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom('outbox')
    .select(['recipient', 'booking_id'])
    .where('kind', '=', 'guest')
    .where('channel', '=', 'email')
    .where((eb) =>
      eb.or([
        // Sent, or filed as .eml without SMTP_URL (skipped, but not by a budget): the same either way.
        eb.and([
          eb.or([
            eb('status', '=', 'sent'),
            eb.and([eb('status', '=', 'skipped'), eb('detail', 'not like', `${LIMIT_REASON}%`)]),
          ]),
          eb('done_at', '>=', since),
        ]),
        eb.and([eb('status', '=', 'pending'), eb('locked_until', '>', nowIso)]),
      ]),
    )
    .$if(claimed.length > 0, (qb) =>
      qb.where(
        'id',
        'not in',
        claimed.map((row) => row.id),
      ),
    )
    .execute();
  const clients = await clientAddresses(db, [...new Set(rows.map((row) => row.booking_id))]);
  const spent = new Spent();
  for (const row of rows) if (row.recipient !== null) spent.add(row.recipient, clients.get(row.booking_id) ?? null);
  return spent;
}

/**
 * The `admit` of the guest email kind: of these claimed emails (in turn), those over a
 * budget wait for the next hour, the clients that sent fewest this hour first (a second's stagger
 * per email already sent); those past a day's wait, or whose request no longer waits for an
 * answer after waiting, are skipped.
 */
export function guestEmailBudget(
  db: Store,
  perHour: number,
): (
  rows: readonly OutboxRow[],
  subjectOf: (row: OutboxRow) => BookingsTable | undefined,
  now: Date,
) => Promise<Map<string, Admission>> {
  return async (rows, subjectOf, now) => {
    const held = new Map<string, Admission>();
    const spent = await spentThisHour(db, rows, now);
    const nextHour = hourOf(now) + HOUR_MS;
    for (const row of rows) {
      const booking = subjectOf(row);
      // No address (nothing to send) or no booking (erased): the delivery records why.
      if (row.recipient === null || booking === undefined) continue;
      const waited = row.detail?.startsWith(HELD) === true;
      if (waited && booking.status !== 'received') {
        held.set(row.id, { kind: 'skipped', detail: `${LIMIT_REASON}: the request was ${booking.status} meanwhile` });
        continue;
      }
      const client = booking.client_address;
      const refusal = spent.refusal(row.recipient, client, perHour);
      if (refusal === null) {
        spent.add(row.recipient, client);
        continue;
      }
      if (nextHour - Date.parse(row.created_at) > GUEST_EMAIL_MAX_WAIT_MS) {
        held.set(row.id, { kind: 'skipped', detail: `${refusal}; no room within a day` });
        continue;
      }
      const stagger = Math.min(59, client === null ? 0 : spent.count(`c:${client}`)) * 1000;
      held.set(row.id, { kind: 'waiting', until: new Date(nextHour + stagger), detail: refusal });
    }
    return held;
  };
}
