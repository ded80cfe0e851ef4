import { expect, test } from './fixtures';
import { expectNoAxeViolations, scrollThrough, settled, useStoredLanguage } from './support';

test.describe('home page', () => {
  test('header links scroll to each section, header height + 8 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // instant scroll: the offset is what we measure
    await page.goto('/en');
    await expect(page.locator('#contact')).toBeAttached();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, id] of [
      ['Rooms', 'rooms'],
      ['About', 'about'],
      ['Services', 'services'],
      ['Gallery', 'gallery'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page.locator(`#${id}`)).toBeFocused();
      const result = await page.evaluate((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return { top: Math.round(top), atBottom };
      }, id);
      // 64 px header + 8 px gap; the last section may sit lower when the page cannot scroll further.
      if (!result.atBottom) expect(result.top, id).toBe(72);
      else expect(result.top, id).toBeGreaterThanOrEqual(72);
    }
  });

  test('sections below the first screen are drawn only near it, and a smooth scroll to one still lands exactly', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    const visibility = (id: string) => page.locator(`#${id}`).evaluate((el) => getComputedStyle(el).contentVisibility);
    expect(await visibility('contact')).toBe('auto');
    expect(await visibility('gallery')).toBe('auto');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.locator('#gallery')).toBeFocused();
    // Smooth scrolling: wait until it has settled, then the section sits 64 + 8 px below the top.
    await expect
      .poll(
        async () => {
          const first = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(150);
          const second = await page.evaluate(() => window.scrollY);
          return first === second && second > 0;
        },
        { timeout: 10000 },
      )
      .toBe(true);
    expect(await page.locator('#gallery').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72);
  });

  test('from another page a section link goes home and scrolls there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/gallery');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/en#services$/);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const section = document.getElementById('services');
          return section ? Math.round(section.getBoundingClientRect().top) : null;
        }),
      )
      .toBe(72);
  });

  test('a section scrolled to stays below the header while the page above it still changes its height', async ({
    page,
  }) => {
    // A slow phone: the home page's lazy parts and photos may settle after the scroll.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/gallery');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Services' }).click();
    const servicesTop = () =>
      page.evaluate(() => {
        const section = document.getElementById('services');
        return section ? Math.round(section.getBoundingClientRect().top) : null;
      });
    await expect.poll(servicesTop).toBe(72);
    // Something above it loses 88 px, then gains 40: the section is kept in its place each time.
    for (const change of [-88, 40]) {
      await page.evaluate((px) => {
        const above = document.getElementById('about')!;
        above.style.height = `${above.getBoundingClientRect().height + px}px`;
        above.style.overflow = 'hidden';
      }, change);
      await expect.poll(servicesTop).toBe(72);
    }
    // Once the guest scrolls themselves, the page is theirs: a later change does not pull it back.
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await servicesTop()) ?? 72).toBeLessThan(72);
    const after = (await servicesTop())!;
    await page.evaluate(() => {
      const above = document.getElementById('about')!;
      above.style.height = `${above.getBoundingClientRect().height - 50}px`;
    });
    await settled(page);
    expect(await servicesTop()).toBe(after);
  });

  test('the booking bar leads to /rooms with checkin, checkout and guests', async ({ page }) => {
    await useStoredLanguage(page, 'EN');
    await page.goto('/');
    // The unprefixed home sends a guest of English to /en (src/shared/langBoot.ts); the bar is
    // used once that page is live.
    await expect(page).toHaveURL(/\/en$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Guests' }).selectOption('3');
    await page.getByRole('button', { name: 'Show rooms' }).click();
    await expect(page).toHaveURL(/\/rooms\?checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&guests=3$/);
    const url = new URL(page.url());
    const checkin = url.searchParams.get('checkin')!;
    const checkout = url.searchParams.get('checkout')!;
    expect(Date.parse(checkout) - Date.parse(checkin)).toBe(24 * 3600 * 1000);
  });

  test('the check-in date picker works from the keyboard and moves check-out along', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useStoredLanguage(page, 'EN');
    await page.goto('/');
    const checkIn = page.getByLabel('Check-in');
    const checkOut = page.getByLabel('Check-out');
    const before = await checkOut.inputValue();
    await checkIn.click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await page.keyboard.press('ArrowDown'); // into the calendar, a week later
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.locator('.react-datepicker')).toHaveCount(0);
    await expect(checkOut).not.toHaveValue(before);
    const [d1, m1, y1] = (await checkIn.inputValue()).split('/').map(Number);
    const [d2, m2, y2] = (await checkOut.inputValue()).split('/').map(Number);
    expect(Date.UTC(y2!, m2! - 1, d2) - Date.UTC(y1!, m1! - 1, d1)).toBe(24 * 3600 * 1000);
  });

  test('at 360 px the rooms list scrolls sideways and snaps by card', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en');
    const list = page.getByRole('list', { name: 'Rooms and prices' });
    await list.scrollIntoViewIfNeeded();
    const sizes = await list.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      snap: getComputedStyle(el).scrollSnapType,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client * 3);
    expect(sizes.snap).toContain('x');
    await list.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('with reduced motion nothing rotates on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en');
    await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('without reduced motion the hero advances after 6 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await page.mouse.move(5, 790); // away from the slideshow, which pauses under the pointer
    await page.clock.runFor(6_100);
    await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible();
  });

  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`axe finds no violations on the home page (${lang})`, async ({ page }) => {
      // Reduced motion: the scan must not catch a section halfway through its fade-in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${lang}`);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  }
});
