import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot, scrollThrough, useStoredLanguage } from './support';

const roomTitles = (page: Page) => page.locator('article h2').allTextContents();

test.describe('rooms', () => {
  test('filter by a type and an amenity shows the right rooms, and a reload keeps the filter', async ({ page }) => {
    await useStoredLanguage(page, 'EN');
    await page.goto('/rooms');
    await expect(page.locator('article')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter rooms' });
    await dialog.getByRole('checkbox', { name: 'Suite', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Deluxe suite', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Parking' }).check();
    await expect(page.getByTestId('filter-badge')).toHaveText('3');
    // The page behind does not scroll while the modal is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    expect(await roomTitles(page)).toEqual(['Family Suite', 'Deluxe Double Suite']);
    await expect(page).toHaveURL(
      /type=suite_single%2Csuite_double&amenity=parking|type=suite_single,suite_double&amenity=parking/,
    );

    await page.reload();
    await expect(page.locator('article')).toHaveCount(2);
    expect(await roomTitles(page)).toEqual(['Family Suite', 'Deluxe Double Suite']);
    await expect(page.getByTestId('filter-badge')).toHaveText('3');
  });

  test('the filter modal closes on Escape and on the backdrop, returning focus', async ({ page }) => {
    await page.goto('/en/rooms');
    const button = page.getByRole('button', { name: 'Filter' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filter rooms' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filter rooms' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a room page: the lightbox moves with the keys, closes on Escape and returns focus to the thumbnail', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/rooms');
    await page.getByRole('link', { name: 'Deluxe Double Suite' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Double Suite' })).toBeVisible();
    const thumbnail = page.getByRole('button', { name: 'Enlarge photo (2 / 5)' });
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: 'Deluxe Double Suite: photos' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText('2 / 5');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('3 / 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText('5 / 5');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test('the room page keeps the stay and opens All amenities', async ({ page }) => {
    await page.goto('/en/rooms/6');
    await page.getByRole('button', { name: 'See all' }).click();
    const dialog = page.getByRole('dialog', { name: 'All amenities' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Jacuzzi');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const path of ['/en/rooms/abc', '/en/rooms/99']) {
    test(`${path} shows 'Room not found.'`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Room not found.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    });
  }

  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`axe finds no violations on /rooms and a room page (${lang})`, async ({ page }) => {
      // Three full scans of long pages (the list, a room page, its amenities dialog): a minute, as the other scans have.
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${lang}/rooms?checkin=2099-01-10&checkout=2099-01-12&guests=2`);
      await expect(page.locator('article').first()).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page);
      await screenshot(page, `rooms-${lang}-1280`);
      await page.goto(`/${lang}/rooms/5`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /See all|Barchasini|Посмотреть/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a group of six sees the kinds whose rooms take six, how many rooms of each it needs, and books three twins in one request', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/rooms?checkin=2099-01-10&checkout=2099-01-12&guests=6');
    // The two suites whose two rooms take four are hidden, and the page says so.
    await expect(page.locator('article')).toHaveCount(4);
    await expect(
      page.getByText('2 kinds of room are hidden: even all their rooms together take fewer than 6 guests.'),
    ).toBeVisible();
    const note = page.getByTestId('group-note');
    await expect(note).toContainText(
      'One request books several rooms of one kind. For rooms of different kinds, send a request for each kind, or call reception:',
    );
    await expect(note.getByRole('link', { name: '+998 69 000 00 01' })).toHaveAttribute('href', 'tel:+998690000001');
    await expectNoAxeViolations(page);
    const twin = page.getByRole('article', { name: 'Standard Twin Room' });
    await expect(twin.getByTestId('room-2-group')).toHaveText('3 rooms for 6 guests');
    await twin.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Guests', { exact: true })).toHaveValue('6');
    await expect(dialog.getByRole('spinbutton', { name: 'Rooms' })).toHaveValue('3');
  });

  test('rooms pages fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/ru/rooms', '/uz/rooms/4']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `${path.replace(/\//g, '-').slice(1)}-360`);
    }
  });
});
