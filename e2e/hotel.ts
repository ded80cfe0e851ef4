/**
 * What the browser tests share about the hotel they run against: its dates (the hotel's own,
 * Asia/Tashkent, never the machine's UTC day) and sign-in addresses from the staff CLI for the
 * config's server (e2e/serve.js: port E2E_PORT, its store under the temporary folder).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { addDays, nightsBetween, todayInHotel } from '../src/domain/dates';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The config's server's DATA_DIR (e2e/serve.js). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `hotel-e2e-data-${PORT}`);

/** The hotel's date `fromToday` days on (YYYY-MM-DD, Asia/Tashkent). */
export function hotelDay(fromToday: number): string {
  return addDays(todayInHotel(), fromToday);
}

export interface Invitation {
  role?: 'owner' | 'reception' | 'housekeeping';
  lang?: 'uz' | 'ru' | 'en';
  /** Variables for a server other than the config's (its DATA_DIR, SITE_ORIGIN…). */
  env?: Record<string, string>;
}

/** A one-time sign-in address from `npm run staff -- invite` (the CLI prints it last). */
export function inviteStaff(name: string, { role = 'owner', lang = 'en', env = {} }: Invitation = {}): URL {
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', 'invite', name, '--role', role, '--lang', lang], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: E2E_DATA_DIR, PORT: String(PORT), ...env },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return new URL((run.stdout.trim().split('\n').pop() ?? '').trim());
}

export interface SiteRequest {
  baseURL: string;
  roomId: number;
  guestName: string;
  checkin: string;
  checkout: string;
  lang: 'uz' | 'ru' | 'en';
}

/**
 * A citizen's request of one room for one guest, sent as the site's form sends it (no email: the
 * guest follows it in My requests), priced by the server's own quote; returns its reference.
 */
export async function sendSiteRequest({
  baseURL,
  roomId,
  guestName,
  checkin,
  checkout,
  lang,
}: SiteRequest): Promise<string> {
  const quote = await fetch(
    `${baseURL}/api/quote?roomId=${roomId}&checkin=${checkin}&checkout=${checkout}&nationality=UZ`,
  );
  expect(quote.status).toBe(200);
  const { total } = (await quote.json()) as { total: number };
  const response = await fetch(`${baseURL}/api/bot/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      roomId,
      roomTitle: 'Room',
      guestName,
      phone: '+998901234567',
      email: null,
      nationality: 'UZ',
      checkin,
      checkout,
      nights: nightsBetween(checkin, checkout),
      guests: 1,
      totalPrice: total,
      lang,
      website: '',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}
