/**
 * A newcomer's set-up: the server started exactly as the README's `npm start` does, with none of
 * the server's variables, and a guest booking on a phone through the dialog. The other browser
 * tests run against e2e/serve.js (own port, throw-away data folder); this one does not, because
 * that is how a booking that failed on the default set-up once went unnoticed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HOTEL } from '../src/domain/hotel';
import { totalPrice } from '../src/domain/pricing';
import { findRoom } from '../src/domain/rooms';
import { expect, test } from './fixtures';
import { collectAlerts, expectNoAxeViolations, fillGuestForm } from './support';

const root = path.resolve(__dirname, '..');
// npm start's defaults: port 3000, data under ./data.
const ORIGIN = 'http://127.0.0.1:3000';
const DATA_DIR = path.join(root, 'data');

/** The environment of a fresh shell: none of the server's settings. */
function newcomerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(PORT|HOST|DATA_DIR|DATABASE_URL|HOTEL_EMAIL|SMTP_URL|BOOKING_API_KEY|RATE_LIMIT_PER_MINUTE|TRUST_PROXY|STAFF_LANG|TELEGRAM_.*|E2E_PORT)$/.test(
        name,
      )
    )
      delete env[name];
  }
  return { ...env, ...extra };
}

async function npmStart(extra: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('npm', ['start'], { cwd: root, env: newcomerEnv(extra), stdio: 'ignore', detached: true });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('npm start did not answer on port 3000');
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** A surname of letters only (the server's name rule), different on every run. */
function uniqueSurname(stem: string): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшэюя';
  let n = Date.now();
  let tail = '';
  for (let i = 0; i < 6; i += 1, n = Math.floor(n / letters.length)) tail += letters[n % letters.length];
  return `${stem}-${tail}`;
}

function stay(fromToday: number, nights: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  return `checkin=${day(fromToday)}&checkout=${day(fromToday + nights)}&guests=2`;
}

/** A Russian guest on a 360 px phone books room 6 and reaches the success popup; returns the booking's id and reference. */
async function bookOnPhone(page: Page, lastName: string): Promise<{ id: string; reference: string }> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${ORIGIN}/ru/rooms/6?${stay(40, 2)}`);
  await page.getByRole('button', { name: 'Забронировать' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fillGuestForm(dialog, 'ru', { firstName: 'Ольга', lastName, nationality: 'Россия', phone: '912 345 67 89' });
  const alerts = collectAlerts(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/bot/booking'));
  const email = page.waitForResponse((r) => r.url().endsWith('/api/booking/email'));
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  const { id, reference } = (await (await answer).json()) as { id: string; reference: string };
  expect((await email).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Запрос отправлен' })).toBeVisible();
  expect(alerts).toEqual([]);
  // The popup gives the guest the reference to quote.
  await expect(page.getByText(reference).first()).toBeVisible();
  return { id, reference };
}

/** POSTs a JSON booking from one loopback address; resolves with the status (0 when it failed). */
function postFrom(agent: http.Agent, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${ORIGIN}/api/bot/booking`,
      {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(payload);
  });
}

/**
 * One address (127.0.0.N) sending valid bookings back to back while they are stored, one a second
 * while it is refused, until `stop()` or 60 requests: a flood at its own limit. Calls `refused`
 * at its first 429. Resolves with the statuses it got.
 */
async function floodFrom(n: number, stopped: () => boolean, refused: () => void = () => undefined): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${n}` });
  const statuses: number[] = [];
  const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);
  try {
    for (let i = 0; i < 60 && !stopped(); i += 1) {
      const room = findRoom((i % 6) + 1)!;
      const status = await postFrom(agent, {
        roomId: room.id,
        roomTitle: 'x',
        guestName: `Flood Bot ${String.fromCharCode(64 + n)}`,
        phone: `+9989012345${String(n).padStart(2, '0')}`,
        email: null,
        nationality: 'UZ',
        checkin: day(20 + i),
        checkout: day(22 + i),
        nights: 2,
        guests: 1,
        totalPrice: totalPrice(room, 'UZ', 2),
        lang: 'en',
        website: '',
      });
      statuses.push(status);
      if (status === 429 && statuses.filter((each) => each === 429).length === 1) refused();
      // A bot's own pace once refused: one more try a second.
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    agent.destroy();
  }
  return statuses;
}

/** The staff email filed for a booking (no SMTP on the default set-up), once the outbox wrote it. */
async function staffEmailTo(id: string): Promise<string> {
  const file = path.join(DATA_DIR, 'outbox', `${id}-staff.eml`);
  await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
  return /^To: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';
}

test.describe('the default set-up (npm start, no variables)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: ChildProcess | undefined;
  test.afterEach(async () => {
    await stop(server);
    server = undefined;
  });

  test('a guest books through the dialog on a phone, and npm run bookings lists it', async ({ page }) => {
    server = await npmStart();
    const lastName = uniqueSurname('Смирнова');
    const { id } = await bookOnPhone(page, lastName);
    const listed = spawnSync('npm', ['run', 'bookings', '--', '--limit', '500'], {
      cwd: root,
      env: newcomerEnv(),
      encoding: 'utf8',
    });
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(lastName);
    // The staff email goes to the address the site shows.
    expect(await staffEmailTo(id)).toBe(HOTEL.emails.booking);
  });

  test('the guest follows the request on My requests: staff confirm it, the guest cancels it, the staff are told', async ({
    page,
  }) => {
    server = await npmStart();
    const { id, reference } = await bookOnPhone(page, uniqueSurname('Морозова'));
    await page.getByRole('link', { name: 'Мои запросы' }).click();
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await expect(item.getByRole('status')).toHaveText('Статус: Получен, ждёт ответа отеля');

    // Reception confirms without Telegram; the page shows it when the guest comes back to it.
    const confirmed = spawnSync(
      'npm',
      ['run', 'bookings', '--', 'confirm', reference.toLowerCase(), '--by', 'Reception'],
      { cwd: root, env: newcomerEnv(), encoding: 'utf8' },
    );
    expect(confirmed.status).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(item.getByRole('status')).toContainText('Статус: Подтверждён');

    await item.getByRole('button', { name: 'Отменить запрос' }).click();
    await expect(item.getByRole('button', { name: 'Нет, оставить' })).toBeFocused();
    // The page with a status and the open confirmation step passes an axe scan.
    await expectNoAxeViolations(page);
    const cancel = page.waitForResponse((r) => r.url().endsWith(`/api/bookings/${id}/cancel`));
    await item.getByRole('button', { name: 'Да, отменить' }).click();
    expect((await cancel).status()).toBe(200);
    await expect(item.getByRole('status')).toHaveText('Статус: Отменён');
    // No Telegram on the default set-up: the staff are told by the email filed in DATA_DIR/outbox.
    const file = path.join(DATA_DIR, 'outbox', `${id}-cancel.eml`);
    await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toContain(`To: ${HOTEL.emails.booking}`);
  });

  test('while six other addresses flood the booking route at their own limit, a guest books through the dialog and gets the success popup', async ({
    page,
  }) => {
    // The flood fills a minute's limit first: on a busy machine that is more than the default 30 s.
    test.setTimeout(180_000);
    server = await npmStart();
    let done = false;
    const addresses = [2, 3, 4, 5, 6, 7];
    let atLimit = 0;
    const floods = addresses.map((n) =>
      floodFrom(
        n,
        () => done,
        () => (atLimit += 1),
      ),
    );
    try {
      // The flood has filled the shared minute first: every address has been refused once (six
      // addresses × their 20 a minute = the default 120).
      await expect.poll(() => atLimit, { timeout: 120_000 }).toBe(addresses.length);
      await bookOnPhone(page, uniqueSurname('Волкова'));
    } finally {
      done = true;
    }
    const statuses = (await Promise.all(floods)).flat();
    // The flood really was one: bookings were stored and the per-address limit refused the rest.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(60);
    expect(statuses).toContain(429);
  });

  test('with HOTEL_EMAIL set to another address the booking still succeeds and the staff email goes there', async ({
    page,
  }) => {
    server = await npmStart({ HOTEL_EMAIL: 'reception@operator.example' });
    const { id } = await bookOnPhone(page, uniqueSurname('Кузнецова'));
    expect(await staffEmailTo(id)).toBe('reception@operator.example');
  });
});
