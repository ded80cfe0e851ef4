/**
 * RETENTION_DAYS (365 by default): a guest's personal data is kept only as long as the request
 * needs it. Once a request has been over for that many days (its check-out, or the day it was
 * cancelled or declined), it is erased the one way every erasure goes (erase.ts): name and phone
 * emptied, email, nationality label, client address and status token nulled, its history's
 * details and queued messages gone, the staff Telegram message edited, its `.eml` files deleted.
 * The booking row itself stays, with its id, room, dates, guests, total, status and nationality
 * code, so counts, availability and revenue stay right. The safety copies a restore leaves
 * (`bookings.sqlite.before-restore-<time>`) go once older than the retention too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { Store } from '../db';
import { eraseInTransaction, removeEmailFilesOf } from './erase';
import { BookingHooks } from './hooks';
import { findBooking, idsDueForErasure, staysEndedBefore } from './repository';
import { transactRetryingDeadlocks } from '../db';

const SYSTEM = { id: 'system', name: 'system' };

/** An email filed by the outbox: `<booking id>-<kind>.eml`, or its half-written `.tmp`. */
const EML_FILE = /^([0-9a-f-]{36})-[a-z_]+\.eml(\.tmp)?$/;

/** A safety copy of restore.ts: the live file's name, `.before-restore-`, and the time with `:` and `.` as `-`. */
const SAFETY_COPY = /\.before-restore-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(-wal|-shm)?$/;

/**
 * Erases the personal data of requests over for more than `days` days before `now` (the
 * hotel's calendar date for stays). Idempotent; returns how many bookings it erased this time.
 */
export async function purgePersonalData(
  db: Store,
  dataDir: string,
  days: number,
  today: string = todayInHotel(),
  hooks: BookingHooks = new BookingHooks(),
  now: Date = new Date(),
): Promise<number> {
  const cutoff = addDays(today, -days);
  const cutoffTime = new Date(now.getTime() - days * 86_400_000).toISOString();
  const due = await idsDueForErasure(db, cutoff, cutoffTime);
  for (const id of due) {
    await transactRetryingDeadlocks(db, async (trx) => {
      const booking = await findBooking(trx, id);
      if (booking) await eraseInTransaction(trx, hooks, booking, SYSTEM, now);
    });
  }
  await removeEmailFilesOf(dataDir, due);
  await removeLeftoverEmailFiles(db, path.join(dataDir, 'outbox'), cutoff);
  await removeSafetyCopies(dataDir, cutoffTime);
  return due.length;
}

/** Deletes filed emails of stays erased before (a crash between the commit and the files' removal). */
async function removeLeftoverEmailFiles(db: Store, outboxDir: string, cutoff: string): Promise<void> {
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

/** Deletes the safety copies a restore left in `dataDir` that were made before `cutoffTime` (ISO). */
export async function removeSafetyCopies(dataDir: string, cutoffTime: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dataDir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = SAFETY_COPY.exec(name);
    if (!m) continue;
    const made = `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`;
    if (made < cutoffTime) {
      await fs.rm(path.join(dataDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}
