import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hotelDay } from './hotel';

/*
 * Fits a phone: in every language, at 320 and 360 px (and on a desktop), nothing in the booking
 * dialog, the filter modal, the home booking bar, the about page's panel or the rooms page's stay
 * summary sticks out of its box, nothing scrolls sideways, and no date or number is cut off.
 */

const LANGUAGES = ['uz', 'ru', 'en'] as const;
const WIDTHS = [320, 360, 1280] as const;

const STAY = `checkin=${hotelDay(30)}&checkout=${hotelDay(33)}`;
const FULL_DATE = /^\d{2}[./]\d{2}[./]\d{4}$/;

/**
 * What sticks out inside `selector`: an element reaching past its parent's box or the root's, a
 * box that scrolls sideways, a text input whose value is wider than the input. Elements of 1 px
 * or less (visually hidden labels) are skipped.
 */
async function overflows(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const problems: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
      const span = (box: DOMRect) => `[${Math.round(box.left)}, ${Math.round(box.right)}]`;
      const rootBox = root.getBoundingClientRect();
      if (root.scrollWidth > root.clientWidth)
        problems.push(`${name(root)} scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        // A `display: contents` wrapper has no box of its own: its children are laid out in its parent's.
        let holder = el.parentElement;
        while (holder && holder !== root && getComputedStyle(holder).display === 'contents')
          holder = holder.parentElement;
        const parent = holder?.getBoundingClientRect() ?? rootBox;
        if (box.left < parent.left - 0.5 || box.right > parent.right + 0.5)
          problems.push(`${name(el)} ${span(box)} sticks out of its parent ${span(parent)}`);
        if (box.left < rootBox.left - 0.5 || box.right > rootBox.right + 0.5)
          problems.push(`${name(el)} ${span(box)} sticks out of ${span(rootBox)}`);
        if (
          el.scrollWidth > el.clientWidth &&
          getComputedStyle(el).overflowX !== 'visible' &&
          !(el instanceof HTMLInputElement)
        )
          problems.push(`${name(el)} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
        if (
          el instanceof HTMLInputElement &&
          !['checkbox', 'radio'].includes(el.type) &&
          el.scrollWidth > el.clientWidth
        )
          problems.push(`${name(el)} value "${el.value}" is cut: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      const page = document.documentElement;
      if (page.scrollWidth > page.clientWidth)
        problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
      return problems;
    });
}

/**
 * Each view is opened once, on the narrowest phone (a fresh load at 320 px, the hardest case), then
 * checked again as the window widens to 360 and 1280 px (a phone turned, a desktop window): the
 * layout follows the width through CSS alone, so a resize lays it out as a load at that width
 * would, for a third of the page loads.
 */
async function atEachWidth(page: Page, check: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await test.step(`${width} px`, check);
  }
}

test.describe('fits 320, 360 and 1280 px', () => {
  test.use({ viewport: { width: WIDTHS[0], height: 800 } });

  for (const lang of LANGUAGES) {
    test(`booking dialog (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/rooms/6?${STAY}&guests=2`);
      await page.getByRole('complementary').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // A typical number: the value a guest types must show whole too.
      await dialog.locator('#booking-phone').fill('90 123 45 67');
      await atEachWidth(page, async () => {
        await expect(dialog.locator('#booking-check-in')).toHaveValue(FULL_DATE);
        expect(await overflows(page, '.dialog-content')).toEqual([]);
      });
    });

    test(`filter modal (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/rooms`);
      await page.locator('main button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await atEachWidth(page, async () => {
        expect(await overflows(page, '.dialog-content')).toEqual([]);
      });
    });

    test(`home booking bar shows whole dates (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}`);
      const bar = page.locator('form:has(input[id$="-checkin"])');
      const checkIn = bar.locator('input[id$="-checkin"]');
      await atEachWidth(page, async () => {
        await expect(checkIn).toHaveValue(FULL_DATE);
        expect(await overflows(page, 'form:has(input[id$="-checkin"])')).toEqual([]);
        // The date picker's own input, once a guest reaches for the field.
        await checkIn.click();
        await expect(page.locator('.react-datepicker')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('.react-datepicker')).toBeHidden();
        await expect(bar.locator('.react-datepicker__input-container input')).toHaveValue(FULL_DATE);
        expect(await overflows(page, 'form:has(input[id$="-checkin"])')).toEqual([]);
      });
    });

    test(`about page panel (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/about`);
      await atEachWidth(page, async () => {
        await expect(page.locator('aside form input[id$="-checkout"]')).toHaveValue(FULL_DATE);
        expect(await overflows(page, 'aside form')).toEqual([]);
      });
    });

    test(`rooms page stay summary with a group (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/rooms?${STAY}&guests=6`);
      await atEachWidth(page, async () => {
        await expect(page.getByTestId('group-note')).toBeVisible();
        expect(await overflows(page, 'section[aria-labelledby="stay-title"]')).toEqual([]);
      });
    });
  }
});
