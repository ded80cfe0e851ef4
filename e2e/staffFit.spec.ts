/**
 * The staff console fits a phone and prints (issue 48, point 7), against the real server of the
 * config (e2e/serve.js), with the data of a real front desk: a dozen requests for today and the
 * next days (a group of four rooms, citizens and foreigners, names in Latin, Cyrillic and with ʻ,
 * long double-barrelled ones, a long email), some checked in, and a season.
 *
 * - Every console screen (SCREENS, each listed once) in Uzbek, Russian and English, loaded at
 *   320 px and checked again at 360 px: the page does not scroll sideways
 *   (document.scrollingElement.scrollWidth <= innerWidth) and no element reaches out of the
 *   viewport. The calendar's table is the one thing wider than a phone: it scrolls inside its
 *   own box, its room names sticky, while the page stays put (what is inside a box that clips or
 *   scrolls is that box's, and the box itself must fit). Each screen passes an axe scan at 360 px;
 *   the sign-in page at 320 px too.
 * - A notice covers no button of the page it is said on, and does not follow to the next page.
 * - A request prints as a clean A4 sheet: the hotel, the reference, the guest, the stay, the
 *   prices and the history; no navigation, no buttons, no notice. The print view passes axe.
 * - Today and the calendar on a 360 px phone in Uzbek and Russian are saved for a person to look
 *   at (.screenshots/staff-screen-*.png; docs/screens/ holds the ones chosen).
 */
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitingForApp } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, screenshot, SCREENSHOT_DIR } from './support';
import { hotelDay, inviteStaff } from './hotel';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The console's origin: the one the invitations name (SITE_ORIGIN unset), which the Origin check wants. */
const ORIGIN = `http://localhost:${PORT}`;
const LANGS = ['uz', 'ru', 'en'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [320, 360] as const;

/** The signed-in sessions, one per language (sign-ins are limited to 10 a minute, so each is made once). */
const sessions: Partial<Record<Lang, Awaited<ReturnType<BrowserContext['storageState']>>>> = {};

/** A phone of `width` px, signed in as the owner of `lang` when given. */
async function phone(
  browser: Browser,
  width: number = WIDTHS[0],
  lang?: Lang,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    storageState: lang ? sessions[lang] : undefined,
  });
  return { context, page: waitingForApp(await context.newPage()) };
}

/** The staff member each language's run signs in as (the bar shows the name). */
const STAFF_NAMES: Record<Lang, string> = { uz: 'Dilnoza Karimova', ru: 'Бекзод Алиев', en: 'Anna Smith' };

/** Signs an owner in, in their language, on `page`; the console opens on Today. */
async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.goto(inviteStaff(STAFF_NAMES[lang], { lang }).href);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveURL(/\/staff$/);
}

/** Opens Today, signed in. */
async function openToday(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/staff`);
  await expect(page.locator('main h1')).toBeVisible();
}

// --- The front desk's data ----------------------------------------------------------------------

interface SiteRequest {
  roomId: number;
  guestName: string;
  nationality: string;
  from: number;
  nights: number;
  guests: number;
  email?: string;
  lang: Lang;
}

interface DeskBooking {
  roomId: number;
  units?: number;
  guestName: string;
  nationality: string;
  from: number;
  nights: number;
  guests: number;
  email?: string;
  lang: Lang;
  source: 'phone' | 'desk';
  checkIn?: true;
}

/** Requests sent through the site (they stay received: "awaiting reply"). */
const SITE_REQUESTS: SiteRequest[] = [
  { roomId: 1, guestName: 'Oʻgʻiloy Yusupova', nationality: 'UZ', from: 0, nights: 2, guests: 1, lang: 'uz' },
  {
    roomId: 3,
    guestName: 'Александра Константинопольская-Рождественская',
    nationality: 'RU',
    from: 0,
    nights: 1,
    guests: 2,
    email: 'aleksandra.konstantinopolskaya-rozhdestvenskaya@example-mail.ru',
    lang: 'ru',
  },
  { roomId: 2, guestName: 'Gʻayratjon Qoʻchqorboyev', nationality: 'UZ', from: 1, nights: 3, guests: 2, lang: 'uz' },
  {
    roomId: 5,
    guestName: 'Maximilian Müller-Lüdenscheidt',
    nationality: 'DE',
    from: 1,
    nights: 4,
    guests: 2,
    email: 'maximilian.mueller-luedenscheidt@beispiel-unternehmen.de',
    lang: 'en',
  },
  { roomId: 6, guestName: 'Jean-Baptiste Dupont', nationality: 'FR', from: 3, nights: 2, guests: 2, lang: 'en' },
  { roomId: 3, guestName: 'Шахзода Юсупова', nationality: 'UZ', from: 2, nights: 2, guests: 3, lang: 'ru' },
];

/** Phone and desk bookings (confirmed at once), a group among them; some guests are in the house. */
const DESK_BOOKINGS: DeskBooking[] = [
  {
    roomId: 2,
    units: 4,
    guestName: 'Abdulaziz Toʻxtasinov Abdurahmon oʻgʻli',
    nationality: 'UZ',
    from: 0,
    nights: 3,
    guests: 8,
    lang: 'uz',
    source: 'phone',
  },
  {
    roomId: 4,
    guestName: 'Екатерина Владимировна Ильинская',
    nationality: 'KZ',
    from: 0,
    nights: 2,
    guests: 3,
    lang: 'ru',
    source: 'desk',
  },
  {
    roomId: 1,
    guestName: 'Oʻktamjon Gʻofurov',
    nationality: 'UZ',
    from: 0,
    nights: 1,
    guests: 1,
    lang: 'uz',
    source: 'desk',
    checkIn: true,
  },
  {
    roomId: 5,
    guestName: 'Sherzod Qodirov',
    nationality: 'UZ',
    from: 0,
    nights: 2,
    guests: 2,
    lang: 'uz',
    source: 'desk',
    checkIn: true,
  },
  {
    roomId: 6,
    guestName: 'Christopher Smith-Worthington',
    nationality: 'GB',
    email: 'christopher.smith-worthington@consultancy.example.co.uk',
    from: 1,
    nights: 3,
    guests: 2,
    lang: 'en',
    source: 'phone',
  },
  {
    roomId: 1,
    guestName: 'Дилноза Рахимова',
    nationality: 'UZ',
    from: 1,
    nights: 1,
    guests: 1,
    lang: 'ru',
    source: 'phone',
  },
];

/** A season over the next week for the standard double (the group's room kind). */
const SEASON = {
  name: 'Yangi yil arafasi — oʻquvchilar taʼtili',
  from: 0,
  to: 6,
  prices: { '2': { price: 560_000, priceIntl: 640_000 } },
};

/** The total the public quote asks for the stay (a season's nights at the season's price). */
async function quotedTotal(request: APIRequestContext, r: SiteRequest): Promise<number> {
  const answer = await request.get(
    `${ORIGIN}/api/quote?roomId=${r.roomId}&checkin=${hotelDay(r.from)}&checkout=${hotelDay(r.from + r.nights)}&nationality=${r.nationality}`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

/**
 * Stores the front desk's data through the real API, as the owner signed in on `page`. A retry
 * of the spec on the same server finds its season already there (409) and its rooms possibly
 * taken (409): both are fine, the screens only need the data to be there.
 */
async function seed(page: Page): Promise<void> {
  const api = page.request;
  const headers = { origin: ORIGIN };
  const season = await api.post(`${ORIGIN}/api/staff/seasons`, {
    headers,
    data: { ...SEASON, from: hotelDay(SEASON.from), to: hotelDay(SEASON.to) },
  });
  expect([201, 409]).toContain(season.status());
  await api.post(`${ORIGIN}/api/staff/restrictions`, {
    headers,
    data: { roomId: 3, from: hotelDay(8), to: hotelDay(9), closed: true },
  });
  for (const r of SITE_REQUESTS) {
    const answer = await api.post(`${ORIGIN}/api/bot/booking`, {
      data: {
        roomId: r.roomId,
        roomTitle: `Room ${r.roomId}`,
        guestName: r.guestName,
        phone: '+998901234567',
        email: r.email ?? null,
        nationality: r.nationality,
        checkin: hotelDay(r.from),
        checkout: hotelDay(r.from + r.nights),
        nights: r.nights,
        guests: r.guests,
        totalPrice: await quotedTotal(api, r),
        lang: r.lang,
        website: '',
      },
    });
    expect([201, 409], await answer.text()).toContain(answer.status());
  }
  for (const b of DESK_BOOKINGS) {
    const answer = await api.post(`${ORIGIN}/api/staff/bookings`, {
      headers,
      data: {
        roomId: b.roomId,
        units: b.units ?? 1,
        checkin: hotelDay(b.from),
        checkout: hotelDay(b.from + b.nights),
        guests: b.guests,
        guestName: b.guestName,
        phone: '+998 93 456 78 90',
        email: b.email ?? null,
        nationality: b.nationality,
        lang: b.lang,
        source: b.source,
      },
    });
    expect([201, 409], await answer.text()).toContain(answer.status());
    if (answer.status() === 201 && b.checkIn) {
      const { id } = (await answer.json()) as { id: string };
      const checkedIn = await api.post(`${ORIGIN}/api/staff/bookings/${id}/check-in`, { headers, data: {} });
      expect(checkedIn.status(), await checkedIn.text()).toBe(200);
    }
  }
}

/** The references of the group's booking and of the long Cyrillic name's request. */
async function references(page: Page): Promise<{ group: string; cyrillic: string }> {
  const answer = await page.request.get(`${ORIGIN}/api/staff/bookings`);
  expect(answer.status()).toBe(200);
  const { bookings } = (await answer.json()) as {
    bookings: { reference: string; units: number; guestName: string }[];
  };
  const group = bookings.find((b) => b.units > 1)?.reference;
  const cyrillic = bookings.find((b) => b.guestName.startsWith('Александра'))?.reference;
  expect(group && cyrillic).toBeTruthy();
  return { group: group!, cyrillic: cyrillic! };
}

// --- The checks -----------------------------------------------------------------------------------

/**
 * What reaches out of a phone's width: the page scrolling sideways, and every element whose box
 * leaves the viewport, unless a box around it clips or scrolls (then that box is what must fit).
 * Boxes of 1 px or less (visually hidden texts) are skipped.
 */
async function outOfView(page: Page): Promise<string[]> {
  // The phone's width, not innerWidth: a mobile browser widens its layout viewport to the widest
  // content (innerWidth was 399 on a 360 px phone for the Russian sign-in page) and zooms out.
  const phoneWidth = page.viewportSize()!.width;
  return page.evaluate((width) => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (window.innerWidth > width) problems.push(`the layout is ${window.innerWidth} px wide on a ${width} px phone`);
    if (scroller.scrollWidth > width) problems.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${width}`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const walk = (el: Element) => {
      const box = el.getBoundingClientRect();
      // The outermost box that leaves the view is named; what is inside it goes with it.
      if (box.width > 1 && box.height > 1 && (box.left < -0.5 || box.right > width + 0.5))
        return problems.push(
          `${name(el)} [${Math.round(box.left)}, ${Math.round(box.right)}] is out of the ${width} px view`,
        );
      if (clips(el) && el !== document.body && el !== document.documentElement) return;
      for (const child of Array.from(el.children)) walk(child);
    };
    walk(document.body);
    return problems;
  }, phoneWidth);
}

/** Waits until the page has its heading and no part of it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  // A page's "Loading…" is a status of its own; the notice (#staff-notice) is the other one.
  await expect(page.locator('main [role="status"]:not(#staff-notice)').filter({ hasText: /\S/ })).toHaveCount(0);
}

/** Taps tonight's cell of the second room kind (the group's) and waits for its bookings. */
async function openNight(page: Page): Promise<void> {
  const headings = await page.locator('main h2').count();
  await page.locator('tbody tr').nth(1).locator('td button').first().click();
  await expect(page.locator('main h2')).not.toHaveCount(headings);
  await settled(page);
  await expect(page.locator('main h2').last()).toBeInViewport();
}

interface Screen {
  name: string;
  /** The address below the console, or a function of the stored data's references. */
  path: (refs: { group: string; cyrillic: string }) => string;
  /** What to do on the page before checking it (open a night, …). */
  open?: (page: Page) => Promise<void>;
}

/** Every console screen, listed once. */
const SCREENS: Screen[] = [
  { name: 'Today', path: () => '/staff' },
  { name: 'requests', path: () => '/staff/requests' },
  { name: 'requests awaiting reply', path: () => '/staff/requests?status=received' },
  { name: "a group's request", path: (refs) => `/staff/requests/${refs.group}` },
  {
    // The change's form with the owner's total field and the server's new price (one guest fewer).
    name: "a group's request, changing it",
    path: (refs) => `/staff/requests/${refs.group}`,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Bronni oʻzgartirish|Изменить бронь|Change booking)$/ }).click();
      const form = page.getByRole('form', { name: /^(Bronni oʻzgartirish|Изменить бронь|Change booking)$/ });
      await form.locator('input[type="number"]').first().fill('7');
      await expect(form.getByRole('region').locator('dl')).toBeVisible();
      await settled(page);
    },
  },
  { name: 'a request with a long Cyrillic name', path: (refs) => `/staff/requests/${refs.cyrillic}` },
  { name: 'a request that does not exist', path: () => '/staff/requests/GH-NOPE00' },
  { name: 'New booking', path: () => '/staff/new' },
  { name: 'calendar', path: () => '/staff/calendar' },
  {
    name: "calendar, a night's bookings open",
    path: () => '/staff/calendar',
    open: async (page) => {
      await openNight(page);
    },
  },
  { name: 'prices and rules', path: () => '/staff/rates' },
  { name: 'room chart', path: () => '/staff/room-chart' },
  { name: 'rooms', path: () => '/staff/hotel-rooms' },
  { name: 'housekeeping', path: () => '/staff/housekeeping' },
  { name: 'export', path: () => '/staff/export' },
  { name: 'settings', path: () => '/staff/settings' },
];

test.describe.configure({ mode: 'serial' });

let refs: { group: string; cyrillic: string };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  for (const lang of LANGS) {
    const { context, page } = await phone(browser, 360);
    await signIn(page, lang);
    sessions[lang] = await context.storageState();
    if (lang === 'en') {
      await seed(page);
      refs = await references(page);
    }
    await context.close();
  }
});

test('the sign-in page fits 320 and 360 px in every language and passes axe at 320 px', async ({ browser }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const lang of LANGS) {
    const { context, page } = await phone(browser, 320);
    await page.addInitScript((code) => window.localStorage.setItem('langCode', code), lang.toUpperCase());
    await page.goto(`${ORIGIN}/staff/sign-in`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
    await settled(page);
    await expect(page.getByRole('button')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const problem of await outOfView(page)) found.push(`sign-in, ${lang}, ${width} px: ${problem}`);
      if (width === 320) {
        await expectNoAxeViolations(page);
        await screenshot(page, `staff-fit-sign-in-${lang}-320`);
      }
    }
    // A link that does not work: its longest words, the reason and how to get another (in Russian
    // only: every attempt counts against the 10 sign-ins a minute the other specs need too).
    if (lang === 'ru') {
      const bad = waitingForApp(await context.newPage());
      await bad.goto(`${ORIGIN}/staff/sign-in#not-a-valid-token`);
      await expect(bad.getByRole('alert')).toHaveText(/\S/);
      for (const problem of await outOfView(bad)) found.push(`sign-in, a bad link, 320 px: ${problem}`);
      await expectNoAxeViolations(bad);
    }
    await context.close();
  }
  expect(found).toEqual([]);
});

for (const lang of LANGS) {
  test(`${lang}: every console screen fits 320 and 360 px and passes axe`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page } = await phone(browser, 320, lang);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        // A fresh load at 320 px (the hardest case), then the same page widened to 360 px.
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(`${ORIGIN}${screen.path(refs)}`);
        await settled(page);
        await screen.open?.(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          for (const problem of await outOfView(page)) found.push(`${screen.name}, ${width} px: ${problem}`);
          // The longest words, on the narrowest phone, for a person to look at.
          if (lang === 'ru' && width === 320)
            await screenshot(page, `staff-fit-${screen.name.replace(/\W+/g, '-')}-ru-320`);
        }
        await expectNoAxeViolations(page);
      });
    }
    expect(found).toEqual([]);
    await context.close();
  });
}

test("a receptionist's console (fewer sections, the owner's pages refused) fits 320 px in Russian and passes axe", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await phone(browser, 320);
  await page.goto(inviteStaff('Малика Турсунова-Абдуллаева', { role: 'reception', lang: 'ru' }).href);
  await expect(page).toHaveURL(/\/staff$/);
  const found: string[] = [];
  for (const address of ['/staff', '/staff/rates', '/staff/export']) {
    await page.goto(`${ORIGIN}${address}`);
    await settled(page);
    for (const problem of await outOfView(page)) found.push(`${address}: ${problem}`);
    await expectNoAxeViolations(page);
  }
  expect(found).toEqual([]);
  await context.close();
});

test('a notice covers no button of its page and does not follow to the next page (360 px)', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await phone(browser, 360, 'en');
  // A request of its own, so the confirm does not change what the other tests look at.
  const stay = { from: 12, nights: 2 };
  const quote = await page.request.get(
    `${ORIGIN}/api/quote?roomId=2&checkin=${hotelDay(stay.from)}&checkout=${hotelDay(stay.from + stay.nights)}&nationality=UZ`,
  );
  const sent = await page.request.post(`${ORIGIN}/api/bot/booking`, {
    data: {
      roomId: 2,
      roomTitle: 'Standard Double',
      guestName: 'Nodira Xoʻjayeva',
      phone: '+998901112233',
      email: null,
      nationality: 'UZ',
      checkin: hotelDay(stay.from),
      checkout: hotelDay(stay.from + stay.nights),
      nights: stay.nights,
      guests: 2,
      totalPrice: ((await quote.json()) as { total: number }).total,
      lang: 'uz',
      website: '',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await page.goto(`${ORIGIN}/staff/requests/${reference}`);
  await settled(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const notice = page.locator('#staff-notice');
  await expect(notice).toHaveText(/\S/);
  await expect(notice).toHaveAttribute('role', 'status');

  // Every button on the screen, at its centre, is the button itself (or what is inside it).
  const covered = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = Math.min(box.top + box.height / 2, window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        return hit && (hit === el || el.contains(hit))
          ? []
          : [
              `"${el.textContent?.trim()}" is under ${hit?.tagName ?? 'nothing'} "${hit?.textContent?.trim().slice(0, 30)}"`,
            ];
      }),
  );
  expect(covered).toEqual([]);
  const buttons = await page.locator('main button:visible').count();
  expect(buttons).toBeGreaterThan(0);
  expect(await outOfView(page)).toEqual([]);

  // The next page starts without it.
  await page.getByRole('navigation').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/staff$/);
  await settled(page);
  await expect(notice).toBeEmpty();
  await context.close();
});

test('a request prints as a clean A4 sheet: the hotel, the request, no navigation or buttons; axe passes', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await phone(browser, 1024, 'ru');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${ORIGIN}/staff/requests/${refs.group}`);
  await settled(page);
  await page.emulateMedia({ media: 'print' });
  const main = page.locator('main');
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(page.locator('select:visible')).toHaveCount(0);
  await expect(page.locator('#staff-notice')).toBeHidden();
  await expect(page.locator('main a[href="/staff/requests"]')).toBeHidden();
  await expect(page.locator('header')).toContainText('Gulshan');
  await expect(main.locator('h1')).toContainText(refs.group);
  await expect(main).toContainText('Abdulaziz Toʻxtasinov');
  // The stay, the prices and the history are there: four headed sections at least.
  expect(await main.locator('section h2:visible').count()).toBeGreaterThanOrEqual(4);
  await expect(main.locator('ol li').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const pdf = await page.pdf({ format: 'A4', path: path.join(SCREENSHOT_DIR, 'staff-request-print-ru.pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await saveScreenshot(page, path.join(SCREENSHOT_DIR, 'staff-request-print-ru.png'), { fullPage: true });
  // Hiding the buttons on paper keeps the calendar's nights, which are data shown as buttons.
  await page.goto(`${ORIGIN}/staff/calendar`);
  await settled(page);
  await expect(page.locator('tbody button:visible').first()).toBeVisible();
  await expect(page.locator('main form button:visible')).toHaveCount(0);
  await context.close();
});

test('Today and the calendar on a 360 px phone in Uzbek and Russian, for a person to look at', async ({ browser }) => {
  test.setTimeout(90_000);
  // A tall phone's screen (360 × 1100): what a receptionist sees in a scroll or two, small enough
  // a file for the docs (docs/screens/ holds the chosen ones).
  const shot = (page: Page, name: string) =>
    saveScreenshot(page, path.join(SCREENSHOT_DIR, `staff-screen-${name}.png`));
  for (const lang of ['uz', 'ru'] as const) {
    const { context, page } = await phone(browser, 360, lang);
    await page.setViewportSize({ width: 360, height: 1100 });
    await openToday(page);
    await settled(page);
    await shot(page, `today-${lang}-360`);
    await page.goto(`${ORIGIN}/staff/calendar`);
    await settled(page);
    await shot(page, `calendar-${lang}-360`);
    await openNight(page);
    await shot(page, `calendar-night-${lang}-360`);
    expect(await outOfView(page)).toEqual([]);
    await context.close();
  }
});
