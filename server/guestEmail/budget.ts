/**
 * Guest "received" emails are the one message the server sends to an address a stranger can
 * type. Two kinds of email are told apart, by the client (an IPv4 address or an IPv6 /64) whose
 * booking it answers:
 *
 * - A client's FIRST email of the clock hour (it has none sent this hour) goes at once, whatever
 *   others sent: no stranger can spend the budget a real guest needs. It is bounded only by what
 *   protects the mail server's name: one email an hour to an address, and a DAILY cap
 *   (`perDay`, GUEST_EMAILS_PER_DAY: 200 in any 24 hours by default, a third of it to one
 *   recipient domain).
 * - A REPEAT (the client's 2nd or later email this hour) also needs room in the hour's budgets:
 *   a tenth of `perHour` (GUEST_EMAILS_PER_HOUR) for one client (3 by default), a third to one
 *   domain (10) and `perHour` in all (30), every email of the hour counted; and it may use only
 *   HALF of the day's cap and of a domain's daily share, so the other half always stays for
 *   clients' first emails. In one claim the first emails are admitted before any repeat.
 *
 * An email over a budget is not dropped: it waits for the next hour, and the next hour takes
 * first the emails of the clients that sent fewest in this one (a second's stagger per email
 * already sent). An email that finds no room within a day, or whose request is answered or over
 * before its turn comes, is skipped: the guest's next email (the answer) says more. The staff's
 * answers (the "confirmed" and "declined" emails) are never counted or held: only staff send
 * them, so no stranger can spend them.
 *
 * Why 200 a day: a small hotel sends through a small plan, such as a free one of 300 emails a day
 * (Brevo's; Google Workspace allows 2,000); two thirds of it leaves room for the staff's own
 * emails and the answers, and is far above the requests a small hotel gets in a day. A hotel on a
 * 100-a-day plan sets GUEST_EMAILS_PER_DAY lower.
 *
 * The budget is decided when the outbox takes the emails (kinds.ts `admit`), from the store:
 * what was sent this hour and day, and what other workers (another server on the same PostgreSQL)
 * hold under way, which counts as spent. Two servers thus never send more than the budget between
 * them; at worst one holds an email back an hour that the other then did not send.
 */
import type { BookingsTable, Store } from '../db';
import { HELD, spentSince } from '../notify';
import type { OutboxRow, Admission } from '../notify';
import { clientAddresses } from '../bookings';
import { hasHappened } from '../storedTimes';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An email that finds no room for this long after its request is skipped. */
export const GUEST_EMAIL_MAX_WAIT_MS = DAY_MS;

/** The budgets of guest "received" emails (config GUEST_EMAILS_PER_HOUR, GUEST_EMAILS_PER_DAY). */
export interface GuestEmailLimits {
  perHour: number;
  perDay: number;
}

/** Guest emails an hour for the bookings of one client (an IPv4 address or an IPv6 /64): a tenth of the total, at least one. */
export function perClientBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 10));
}

/** Guest emails an hour (or a day) to one recipient domain: a third of the total, at least one. */
export function perDomainBudget(total: number): number {
  return Math.max(1, Math.floor(total / 3));
}

/** What repeat senders may use of a daily budget: half, so the other half stays for first emails. */
export function repeatShare(daily: number): number {
  return Math.floor(daily / 2);
}

/** The start of this clock hour (UTC: the hotel's hours begin on the hour too). */
function hourOf(time: Date): number {
  return Math.floor(time.getTime() / HOUR_MS) * HOUR_MS;
}

/** Every reason a budget holds an email back starts with this. */
export const LIMIT_REASON = 'guest email limit';

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

/** Emails counted per address, domain and client, and in all, over one window (the hour, or the day). */
class Counts {
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
}

/** What this hour and the last 24 hours have spent. */
class Spent {
  readonly hour = new Counts();
  readonly day = new Counts();

  add(recipient: string, client: string | null, inThisHour: boolean): void {
    this.day.add(recipient, client);
    if (inThisHour) this.hour.add(recipient, client);
  }

  /** A client's email is a repeat when the client already has one this hour (no client: never). */
  isRepeat(client: string | null): boolean {
    return client !== null && this.hour.count(`c:${client}`) > 0;
  }

  /** Why one more email to `recipient` for `client` is over a budget now, or null. */
  refusal(recipient: string, client: string | null, limits: GuestEmailLimits): string | null {
    const address = recipient.toLowerCase();
    const domain = `d:${domainOf(address)}`;
    if (this.hour.count(`a:${address}`) > 0) return `${LIMIT_REASON}: one an hour to this address`;
    if (!this.isRepeat(client)) {
      // A client's first email this hour: only the day's caps hold it.
      if (this.day.all >= limits.perDay) return `${LIMIT_REASON}: ${limits.perDay} a day in all`;
      const perDomainDay = perDomainBudget(limits.perDay);
      if (this.day.count(domain) >= perDomainDay) return `${LIMIT_REASON}: ${perDomainDay} a day to one domain`;
      return null;
    }
    const perClient = perClientBudget(limits.perHour);
    if (client !== null && this.hour.count(`c:${client}`) >= perClient)
      return `${LIMIT_REASON}: ${perClient} an hour for the requests of one client address`;
    const perDomain = perDomainBudget(limits.perHour);
    if (this.hour.count(domain) >= perDomain) return `${LIMIT_REASON}: ${perDomain} an hour to one domain`;
    if (this.hour.all >= limits.perHour) return `${LIMIT_REASON}: ${limits.perHour} an hour in all`;
    const repeatsDay = repeatShare(limits.perDay);
    if (this.day.all >= repeatsDay)
      return `${LIMIT_REASON}: ${repeatsDay} a day in all for repeat senders (half the day's cap)`;
    const repeatsDomainDay = repeatShare(perDomainBudget(limits.perDay));
    if (this.day.count(domain) >= repeatsDomainDay)
      return `${LIMIT_REASON}: ${repeatsDomainDay} a day to one domain for repeat senders`;
    return null;
  }
}

/** The last 24 hours' guest emails sent (or filed), and those other workers hold under way (not `claimed`). */
async function spentRecently(db: Store, claimed: readonly OutboxRow[], now: Date): Promise<Spent> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const hourStarts = new Date(hourOf(now)).toISOString();
  const nowIso = now.toISOString();
  const rows = await spentSince(db, {
    channel: 'email',
    kind: 'guest',
    since,
    now: nowIso,
    // Filed as .eml without SMTP_URL (skipped, but not by a budget) counts as sent.
    heldFor: LIMIT_REASON,
    except: claimed.map((row) => row.id),
  });
  const clients = await clientAddresses(db, [...new Set(rows.map((row) => row.booking_id))]);
  const spent = new Spent();
  for (const row of rows) {
    if (row.recipient === null) continue;
    // Under way elsewhere (not done yet): spent now.
    const inThisHour = row.done_at === null || row.done_at >= hourStarts;
    spent.add(row.recipient, clients.get(row.booking_id) ?? null, inThisHour);
  }
  return spent;
}

/**
 * The `admit` of the guest email kind: of these claimed emails (in turn), the clients' first
 * emails of the hour are weighed before the repeats; those over a budget wait for the next hour,
 * the clients that sent fewest this hour first (a second's stagger per email already sent);
 * those past a day's wait, or whose request no longer waits for an answer after waiting, are
 * skipped.
 */
export function guestEmailBudget(
  db: Store,
  limits: GuestEmailLimits,
): (
  rows: readonly OutboxRow[],
  subjectOf: (row: OutboxRow) => BookingsTable | undefined,
  now: Date,
) => Promise<Map<string, Admission>> {
  return async (rows, subjectOf, now) => {
    const held = new Map<string, Admission>();
    const spent = await spentRecently(db, rows, now);
    const nextHour = hourOf(now) + HOUR_MS;
    const weigh = (row: OutboxRow, booking: BookingsTable): void => {
      const client = booking.client_address;
      const refusal = spent.refusal(row.recipient!, client, limits);
      if (refusal === null) {
        spent.add(row.recipient!, client, true);
        return;
      }
      // A row dated in the future (not written by a server of ours) would wait for room for ever.
      if (!hasHappened(row.created_at, now) || nextHour - Date.parse(row.created_at) > GUEST_EMAIL_MAX_WAIT_MS) {
        held.set(row.id, { kind: 'skipped', detail: `${refusal}; no room within a day` });
        return;
      }
      const stagger = Math.min(59, client === null ? 0 : spent.hour.count(`c:${client}`)) * 1000;
      held.set(row.id, { kind: 'waiting', until: new Date(nextHour + stagger), detail: refusal });
    };
    const repeats: Array<[OutboxRow, BookingsTable]> = [];
    for (const row of rows) {
      const booking = subjectOf(row);
      // No address (nothing to send) or no booking (erased): the delivery records why.
      if (row.recipient === null || booking === undefined) continue;
      const waited = row.detail?.startsWith(HELD) === true;
      if (waited && booking.status !== 'received') {
        held.set(row.id, { kind: 'skipped', detail: `${LIMIT_REASON}: the request was ${booking.status} meanwhile` });
        continue;
      }
      // First emails at once, in turn; a client's repeats (even one seen earlier in this claim) after them.
      if (spent.isRepeat(booking.client_address)) repeats.push([row, booking]);
      else weigh(row, booking);
    }
    for (const [row, booking] of repeats) weigh(row, booking);
    return held;
  };
}
