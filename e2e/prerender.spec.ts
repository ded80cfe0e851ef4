import type { Page } from '@playwright/test';
import { appTexts } from '../src/app/app.texts';
import { expect, test } from './fixtures';
import { useStoredLanguage } from './support';
import { hotelDay } from './hotel';

/**
 * When the app loader (src/shared/langBoot.ts) may start the app on the page shown: at the first
 * paint of its largest photo, or after the load when no photo paints; nothing of the app (scripts,
 * the heading font) may be fetched before it.
 */
async function appStartSignal(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paints = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // No paint reported (a page without a photo): the stricter load is the signal.
      setTimeout(() => resolve([]), 2_000);
    });
    const photo = paints.find((entry) => (entry as PerformanceEntry & { url?: string }).url);
    return photo ? photo.startTime : navigation.loadEventEnd;
  });
}

test.describe('prerendered pages', () => {
  test('show their text with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [url, heading] of [
      ['/ru/rooms', 'Номера'],
      ['/en/rooms/6', 'Deluxe Double Suite'],
      ['/uz/services/sauna', 'Sauna'],
      ['/en/gallery', 'Gallery'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Feel at home in the heart of Namangan' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('hydrate without console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The unprefixed pages carry the language boot script too: a CSP refusal would show here.
    for (const url of [
      '/en',
      '/ru/rooms',
      '/uz/rooms/3',
      '/en/about',
      '/ru/gallery',
      '/en/services/wifi',
      '/',
      '/rooms',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    }
    expect(problems).toEqual([]);
  });

  test("fetch no script before the photo's paint (or the load), then hydrate, with the largest image preloaded", async ({
    page,
  }) => {
    for (const url of ['/en', '/ru/rooms', '/uz/gallery', '/en/rooms/2']) {
      await page.goto(url);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      const signal = await appStartSignal(page);
      const timing = await page.evaluate(() => {
        const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/static/js/'));
        return {
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
          // Dialogs load when first opened (or when a pointer comes over what opens them).
          dialogs: scripts.filter((entry) => /\/(lightbox|amenities|booking|datepicker)\./.test(entry.name)).length,
        };
      });
      expect(timing.dialogs, url).toBe(0);
      expect(timing.scripts, url).toBeGreaterThanOrEqual(4);
      expect(timing.firstScript, url).toBeGreaterThanOrEqual(signal);
      // The page's priority photo is preloaded as AVIF with the srcset and sizes its <picture> uses.
      const preload = page.locator('link[rel="preload"][as="image"][type="image/avif"]');
      await expect(preload, url).toHaveCount(1);
      const source = page.locator('picture:has(img[fetchpriority="high"]) source[type="image/avif"]').first();
      expect(await preload.getAttribute('imagesrcset'), url).toBe(await source.getAttribute('srcset'));
      expect(await preload.getAttribute('imagesizes'), url).toBe(await source.getAttribute('sizes'));
    }
  });

  test('a returning guest of another language is sent from an unprefixed page to theirs, with its query and fragment', async ({
    page,
  }) => {
    await useStoredLanguage(page, 'RU');
    await page.goto('/ru/about');
    // That page's own scripts (the app starts after its photo's paint) are all in before we listen.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (['document', 'script'].includes(request.resourceType()))
        requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/rooms?guests=2#list');
    await expect(page).toHaveURL(/\/ru\/rooms\?guests=2#list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Номера' })).toBeVisible();
    // The Uzbek page starts no script on its way out; the Russian page comes as HTML.
    expect(requests.slice(0, 2)).toEqual(['document /rooms', 'document /ru/rooms']);
    // No history entry for the page left behind: Back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/about$/);
    page.removeAllListeners('request');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-pending', /.*/);
  });

  test('an address with a query, or in another language, becomes the live page with no loading screen between', async ({
    page,
  }) => {
    // The app renders such a page afresh (its markup differs from the prerendered one): from the
    // first HTML to the live page, the page's own content must stay on screen, never the
    // "Loading…" fallback for the moment its code takes to arrive.
    const loading = Object.values(appTexts).map((texts) => texts.loading);
    await page.addInitScript((words: string[]) => {
      const seen: string[] = [];
      (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? '';
        const word = words.find((candidate) => text.includes(candidate));
        if (word) seen.push(word);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, loading);
    const stay = `checkin=${hotelDay(30)}&checkout=${hotelDay(32)}&guests=1`;
    for (const [url, heading] of [
      [`/ru/rooms/6?${stay}`, 'Двухместный люкс «Делюкс»'],
      [`/en/rooms?type=suite_double&${stay}`, 'Rooms'],
      [`/uz/rooms/2?${stay}`, null],
    ] as const) {
      await page.goto(url);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#root main h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen), url).toEqual(
        [],
      );
    }
    // An unprefixed page in a returning guest's other language sends them to theirs.
    await useStoredLanguage(page, 'RU');
    await page.goto('/rooms/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Двухместный люкс «Делюкс»' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen)).toEqual([]);
  });

  test('hydrate with the prerendered class names: the app restyles nothing it was served', async ({
    page,
    request,
  }) => {
    // styled-components names a class by counting the components made before it: if the browser's
    // start-up evaluated the app's modules in another order than the prerenderer, each component
    // would get a new name, insert its rules again under it and restyle the whole page.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    const SIMPLE = /^\.([\w-]+)\{([^{}]*)\}$/;
    for (const url of ['/en', '/ru/rooms', '/uz/rooms/3', '/en/gallery', '/ru/about']) {
      const html = await (await request.get(url)).text();
      const served = new Map<string, string>();
      for (const [, css] of html.matchAll(/<style data-styled[^>]*>([\s\S]*?)<\/style>/g))
        for (const [, name, body] of css!.matchAll(/\.([\w-]+)\{([^{}]*)\}/g)) served.set(name!, body!);
      const servedBodies = new Map([...served].map(([name, body]) => [body, name]));
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await page.waitForLoadState('networkidle');
      const rules = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
      // Rules the page was served, under another class name than it was served with.
      const renamed = rules.flatMap((rule) => {
        const [, name, body] = SIMPLE.exec(rule) ?? [];
        const servedAs = body === undefined ? undefined : servedBodies.get(body);
        return servedAs !== undefined && servedAs !== name && !served.has(name!) ? [`${servedAs} → ${name}`] : [];
      });
      expect(rules.length, url).toBeGreaterThan(0);
      expect(renamed, url).toEqual([]);
    }
  });

  test('the headings get their web font from the app, after the load, and never without scripts', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      for (const [url, files] of [
        ['/ru/rooms', ['cyrillic', 'latin']],
        ['/en/rooms/6', ['latin']],
      ] as const) {
        // A first visit each time: with the files already cached, Chromium takes them as soon as it
        // reads the faces, which costs no transfer.
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        const fonts: string[] = [];
        page.on('request', (request) => {
          const file = /cormorant-garamond-(\w+)-600/.exec(request.url());
          if (file) fonts.push(file[1]!);
        });
        await page.goto(url);
        const heading = page.getByRole('heading', { level: 1 });
        if (javaScriptEnabled) {
          await expect(page.locator('html')).toHaveAttribute('data-heading-font', '');
          await expect(heading).toHaveCSS('font-family', '"Cormorant Garamond", "Cormorant Times", Georgia, serif');
          // The faces come from the page's own <style>; the app adds no second one.
          await expect(page.locator('style#heading-font')).toHaveCount(1);
          await expect.poll(() => [...fonts].sort(), { message: url }).toEqual(files);
          await page.waitForFunction(() => document.fonts.status === 'loaded');
          // The faces come with the app, which starts after the photo's paint: they never share its line.
          const signal = await appStartSignal(page);
          const firstFont = await page.evaluate(() => {
            const font = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
            return Math.min(...font.map((entry) => entry.startTime));
          });
          expect(firstFont, url).toBeGreaterThanOrEqual(signal);
        } else {
          await page.waitForLoadState('networkidle');
          await expect(heading).toHaveCSS('font-family', '"Cormorant Times", Georgia, serif');
          expect(fonts, url).toEqual([]);
        }
        await context.close();
      }
    }
  });

  test('a phone showing a page while its HTML still arrives moves nothing it has shown when the rest comes', async ({
    browser,
    baseURL,
  }) => {
    // Chromium paints what it has parsed when the HTML comes in pieces (a slow line) or when its
    // parser yields. Content that CSS moves above what comes before it in the HTML (a booking
    // panel placed first with `order`, a masonry of balanced CSS columns) then pushes down what
    // the guest already sees (Lighthouse measured 0.08 on a room page). Here the page is served
    // cut after an element's end tag, at points spread through <main>, and every box on the
    // first screen must stand where it stands on the whole page. Scripts off: what is painted
    // before the app runs.
    // 7 pages × 17 loads and a walk of every box each: about 15 s on a quiet 2-core machine, past
    // 30 s on a busy one (it stopped at the fifth page in a full run beside other work).
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    /** The top of every box, by its place in the tree; `screenOnly`: those on the first screen. */
    const tops = (screenOnly: boolean) =>
      page.evaluate((screenOnly) => {
        const found: Record<string, number> = {};
        const walk = (element: Element, path: string) => {
          const box = element.getBoundingClientRect();
          // What the guest sees: a slide not shown (transparent, hidden) may move unseen.
          const seen = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
          if (seen && box.height > 0 && (!screenOnly || box.top < innerHeight)) found[path] = Math.round(box.top);
          [...element.children].forEach((child, i) => walk(child, `${path}/${child.tagName}${i}`));
        };
        walk(document.body, 'BODY');
        return found;
      }, screenOnly);
    for (const url of [
      '/uz',
      '/ru/rooms',
      '/en/rooms/6',
      '/ru/rooms/3',
      '/en/gallery',
      '/uz/services/sauna',
      '/ru/about',
    ]) {
      const whole = await (await page.request.get(url)).text();
      await page.goto(url);
      const final = await tops(false);
      const start = whole.indexOf('<main');
      const end = whole.indexOf('</main>');
      const ends = [
        ...whole.slice(start, end).matchAll(/<\/(?:div|p|li|ul|section|article|h[1-6]|button|aside|picture|figure)>/g),
      ].map((m) => start + m.index + m[0].length);
      const cuts = Array.from({ length: 16 }, (_, i) => ends[Math.floor(((i + 0.5) * ends.length) / 16)]!);
      const moved: string[] = [];
      for (const cut of cuts) {
        await page.route(`${baseURL}${url}`, (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: whole.slice(0, cut) }),
        );
        await page.goto(url);
        await page.unroute(`${baseURL}${url}`);
        for (const [path, top] of Object.entries(await tops(true)))
          if (final[path] !== undefined && Math.abs(final[path] - top) > 1)
            moved.push(`${path} at ${top} px, ${final[path]} px on the whole page (cut at byte ${cut})`);
      }
      expect(moved, url).toEqual([]);
    }
    await context.close();
  });

  test('an unknown address answers 404 and the app says so', async ({ page }) => {
    const response = await page.goto('/en/rooms/99');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Room not found.' })).toBeVisible();
    const other = await page.goto('/no/such/page');
    expect(other?.status()).toBe(404);
  });

  test('the sitemap and robots.txt are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/ru/rooms/6</loc>');
    expect(xml).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('hashed assets are immutable for a year; pages revalidate; text is served compressed', async ({ request }) => {
    const html = await request.get('/en/rooms', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe('br');
    const script = /(\/static\/js\/main\.[0-9a-f]{8}\.js)/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('prerendered heads', () => {
  test('each page carries its title, description, canonical, hreflang set and JSON-LD with the room prices', async ({
    request,
  }) => {
    const html = await (await request.get('/ru/rooms/6')).text();
    expect(html).toMatch(/<html lang="ru"/);
    expect(html).toContain('<title>Двухместный люкс «Делюкс» — Gulshan Hotel, Наманган</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{70,160}">/);
    expect(html).toContain('<link rel="canonical" href="https://gulshan-hotel.example/ru/rooms/6">');
    for (const lang of ['uz', 'ru', 'en', 'x-default']) expect(html).toContain(`hreflang="${lang}"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.jpg">/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const text = JSON.stringify(blocks);
    expect(text).toContain('"HotelRoom"');
    expect(text).toContain('"price":940000');
    expect(text).toContain('"priceCurrency":"UZS"');
    // The headings' web font is declared but preloaded by nothing and named by no heading until
    // the app switches it on; the headings start in a serif scaled to the font's metrics.
    expect(html).not.toContain('as="font"');
    expect(html).toMatch(
      /<style id="heading-font">@font-face\{font-family:'Cormorant Garamond';[^}]*cormorant-garamond-latin-600[^}]*\}@font-face\{[^}]*cormorant-garamond-cyrillic-600[^}]*unicode-range:/,
    );
    expect(html).toContain("h1,h2,h3,h4{font-family:'Cormorant Times',Georgia,serif;");
    expect(html).toContain(
      ":where(html[data-heading-font]) h1,:where(html[data-heading-font]) h2,:where(html[data-heading-font]) h3,:where(html[data-heading-font]) h4{font-family:'Cormorant Garamond','Cormorant Times',Georgia,serif;}",
    );
    expect(html).toMatch(
      /@font-face\{font-family:'Cormorant Times';font-weight:600 700;src:local\('Times New Roman Bold'\)[^}]*size-adjust:89\.3%/,
    );
    // Without scripts the page says, in its language, what needs them and how to book instead.
    expect(html).toMatch(
      /<noscript><p [^>]*>Для онлайн-бронирования, фильтров и меню включите в браузере JavaScript\. [^<]*<!-- --> <a href="tel:\+998690000001">/,
    );
    expect(html).not.toContain('JavaScript is needed for this site');
  });
});
