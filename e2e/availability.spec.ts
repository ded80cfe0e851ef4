/**
 * Availability in the browser: once staff have confirmed as many family suites as the hotel has
 * for some nights, /en/rooms with those dates shows the suite as sold out and its Book now cannot
 * open the dialog, while another room stays bookable; other dates are untouched.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { findRoom } from '../src/domain/rooms';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { hotelDay } from './hotel';

const PORT = process.env.E2E_PORT ?? '4173';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(os.tmpdir(), `hotel-e2e-data-${PORT}`);
const SUITE = findRoom(4)!;

/** Books the family suite for the nights and confirms it as staff would (`npm run bookings -- confirm`). */
async function confirmedSuite(from: number, to: number, surname: string): Promise<void> {
  const nights = to - from;
  const response = await fetch(`${ORIGIN}/api/bot/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      roomId: SUITE.id,
      roomTitle: 'Family Suite',
      guestName: `Anna ${surname}`,
      phone: '+998901234567',
      email: null,
      nationality: 'UZ',
      checkin: hotelDay(from),
      checkout: hotelDay(to),
      nights,
      guests: 2,
      totalPrice: nights * SUITE.price,
      lang: 'en',
      website: '',
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const cli = spawnSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'server/cli/bookings.ts', 'confirm', id],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR },
      encoding: 'utf8',
    },
  );
  expect(cli.stderr).toBe('');
}

test('a sold-out room says so for the guest’s dates and its Book now cannot open the dialog', async ({ page }) => {
  // Each confirm starts the bookings CLI in ts-node (seconds each on a busy two-core runner).
  test.setTimeout(90_000);
  // Random nights far ahead (each run its own), with the stay and the two days after it in one month,
  // so the dialog's calendar shows the full nights beside the chosen ones.
  let from = 300 + Math.floor(Math.random() * 300);
  while (hotelDay(from).slice(0, 7) !== hotelDay(from + 3).slice(0, 7)) from += 1;
  for (let i = 0; i < SUITE.units; i += 1) await confirmedSuite(from, from + 2, `Smith${'abcdef'[i]}`);

  await page.goto(`/en/rooms?checkin=${hotelDay(from)}&checkout=${hotelDay(from + 3)}&guests=2`);
  const suite = page.getByRole('article', { name: 'Family Suite' });
  await expect(suite.getByText('Fully booked for your dates')).toBeVisible();
  const book = suite.getByRole('button', { name: 'Book now' });
  await expect(book).toBeDisabled();
  await expect(book).toHaveAccessibleDescription(/Choose other dates to book this room\./);
  await book.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const twin = page.getByRole('article', { name: 'Standard Twin Room' });
  await expect(twin.getByText('Available for your dates')).toBeVisible();
  await expect(twin.getByRole('button', { name: 'Book now' })).toBeEnabled();

  // The day after the stay the suite is free again.
  await page.goto(`/en/rooms/4?checkin=${hotelDay(from + 2)}&checkout=${hotelDay(from + 4)}&guests=2`);
  await expect(page.getByText('Available for your dates')).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Its check-in calendar greys out the two full nights: shown, not choosable.
  await dialog.getByLabel('Check-in').click();
  const full = page.locator('.react-datepicker__day--excluded');
  await expect(full).toHaveCount(2);
  for (const cell of await full.all()) await expect(cell).toHaveAttribute('aria-disabled', 'true');
});
