/**
 * The date picker speaks the page's language in a real browser: on the Uzbek and Russian home
 * pages the calendar of the booking bar names its box, month buttons, month and days in that
 * language (react-datepicker's own labels are English), and after a choice a screen reader hears
 * the chosen date in that language, never the library's "Selected date:". The console's date
 * fields are the same component (src/shared/dates/).
 */
import { expect, test } from './fixtures';
import { useStoredLanguage } from './support';

const ENGLISH = /\b(Choose|Not available|Previous|Next|Month|Week|Close|Selected|Date)\b/;

const PAGES = {
  UZ: {
    path: '/',
    checkIn: 'Kelish sanasi',
    box: 'Sanani tanlang',
    next: 'Keyingi oy',
    announced: /^Tanlangan sana: \d{4}-yil \d{1,2}-[a-z]+, [a-z]+$/,
  },
  RU: {
    path: '/ru',
    checkIn: 'Дата заезда',
    box: 'Выберите дату',
    next: 'Следующий месяц',
    announced: /^Выбрана дата: [а-я]+, \d{1,2} [а-я]+ \d{4} г\.$/,
  },
} as const;

for (const [code, page] of Object.entries(PAGES) as [keyof typeof PAGES, (typeof PAGES)[keyof typeof PAGES]][]) {
  test(`${code}: the booking bar's calendar has no English name, and a choice is announced in ${code}`, async ({
    page: tab,
  }) => {
    await tab.setViewportSize({ width: 1280, height: 800 });
    await useStoredLanguage(tab, code);
    await tab.goto(page.path);
    await tab.getByLabel(page.checkIn).click();
    const box = tab.getByRole('dialog', { name: page.box });
    await expect(box).toBeVisible();
    const names = () =>
      box.evaluate((root) =>
        [root, ...root.querySelectorAll('[aria-label], button')].map(
          (el) => el.getAttribute('aria-label') ?? el.textContent ?? '',
        ),
      );
    const first = await names();
    expect(first.length).toBeGreaterThan(28);
    expect(first.filter((name) => ENGLISH.test(name))).toEqual([]);
    await box.getByRole('button', { name: page.next }).click();
    expect((await names()).filter((name) => ENGLISH.test(name))).toEqual([]);

    // Choose a day from the keyboard, as home.spec does; the library's English live region stays silent.
    await tab.getByLabel(page.checkIn).click();
    await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
    await expect(tab.locator('.react-datepicker')).toHaveCount(0);
    await expect(tab.getByRole('status').filter({ hasText: page.announced })).toHaveCount(1);
    await expect(tab.getByRole('alert').filter({ hasText: /Selected date/ })).toHaveCount(0);
  });
}
