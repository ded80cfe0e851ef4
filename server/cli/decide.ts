/**
 * `npm run bookings -- confirm <ref|id>` and `decline <ref|id> [--reason full|other]`: the
 * staff's decision without Telegram. The request is named by its reference (`GH-7K3Q9M`, any
 * case) or by its id, or the id's 8-character prefix when only one request starts with it. The running server's outbox sends the guest's email and edits the
 * staff Telegram message within a second (the rows are in the same database).
 */
import os from 'node:os';
import { decide, isGroup, findByPrefix } from '../bookings';
import type { Decider, Decision } from '../bookings';
import type { Store, Transact, DeclineReason } from '../db';
import { retryingTransact } from '../db';

export const DECISION_USAGE =
  'npm run bookings -- confirm <ref|id> [--by NAME] | decline <ref|id> [--reason full|other] [--by NAME]';

function who(name: string | undefined): Decider {
  const login = (() => {
    try {
      return os.userInfo().username;
    } catch {
      return 'staff';
    }
  })();
  return { id: `cli:${login}`.slice(0, 100), name: (name ?? login).slice(0, 100) };
}

function parse(argv: string[]): { action: 'confirm' | 'decline'; prefix: string; reason: DeclineReason; by?: string } {
  const [action, prefix, ...rest] = argv;
  if ((action !== 'confirm' && action !== 'decline') || !prefix || prefix.startsWith('-'))
    throw new Error(`Usage: ${DECISION_USAGE}`);
  let reason: DeclineReason = 'other';
  let by: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    const value = rest[i + 1];
    if (arg === '--reason' && action === 'decline' && (value === 'full' || value === 'other')) reason = value;
    else if (arg === '--by' && value && value.trim()) by = value.trim();
    else throw new Error(`Usage: ${DECISION_USAGE}`);
    i += 1;
  }
  return { action, prefix, reason, ...(by ? { by } : {}) };
}

/** Runs a confirm or decline command; returns the line to print, throws with the reason otherwise. */
export async function runDecision(db: Store, argv: string[]): Promise<string> {
  const { action, prefix, reason, by } = parse(argv);
  const run: Transact = retryingTransact(db);
  const found = await findByPrefix(run, prefix);
  if (!found.booking) {
    throw new Error(
      found.matches === 0
        ? `No request has the reference ${prefix} or an id starting with it.`
        : `More than one request id starts with ${prefix}: give more characters.`,
    );
  }
  const decision: Decision = action === 'confirm' ? { action } : { action, reason };
  const outcome = await decide(run, found.booking.id, decision, who(by));
  if (outcome.kind === 'unknown') throw new Error(`No request ${found.booking.reference}.`);
  const { booking } = outcome;
  if (outcome.kind === 'full') {
    const free = isGroup(booking) ? `fewer free units than the request's ${booking.units} rooms` : 'no free unit';
    throw new Error(
      `Cannot confirm ${booking.reference}: room ${booking.room_id} (${booking.room_title}) has ${free} on ${outcome.nights.join(', ')}.`,
    );
  }
  if (outcome.kind === 'already') {
    const when = booking.decided_at ?? booking.cancelled_at ?? '';
    throw new Error(
      `Nothing changed: request ${booking.reference} is already ${booking.status}${booking.decided_by_name ? ` by ${booking.decided_by_name}` : ''}${when ? ` at ${when}` : ''}.`,
    );
  }
  return `Request ${booking.reference} (${booking.id}) ${booking.status}${booking.status === 'declined' ? ` (${booking.decline_reason})` : ''} by ${booking.decided_by_name}. The guest's email and the Telegram update go out from the running server.`;
}
