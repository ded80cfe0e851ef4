import { pageHead, renderHeadTags, serializeJsonLd, type PageHead } from '../../src/seo/head';
import { INDEXABLE_PATHS, EXAMPLE_ORIGIN, siteOrigin, splitLanguagePath } from '../../src/seo/site';
import { pageHeading, resolvePage, titleForPath } from '../../src/seo/pages';
import { LANGUAGE_CODES } from '../../src/shared/language/languages';
import { roomCopy } from '../../src/shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from '../../src/features/rooms/roomsList.texts';

const ORIGIN = EXAMPLE_ORIGIN;
const lower = (code: string) => code.toLowerCase();
const prefixedPath = (path: string, code: string) => `/${lower(code)}${path === '/' ? '' : path}`;

const heads = INDEXABLE_PATHS.flatMap((path) =>
  LANGUAGE_CODES.map((language) => ({ path, language, head: pageHead(path, language, { prefixed: true }) })),
);

function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('pageHead for every indexable page and language', () => {
  beforeAll(() => {
    expect(process.env.SITE_ORIGIN ?? '').toBe('');
    expect(siteOrigin()).toBe(ORIGIN);
  });

  it('covers the 17 indexable pages in three languages', () => {
    expect(INDEXABLE_PATHS).toEqual([
      '/',
      '/rooms',
      '/rooms/1',
      '/rooms/2',
      '/rooms/3',
      '/rooms/4',
      '/rooms/5',
      '/rooms/6',
      '/about',
      '/gallery',
      '/services/breakfast',
      '/services/parking',
      '/services/wifi',
      '/services/sauna',
      '/services/pool',
      '/services/birds',
      '/privacy',
    ]);
    expect(heads).toHaveLength(51);
  });

  it('gives every page and language a title of its own', () => {
    const titles = heads.map(({ head }) => head.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const { head } of heads) expect(head.title).toContain('Gulshan Hotel');
  });

  it('keeps titles within 60 characters unless the page heading itself leaves no room for the city', () => {
    for (const { path, language, head } of heads) {
      if (head.title.length <= 60) continue;
      expect(head.title).toBe(`${pageHeading(resolvePage(path), language)} — Gulshan Hotel`);
    }
  });

  it('describes every page in 70–160 characters', () => {
    for (const { path, language, head } of heads) {
      expect([path, language, head.description.length >= 70 && head.description.length <= 160]).toEqual([
        path,
        language,
        true,
      ]);
      expect(head.og.description).toBe(head.description);
      expect(head.twitter.description).toBe(head.description);
    }
  });

  it('takes descriptions from the page texts', () => {
    expect(pageHead('/rooms', 'EN', { prefixed: true }).description).toBe(roomsPageTexts.EN.lead);
    expect(pageHead('/rooms/6', 'RU', { prefixed: true }).description).toBe(roomCopy.RU[6]?.desc);
    expect(pageHead('/rooms/6', 'EN', { prefixed: true }).title).toBe('Deluxe Double Suite — Gulshan Hotel, Namangan');
  });

  it('points the canonical at the language-prefixed page and lists uz, ru, en and x-default', () => {
    for (const { path, language, head } of heads) {
      const canonical = `${ORIGIN}${prefixedPath(path, language)}`;
      expect(head.canonical).toBe(canonical);
      expect(head.og.url).toBe(canonical);
      expect(head.lang).toBe(lower(language));
      expect(head.robots).toBeUndefined();
      expect(head.status).toBe(200);
      expect(head.alternates).toEqual([
        { hreflang: 'uz', href: `${ORIGIN}${prefixedPath(path, 'UZ')}` },
        { hreflang: 'ru', href: `${ORIGIN}${prefixedPath(path, 'RU')}` },
        { hreflang: 'en', href: `${ORIGIN}${prefixedPath(path, 'EN')}` },
        { hreflang: 'x-default', href: `${ORIGIN}${path}` },
      ]);
    }
  });

  it('makes the unprefixed (Uzbek) page the x-default, canonical to itself', () => {
    const head = pageHead('/rooms/3', 'UZ', { prefixed: false });
    expect(head.canonical).toBe(`${ORIGIN}/rooms/3`);
    expect(head.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe(head.canonical);
    expect(head.title).toBe(pageHead('/rooms/3', 'UZ', { prefixed: true }).title);
    expect(pageHead('/', 'UZ', { prefixed: false }).canonical).toBe(`${ORIGIN}/`);
    expect(pageHead('/rooms/', 'UZ', { prefixed: false }).canonical).toBe(`${ORIGIN}/rooms`);
  });

  it('fills Open Graph and Twitter cards with an absolute image', () => {
    const home = pageHead('/', 'RU', { prefixed: true });
    expect(home.og).toMatchObject({
      type: 'website',
      image: `${ORIGIN}/img/og/hotel-1200.jpg`,
      imageWidth: 1200,
      imageHeight: 630,
      locale: 'ru_RU',
      localeAlternates: ['uz_UZ', 'en_GB'],
      siteName: 'Gulshan Hotel',
    });
    expect(home.twitter).toMatchObject({ card: 'summary_large_image', title: home.title, image: home.og.image });
    const room = pageHead('/rooms/2', 'EN', { prefixed: true });
    expect(room.og).toMatchObject({
      image: `${ORIGIN}/img/rooms/2-1-1200.jpg`,
      imageWidth: 1200,
      imageHeight: 900,
      imageAlt: 'Standard Twin Room',
      locale: 'en_GB',
    });
    expect(pageHead('/services/wifi', 'EN', { prefixed: true }).og.image).toBe(
      `${ORIGIN}/img/services/wifi-1-1200.jpg`,
    );
  });

  it('gives unknown paths a 404 head with noindex and no canonical', () => {
    for (const path of ['/nope', '/rooms/7', '/rooms/x', '/services/spa', '/about/more']) {
      const head = pageHead(path, 'EN', { prefixed: true });
      expect(head).toMatchObject({
        status: 404,
        robots: 'noindex',
        canonical: null,
        alternates: [],
        jsonLd: [],
        title: 'Page not found — Gulshan Hotel, Namangan',
      });
      expect(renderHeadTags(head)).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('keeps /my-requests out of the index', () => {
    const head = pageHead('/my-requests', 'RU', { prefixed: true });
    expect(head.robots).toBe('noindex');
    expect(head.status).toBe(200);
    expect(head.jsonLd).toEqual([]);
  });

  it('splits addresses the way the router does', () => {
    expect(splitLanguagePath('/RU/rooms/3/')).toEqual({ language: 'RU', path: '/rooms/3', prefixed: true });
    expect(splitLanguagePath('/en')).toEqual({ language: 'EN', path: '/', prefixed: true });
    expect(splitLanguagePath('/gallery?x=1')).toEqual({ language: 'UZ', path: '/gallery', prefixed: false });
    expect(splitLanguagePath('/')).toEqual({ language: 'UZ', path: '/', prefixed: false });
    // An unknown language code shows the page in Uzbek: the /uz/… page's head.
    expect(splitLanguagePath('/xx/rooms')).toEqual({ language: 'UZ', path: '/rooms', prefixed: true });
  });
});

describe('renderHeadTags', () => {
  it('renders every tag the page needs, parseable, with JSON-LD that parses', () => {
    for (const { path, language, head } of heads) {
      const doc = parseHead(renderHeadTags(head));
      expect(doc.title).toBe(head.title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(head.description);
      expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${ORIGIN}${prefixedPath(path, language)}`,
      );
      const hreflangs = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
        l.getAttribute('hreflang'),
      );
      expect(hreflangs).toEqual(['uz', 'ru', 'en', 'x-default']);
      for (const property of [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:image:width',
        'og:image:height',
        'og:image:alt',
        'og:locale',
        'og:site_name',
        'og:type',
      ]) {
        expect(doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content')).toBeTruthy();
      }
      expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      const scripts = [...doc.querySelectorAll('script')];
      expect(scripts.length).toBe(head.jsonLd.length);
      expect(scripts.map((s) => JSON.parse(s.textContent ?? ''))).toEqual(head.jsonLd);
    }
  });

  it('keeps hostile values inert in attributes, the title and JSON-LD', () => {
    const base = pageHead('/', 'EN', { prefixed: true });
    const evil = `"<script>alert(1)</script>' & <!--`;
    const head: PageHead = {
      ...base,
      title: evil,
      description: evil,
      og: { ...base.og, title: evil, imageAlt: evil },
      jsonLd: [{ '@type': 'Thing', name: `</script><script>alert(1)</script>${evil}` }],
    };
    const html = renderHeadTags(head);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"<script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('<title>&quot;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &amp; &lt;!--</title>');
    const doc = parseHead(html);
    expect(doc.title).toBe(evil);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(evil);
    expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(evil);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(head.jsonLd[0]);
  });

  it('serialises JSON-LD without <, > or & while staying the same JSON', () => {
    const value = { a: '</script>&<!--', b: '\u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('titleForPath', () => {
  it('is the prerendered title, for the client to keep after hydration', () => {
    for (const { path, language, head } of heads) expect(titleForPath(path, language)).toBe(head.title);
    expect(titleForPath('/nope', 'RU')).toBe(pageHead('/nope', 'RU', { prefixed: true }).title);
  });
});
