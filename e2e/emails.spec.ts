/**
 * Every guest email's HTML, as a mail client shows it: at 360 px (a phone) and 1280 px, in the
 * three languages, light and dark, the page never scrolls sideways. Screenshots go to
 * test-results/emails/ for a person to look at. The HTML is set as the page's content: no
 * request leaves the page (the email has no remote image, script or stylesheet).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { previewEmails } from '../server/cli/previewEmails';
import { saveScreenshot } from './support';

const SHOTS = path.join(__dirname, '..', 'test-results', 'emails');

for (const { kind, lang, email } of previewEmails()) {
  test(`${kind} email in ${lang} has no sideways scroll at 360 and 1280 px, light and dark`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && request.url() !== 'about:blank') requests.push(request.url());
    });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setContent(email.html ?? '', { waitUntil: 'load' });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText('GH-7K3Q9M').first()).toBeVisible();
        // The heading and the facts read on the card in both schemes (WCAG contrast of 4.5 or more).
        const contrasts = await page.evaluate(() => {
          const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const lum = (css: string) => {
            const [r, g, b] = rgb(css).map((v) =>
              v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
            );
            return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
          };
          const card = getComputedStyle(document.querySelector('.card')!).backgroundColor;
          return ['h1', '.card p', '.ink'].map((selector) => {
            const [a, b] = [lum(getComputedStyle(document.querySelector(selector)!).color), lum(card)].sort(
              (x, y) => y - x,
            );
            return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
          });
        });
        for (const ratio of contrasts) expect(ratio).toBeGreaterThanOrEqual(4.5);
        if (width === 360 && (lang === 'ru' || kind === 'confirmed')) {
          await saveScreenshot(page, path.join(SHOTS, `${kind}-${lang}-${width}-${scheme}.png`), { fullPage: true });
        }
      }
    }
    expect(requests).toEqual([]);
  });
}
