/**
 * What the browser tests share about the hotel they run against: its dates (the hotel's own,
 * Asia/Tashkent, never the machine's UTC day) and sign-in addresses from the staff CLI for the
 * config's server (e2e/serve.js: port E2E_PORT, its store under the temporary folder).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { addDays, todayInHotel } from '../src/domain/dates';

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
