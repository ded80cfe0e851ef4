import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/** Where screenshots go for a person to look at (git ignores it). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '.screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await scrollThrough(page);
  await saveScreenshot(page, path.join(SCREENSHOT_DIR, `${name}.png`), { fullPage: true });
}

/**
 * Writes a picture for a person to look at. Chromium now and then answers a capture with "Unable
 * to capture screenshot" when a compositor frame does not come in time (a known upstream flake,
 * seen on a loaded 2-core machine); the picture asserts nothing, so that answer alone is tried
 * again, twice at most. Any other error fails the test.
 */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Unable to capture screenshot')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

/** Starts the visit as a returning guest who chose this language before (later choices still win). */
export async function useStoredLanguage(page: Page, code: 'UZ' | 'RU' | 'EN'): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-language-set')) {
      window.localStorage.setItem('langCode', value);
      window.sessionStorage.setItem('e2e-language-set', '1');
    }
  }, code);
}

/**
 * An axe-core scan (WCAG 2.x A and AA) that must find nothing. Legacy mode runs the scan in the page
 * itself: the default opens a blank page in the context for every scan to merge cross-origin frames'
 * results, which costs about 1.2 s a scan on 2 cores and finds nothing more here (the one
 * cross-origin frame is the map's, a third party's page that never loads on a test machine; its
 * title is checked on ours). Same rules, same results, half the time. And only violations are
 * reported in full: axe then builds a selector for the failing nodes alone, not for each of the
 * page's thousands of passing and inapplicable ones (about 1.4 s less a scan, half again; which
 * rules run and what they find is unchanged, and violations are all this check reads).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Label in Name (WCAG 2.5.3) is marked experimental in axe, so no tag turns it on.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until the page is still: its fonts in, the transitions and entrance animations running now
 * ended (those ending within 2 s: not a slow decorative one, nor ones that start later, like the
 * home page's carousel turning by itself), and two frames painted since. The event a picture, a
 * layout or a shift measure waits for, on a busy machine too.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    let longest = 0;
    const ending = document.getAnimations().filter((animation) => {
      if (animation.playState !== 'running') return false;
      const timing = animation.effect?.getComputedTiming();
      const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
      if (left > 2_000) return false;
      longest = Math.max(longest, left);
      return true;
    });
    // Each ends at its own end time; one paused or replaced meanwhile never reports it, so the wait
    // is also bounded by the latest of those times (a frame's slack on a busy machine).
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, longest + 100)),
    ]);
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** Scrolls down the page a screen at a time (so reveal-on-scroll sections show), then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the reveal observers have seen this screen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  // Every section has revealed itself, and its animation has ended.
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const GUEST_LABELS = {
  uz: { firstName: 'Ism', lastName: 'Familiya', nationality: 'Fuqarolik', phone: 'Telefon raqami' },
  en: { firstName: 'First name', lastName: 'Last name', nationality: 'Nationality', phone: 'Phone number' },
  ru: { firstName: 'Имя', lastName: 'Фамилия', nationality: 'Гражданство', phone: 'Номер телефона' },
};

export interface Guest {
  firstName: string;
  lastName: string;
  nationality: string;
  phone: string;
}

/** Fills the booking dialog's guest fields, labelled in `lang`; the nationality is picked with Enter. */
export async function fillGuestForm(
  scope: Page | Locator,
  lang: keyof typeof GUEST_LABELS,
  guest: Guest,
): Promise<void> {
  const labels = GUEST_LABELS[lang];
  await scope.getByLabel(labels.firstName).fill(guest.firstName);
  await scope.getByLabel(labels.lastName).fill(guest.lastName);
  const nationality = scope.getByRole('combobox', { name: labels.nationality });
  await nationality.fill(guest.nationality);
  await nationality.press('Enter');
  await scope.getByLabel(labels.phone).fill(guest.phone);
}

/** The messages of the alerts the page shows from now on, each dismissed. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.dismiss();
  });
  return alerts;
}
