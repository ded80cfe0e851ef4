import type { Page } from '@playwright/test';
import { bookingTexts } from '../src/features/booking/booking.texts';
import { fieldsTexts } from '../src/features/booking/fields.texts';
import { myRequestsTexts } from '../src/features/booking/myRequests.texts';
import { privacyTexts } from '../src/features/privacy/privacy.texts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillGuestForm, screenshot } from './support';

/*
 * The guest's personal data, in three languages: the privacy notice reads (its title, every
 * section, an axe scan); the booking dialog's link opens it beside the dialog, and back in the
 * dialog every value typed is still there; and once a request is cancelled, the guest deletes its
 * data from My requests: the hotel's status route no longer knows it, and the list forgets it.
 */

const GUESTS = {
  uz: { firstName: 'Dilnoza', lastName: 'Yusupova', nationality: 'Oʻzbekiston', phone: '90 765 43 21' },
  ru: { firstName: 'Ольга', lastName: 'Соколова', nationality: 'Россия', phone: '+7 913 222 33 44' },
  en: { firstName: 'Emma', lastName: 'Clarke', nationality: 'United Kingdom', phone: '+44 20 7946 0958' },
} as const;
/** The country the phone field settles on for each guest's number (the +44 of an English number moves it to GB). */
const PHONE_COUNTRY = { uz: 'uz', ru: 'ru', en: 'gb' } as const;
const LABELS = {
  uz: { firstName: 'Ism', lastName: 'Familiya', nationality: 'Fuqarolik', phone: 'Telefon raqami' },
  ru: { firstName: 'Имя', lastName: 'Фамилия', nationality: 'Гражданство', phone: 'Номер телефона' },
  en: { firstName: 'First name', lastName: 'Last name', nationality: 'Nationality', phone: 'Phone number' },
} as const;

/** A stay of two nights `daysAhead` from now, in the page address's form. */
function stay(daysAhead: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  return `?checkin=${day(daysAhead)}&checkout=${day(daysAhead + 2)}&guests=1`;
}

/** The dialog's values, by their labels, as the guest sees them. */
async function values(page: Page, lang: keyof typeof LABELS): Promise<Record<string, string>> {
  const dialog = page.getByRole('dialog');
  const labels = LABELS[lang];
  return {
    firstName: await dialog.getByLabel(labels.firstName).inputValue(),
    lastName: await dialog.getByLabel(labels.lastName).inputValue(),
    nationality: await dialog.getByRole('combobox', { name: labels.nationality }).inputValue(),
    phoneCountry: await dialog
      .getByLabel(fieldsTexts[lang.toUpperCase() as 'UZ' | 'RU' | 'EN'].phone.countryCode)
      .inputValue(),
    phone: await dialog.getByLabel(labels.phone).inputValue(),
    email: await dialog.getByLabel(bookingTexts[lang.toUpperCase() as 'UZ' | 'RU' | 'EN'].email).inputValue(),
  };
}

test.describe.configure({ timeout: 120_000 });

for (const [index, lang] of (['uz', 'ru', 'en'] as const).entries()) {
  const code = lang.toUpperCase() as 'UZ' | 'RU' | 'EN';
  const notice = privacyTexts[code];
  const consent = bookingTexts[code].consent;
  const mine = myRequestsTexts[code];

  test(`${lang}: the privacy notice reads, the dialog's link opens it and keeps every value, and a cancelled request's data is deleted from My requests`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    // The notice: its title and every section's heading, and nothing axe objects to.
    await page.goto(`/${lang}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    for (const section of notice.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    // The dialog, filled in; its link opens the notice in a tab of its own.
    await page.setViewportSize({ width: 360, height: 740 });
    // A retry takes other dates: the first try's request may hold its room.
    await page.goto(`/${lang}/rooms/2${stay(640 + index * 6 + testInfo.retry * 20)}`);
    await page.getByRole('complementary').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await fillGuestForm(dialog, lang, GUESTS[lang]);
    await dialog.getByLabel(bookingTexts[code].email).fill(`guest.${lang}@example.org`);
    // The phone's rules load on demand; once in, a number typed with its +44 shows it as the country.
    await expect(dialog.getByLabel(fieldsTexts[code].phone.countryCode)).toHaveValue(PHONE_COUNTRY[lang]);
    const typed = await values(page, lang);
    const link = dialog.getByRole('link', { name: `${consent.link} ${consent.newTab}` });
    await link.scrollIntoViewIfNeeded();
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    expect(new URL(tab.url()).pathname).toBe(`/${lang}/privacy`);
    await tab.close();
    // Back in the dialog: still open, every value as typed.
    await page.bringToFront();
    await expect(dialog).toBeVisible();
    expect(await values(page, lang)).toEqual(typed);

    // Sent, then cancelled from My requests.
    await dialog.getByRole('button', { name: bookingTexts[code].confirm, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click({ timeout: 15_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/my-requests`);
    const [record] = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('bookingRequests') ?? '[]') as {
          bookingId: string;
          reference?: string;
          statusToken: string;
        }[],
    );
    expect(record?.statusToken).toBeTruthy();
    const reference = record!.reference ?? record!.bookingId;
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: mine.cancel }).click();
    await item.getByRole('button', { name: mine.cancelYes }).click();
    await expect(item.getByRole('status')).toContainText(mine.statuses.cancelled);

    // Deleted: asked first, then the notice takes the focus and the request leaves the list.
    await item.getByRole('button', { name: mine.erase }).click();
    await expect(item.getByRole('group', { name: mine.erase })).toContainText(mine.eraseQuestion);
    await expectNoAxeViolations(page);
    const erase = page.waitForResponse((r) => r.url().endsWith(`/api/bookings/${record!.bookingId}/erase`));
    await item.getByRole('button', { name: mine.eraseYes }).click();
    expect((await erase).status()).toBe(200);
    const done = page.getByText(mine.erased(reference));
    await expect(done).toBeFocused();
    await expect(item).toHaveCount(0);
    await expect(page.getByText(mine.empty)).toBeVisible();
    if (lang === 'en') await screenshot(page, 'privacy-data-deleted');
    await expectNoAxeViolations(page);
    // The hotel no longer knows the request by its token.
    const status = await request.get(`/api/bookings/${record!.bookingId}`, {
      headers: { 'x-status-token': record!.statusToken },
    });
    expect(status.status()).toBe(404);
    expect(await page.evaluate(() => localStorage.getItem('bookingRequests'))).toBe('[]');
  });
}
