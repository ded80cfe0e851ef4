import path from 'node:path';
import { MASONRY_GAP_ROWS, MASONRY_ROWS_PER_WIDTH, masonryPlacement } from '../src/features/gallery/masonry';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, screenshot, SCREENSHOT_DIR } from './support';

test.describe('gallery', () => {
  test('open image 7, ArrowRight twice shows 9 / 30, Escape closes and focus returns to image 7', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/gallery');
    const grid = page.getByRole('list', { name: 'Photos of the hotel' });
    await expect(grid.getByRole('button')).toHaveCount(30);
    const seventh = grid.getByRole('button').nth(6);
    await seventh.click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('7 / 30')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('9 / 30')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Standard Single Room in the evening' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(seventh).toBeFocused();
  });

  test('the lightbox wraps, moves on a click on the photo, preloads neighbours and closes from the backdrop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/gallery');
    const grid = page.getByRole('list', { name: 'Photos of the hotel' });
    await grid.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('30 / 30')).toBeVisible();
    // The neighbours (29 and 1) are fetched before they are shown.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((n) => /\/img\/gallery\/29-(1024|1600)\./.test(n)).length,
        ),
      )
      .toBeGreaterThan(0);
    await dialog.getByRole('img', { name: 'Wooden sauna benches' }).click();
    await expect(dialog.getByText('1 / 30')).toBeVisible();
    // The dark space beside the photo is the backdrop.
    await page.mouse.click(20, 400);
    await expect(dialog).toHaveCount(0);
  });

  test('a swipe moves and a pull closes on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/gallery');
    await page.getByRole('list', { name: 'Photos of the hotel' }).getByRole('button').nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await expect(dialog.getByText('3 / 30')).toBeVisible();
    const box = (await dialog.getByTestId('lightbox-photo').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 20, y, { steps: 4 });
    await page.mouse.move(x - 50, y, { steps: 4 });
    await page.mouse.up();
    await expect(dialog.getByText('4 / 30')).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40, { steps: 4 });
    await page.mouse.move(x, y + 80, { steps: 4 });
    await page.mouse.up();
    await expect(dialog).toHaveCount(0);
  });

  test('no horizontal overflow at 360 px; the masonry has 2, 3 and 4 columns, each photo where masonryPlacement says', async ({
    page,
  }) => {
    for (const [width, columns] of [
      [360, 2],
      [800, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en/gallery');
      const grid = page.getByRole('list', { name: 'Photos of the hotel' });
      const layout = await grid.evaluate((list) => {
        const tiles = [...list.children].map((tile) => tile.getBoundingClientRect());
        const lefts = [...new Set(tiles.map((tile) => Math.round(tile.left)))].sort((a, b) => a - b);
        return {
          columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
          placed: tiles.map((tile) => lefts.indexOf(Math.round(tile.left))),
          // The photo's box and the row of the grid it starts at agree (the rows are sized right).
          spans: [...list.children].map((tile) =>
            Number(/span (\d+)/.exec((tile as HTMLElement).style.gridRowEnd)?.[1]),
          ),
          heights: tiles.map((tile) => tile.height),
          widths: tiles.map((tile) => tile.width),
        };
      });
      expect(layout.columns, `${width} px`).toBe(columns);
      expect(layout.placed, `${width} px`).toEqual(
        masonryPlacement(layout.spans, columns).map((place) => place.column),
      );
      // Each photo fills its rows but for the gap under it: under 7 of a column's 100 rows.
      for (const [i, height] of layout.heights.entries()) {
        const rowHeight = layout.widths[i]! / MASONRY_ROWS_PER_WIDTH;
        const free = layout.spans[i]! * rowHeight - height;
        expect(free, `${width} px, photo ${i + 1}`).toBeGreaterThanOrEqual((MASONRY_GAP_ROWS - 0.1) * rowHeight);
        expect(free, `${width} px, photo ${i + 1}`).toBeLessThanOrEqual((MASONRY_GAP_ROWS + 1.1) * rowHeight);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('the prerendered page carries the first screen’s photos; the rest come once the app runs, or from <noscript>', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get('/en/gallery')).text();
    const grid = html.slice(
      html.indexOf('aria-label="Photos of the hotel"'),
      html.indexOf('</ul>', html.indexOf('aria-label="Photos of the hotel"')),
    );
    const withoutNoscript = grid.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(withoutNoscript.match(/<img /g)).toHaveLength(5);
    expect(grid.match(/<noscript><picture/g)).toHaveLength(25);

    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const fetched: number[] = [];
      page.on('request', (r) => {
        const photo = /\/img\/gallery\/(\d+)-\d+\./.exec(r.url());
        if (photo) fetched.push(Number(photo[1]));
      });
      await page.goto('/en/gallery');
      const list = page.getByRole('list', { name: 'Photos of the hotel' });
      // Every photo, with its alternative text, with scripts or without.
      await expect(list.getByRole('img')).toHaveCount(30);
      await expect(list.getByRole('img', { name: 'The hotel building at dusk' })).toBeVisible();
      if (javaScriptEnabled) {
        // Before the page's load only the first screen's photos (1–5) may be fetched, and photo 1
        // is; the other four are the browser's lazy loads, which may start before or after it.
        const beforeLoad = await page.evaluate(() => {
          const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < load)
            .map((entry) => Number(/\/img\/gallery\/(\d+)-/.exec(entry.name)?.[1]))
            .filter((photo) => photo > 0);
        });
        expect(beforeLoad).toContain(1);
        expect(beforeLoad.filter((photo) => photo > 5)).toEqual([]);
      }
      await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await expect(list.getByRole('img').last()).toHaveJSProperty('complete', true);
      expect(new Set(fetched).size, `scripts ${javaScriptEnabled ? 'on' : 'off'}`).toBe(30);
      await context.close();
    }
  });

  test('a phone downloads small files for the grid', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/gallery');
    await page
      .getByRole('list', { name: 'Photos of the hotel' })
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    const widths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => /\/img\/gallery\/\d+-(\d+)\./.exec(e.name)?.[1])
        .filter((w): w is string => Boolean(w))
        .map(Number),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(640);
  });

  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`axe finds no violations on the gallery and in the open lightbox (${lang})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}/gallery`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator('main ul button').nth(6).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByText('7 / 30')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const width of [360, 1280] as const) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en/gallery');
      await screenshot(page, `gallery-en-${width}`);
      await page.locator('main ul button').nth(6).click();
      await expect(page.getByText('7 / 30')).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      await saveScreenshot(page, path.join(SCREENSHOT_DIR, `gallery-lightbox-${width}.png`));
    });
  }
});
