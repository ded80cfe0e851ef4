/**
 * RETENTION_DAYS: a guest's personal data is kept only as long as the stay needs it. Bookings
 * whose check-out is more than that many days ago lose the guest's name and phone (emptied),
 * email, nationality label and client address (nulled), their notification rows (which hold the guest's address)
 * and their `.eml` files. The booking row itself stays, with its id, room, dates, guests, total,
 * status and nationality code, so counts, availability and revenue stay right.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { Store } from '../db/store';
import { dropMessagesOf } from '../notify/outboxRows';
import { unlinkErased } from './guestTelegram';
import { eraseGuestsOfStaysEndedBefore, idsOfStaysEndedBefore, staysEndedBefore } from './repository';

/** An email filed by the outbox: `<booking id>-<staff|guest>.eml`, or its half-written `.tmp`. */
const EML_FILE = /^([0-9a-f-]{36})-[a-z]+\.eml(\.tmp)?$/;

/**
 * Erases the personal data of stays that ended more than `days` days before `today` (the
 * hotel's calendar date). Idempotent; returns how many bookings it erased this time.
 */
export async function purgePersonalData(
  db: Store,
  dataDir: string,
  days: number,
  today: string = todayInHotel(),
): Promise<number> {
  const cutoff = addDays(today, -days);
  const erased = await db.transaction().execute(async (trx) => {
    const count = await eraseGuestsOfStaysEndedBefore(trx, cutoff);
    await dropMessagesOf(trx, idsOfStaysEndedBefore(trx, cutoff));
    // Their guests' chats follow them no more.
    await unlinkErased(trx, idsOfStaysEndedBefore(trx, cutoff));
    return count;
  });
  await removeEmailFiles(db, path.join(dataDir, 'outbox'), cutoff);
  return erased;
}

/** Deletes the filed emails of erased stays (also those a crash left after an earlier purge). */
async function removeEmailFiles(db: Store, outboxDir: string, cutoff: string): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return;
  }
  const byBooking = new Map<string, string[]>();
  for (const name of names) {
    const id = EML_FILE.exec(name)?.[1];
    if (id) byBooking.set(id, [...(byBooking.get(id) ?? []), name]);
  }
  const ids = [...byBooking.keys()];
  // In slices: SQLite limits the number of bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    for (const id of await staysEndedBefore(db, ids.slice(i, i + 500), cutoff)) {
      for (const name of byBooking.get(id) ?? []) await fs.rm(path.join(outboxDir, name), { force: true });
    }
  }
}
