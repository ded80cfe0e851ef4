/**
 * The deposit in the browser, with Payme and Click configured (the variables are why this spec
 * runs a server of its own, on E2E_PORT + 1, beside the no-variables one of the config): a
 * request the staff confirmed (`npm run bookings -- confirm`) shows on My requests the deposit's
 * amount, a line that it secures the room, and "Pay with Payme" / "Pay with Click"; the guest pays
 * on the fake gateway's checkout page (scripts/fakes/, calling our endpoints as the real gateways
 * do), comes back to My requests in their language and reads "Deposit paid", then follows the
 * link to the payment's fiscal receipt (Payme reports it with SetFiscalData; Click's comes from
 * its merchant API, which the server calls through the outbox). In uz, ru and en;
 * the page passes an axe scan, fits 320 px and shifts less than CLS 0.1 (the status and deposit
 * arrive after the first paint).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startFakeClick } from '../scripts/fakes/click';
import type { FakeClick } from '../scripts/fakes/click';
import { startFakePayme } from '../scripts/fakes/payme';
import type { FakePayme } from '../scripts/fakes/payme';
import { findRoom } from '../src/domain/rooms';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './ownServer';
import { expectNoAxeViolations, screenshot, useStoredLanguage, settled } from './support';
import { hotelDay } from './hotel';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
const PORT = BASE_PORT + 1;
const PAYME_PORT = BASE_PORT + 2;
const CLICK_PORT = BASE_PORT + 3;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(__dirname, '..');
const PAYME_KEY = 'e2e-payme-cashbox-key';
const CLICK_SECRET = 'e2e-click-secret-key';
const ROOM = findRoom(1)!;

const LANGS = {
  uz: {
    prefix: '',
    amount: "Depozit: 400\u00a0000\u00a0so'm",
    why: 'Depozitni toʻlasangiz, xona siz uchun saqlab qolinadi.',
    payme: 'Payme orqali toʻlash',
    click: 'Click orqali toʻlash',
    paid: 'Depozit toʻlandi',
    receipt: 'Fiskal chek',
    gateway: 'payme',
  },
  ru: {
    prefix: '/ru',
    amount: "Предоплата: 400\u00a0000\u00a0so'm",
    why: 'Внесите предоплату, и номер будет закреплён за вами.',
    payme: 'Оплатить через Payme',
    click: 'Оплатить через Click',
    paid: 'Предоплата внесена',
    receipt: 'Фискальный чек',
    gateway: 'click',
  },
  en: {
    prefix: '/en',
    amount: "Deposit: 400,000\u00a0so'm",
    why: 'Paying the deposit secures your room.',
    payme: 'Pay with Payme',
    click: 'Pay with Click',
    paid: 'Deposit paid',
    receipt: 'Fiscal receipt',
    gateway: 'payme',
  },
} as const;

test.describe.configure({ mode: 'serial' });

let server: OwnServer | undefined;
let payme: FakePayme | undefined;
let click: FakeClick | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  payme = await startFakePayme({ endpoint: `${ORIGIN}/api/payments/payme`, key: PAYME_KEY, port: PAYME_PORT });
  click = await startFakeClick({
    baseUrl: ORIGIN,
    serviceId: '4361',
    secretKey: CLICK_SECRET,
    port: CLICK_PORT,
    merchantUserId: '4363',
  });
  server = await startOwnServer(PORT, {
    PAYME_MERCHANT_ID: 'e2e-merchant',
    PAYME_KEY,
    PAYME_CHECKOUT_URL: payme.url,
    CLICK_SERVICE_ID: '4361',
    CLICK_MERCHANT_ID: '4362',
    CLICK_SECRET_KEY: CLICK_SECRET,
    CLICK_CHECKOUT_URL: click.url,
    CLICK_MERCHANT_USER_ID: '4363',
    // Every gateway needs its receipt items' codes; Click's merchant API is the fake's.
    CLICK_API_BASE: click.apiBase,
    FISCAL_IKPU: '10105001001000000',
    FISCAL_PACKAGE_CODE: '1501336',
    FISCAL_VAT_PERCENT: '0',
    // The gateways send the guest back to My requests on this server.
    SITE_ORIGIN: ORIGIN,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await payme?.close();
  await click?.close();
});

/** A request for two nights of the single room (an Uzbek citizen: 400,000 so'm a night), confirmed by staff; its record as the device keeps it. */
async function confirmedRequest(lang: keyof typeof LANGS): Promise<Record<string, unknown>> {
  const from = 30 + Math.floor(Math.random() * 300);
  const body = {
    roomId: ROOM.id,
    roomTitle: 'Standard single',
    guestName: `Dilnoza ${lang.toUpperCase()}`,
    phone: '+998901234567',
    email: null,
    nationality: 'UZ',
    checkin: hotelDay(from),
    checkout: hotelDay(from + 2),
    nights: 2,
    guests: 1,
    totalPrice: 2 * ROOM.price,
    lang,
    website: '',
  };
  const response = await fetch(`${ORIGIN}/api/bot/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const { id, reference, statusToken } = (await response.json()) as {
    id: string;
    reference: string;
    statusToken: string;
  };
  const cli = spawnSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'server/cli/bookings.ts', 'confirm', reference, '--by', 'Reception'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server!.dataDir },
      encoding: 'utf8',
    },
  );
  expect(cli.stderr).toBe('');
  return {
    bookingId: id,
    reference,
    statusToken,
    roomId: ROOM.id,
    roomTitle: 'Standard single',
    pricePerNight: ROOM.price,
    firstName: 'Dilnoza',
    secondName: lang.toUpperCase(),
    email: null,
    nationality: { code: 'UZ', label: 'Uzbekistan' },
    phoneE164: '+998901234567',
    dates: { checkIn: body.checkin, checkOut: body.checkout, nights: 2 },
    guests: 1,
    units: 1,
    totalPrice: body.totalPrice,
    createdAt: new Date().toISOString(),
  };
}

for (const lang of ['uz', 'ru', 'en'] as const) {
  const t = LANGS[lang];
  test(`${lang}: a confirmed request shows the deposit and both gateways; after paying with ${t.gateway} it says “${t.paid}”`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const record = await confirmedRequest(lang);
    await useStoredLanguage(page, lang.toUpperCase() as 'UZ' | 'RU' | 'EN');
    await page.addInitScript(
      (value) => window.localStorage.setItem('bookingRequests', value),
      JSON.stringify([record]),
    );
    // Layout shifts from the first paint on, as Lighthouse's CLS counts them (no input here).
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${ORIGIN}${t.prefix}/my-requests`);

    const item = page.getByRole('listitem').filter({ hasText: String(record.reference) });
    const payWithPayme = item.getByRole('link', { name: t.payme, exact: true });
    const payWithClick = item.getByRole('link', { name: t.click, exact: true });
    await expect(payWithPayme).toBeVisible();
    await expect(payWithClick).toBeVisible();
    await expect(item.getByText(t.amount, { exact: true })).toBeVisible();
    await expect(item.getByText(t.why)).toBeVisible();
    await expect(payWithPayme).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${PAYME_PORT}/`));
    await expect(payWithClick).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:${CLICK_PORT}/?\\?service_id=4361&`),
    );
    await expectNoAxeViolations(page);
    // The page is still (fonts in, no transition running): any shift it would make has been made.
    await settled(page);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    test.info().annotations.push({ type: 'cls', description: cls.toFixed(4) });
    expect(cls).toBeLessThan(0.1);

    // The narrowest phone: the buttons stay whole and nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 740 });
    for (const link of [payWithPayme, payWithClick]) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320 && box.height >= 44).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(page, `deposit-${lang}-320`);

    // Pay on the fake gateway's checkout page; it sends the guest back to My requests.
    await (t.gateway === 'payme' ? payWithPayme : payWithClick).click();
    await expect(page.getByTestId('amount')).toHaveText("400 000 so'm");
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${ORIGIN}${t.prefix}/my-requests`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(item.getByText(t.paid, { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: t.payme })).toHaveCount(0);
    await expect(item.getByRole('link', { name: t.click })).toHaveCount(0);

    // The fiscal receipt: Payme reported it before sending the guest back; Click's address comes
    // from its merchant API through the outbox. The next visit of My requests links it.
    const statusUrl = `${ORIGIN}/api/bookings/${String(record.bookingId)}?token=${String(record.statusToken)}`;
    await expect
      .poll(
        async () =>
          ((await (await fetch(statusUrl)).json()) as { payment?: { receiptUrl?: string } }).payment?.receiptUrl ?? '',
        { timeout: 20_000 },
      )
      .toContain('/ofd/epi?t=');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const receipt = item.getByRole('link', { name: t.receipt, exact: true });
    await expect(receipt).toBeVisible();
    await expect(item.getByRole('link')).toHaveCount(1);
    await expect(receipt).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:${t.gateway === 'payme' ? PAYME_PORT : CLICK_PORT}/ofd/epi\\?t=`),
    );
    await expectNoAxeViolations(page);
    // The link opens the receipt's page (the fake tax office on the gateway's origin).
    const receiptPage = await fetch(String(await receipt.getAttribute('href')));
    expect([receiptPage.status, await receiptPage.text()]).toEqual([
      200,
      expect.stringContaining('<h1>Fiscal receipt (fake tax office)</h1>'),
    ]);
  });
}
