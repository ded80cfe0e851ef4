import { robotsTxt, sitemapUrls, sitemapXml } from '../../src/seo/sitemap';
import { EXAMPLE_ORIGIN, INDEXABLE_PATHS, siteOrigin } from '../../src/seo/site';
import { pageHead } from '../../src/seo/head';

const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('sitemap.xml', () => {
  const xml = sitemapXml();
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('lists every indexable page under /uz, /ru, /en and unprefixed, once each', () => {
    const locs = [...doc.getElementsByTagNameNS(SITEMAP, 'loc')].map((loc) => loc.textContent);
    expect(locs).toHaveLength(INDEXABLE_PATHS.length * 4);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(sitemapUrls());
    for (const path of INDEXABLE_PATHS) {
      const tail = path === '/' ? '' : path;
      for (const url of [
        `${EXAMPLE_ORIGIN}/uz${tail}`,
        `${EXAMPLE_ORIGIN}/ru${tail}`,
        `${EXAMPLE_ORIGIN}/en${tail}`,
        `${EXAMPLE_ORIGIN}${path}`,
      ]) {
        expect(locs).toContain(url);
      }
    }
    expect(locs.some((loc) => loc?.includes('my-requests'))).toBe(false);
  });

  it('gives every URL the same alternates as the page head', () => {
    const urls = [...doc.getElementsByTagNameNS(SITEMAP, 'url')];
    urls.forEach((url, i) => {
      const path = INDEXABLE_PATHS[Math.floor(i / 4)]!;
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => ({
        rel: link.getAttribute('rel'),
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      }));
      const expected = pageHead(path, 'UZ', { prefixed: true }).alternates.map((a) => ({ rel: 'alternate', ...a }));
      expect(links).toEqual(expected);
      expect(links.map((l) => l.hreflang)).toEqual(['uz', 'ru', 'en', 'x-default']);
    });
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the request list and the API and names the sitemap', () => {
    const lines = robotsTxt().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/my-requests', '/uz/my-requests', '/ru/my-requests', '/en/my-requests', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${EXAMPLE_ORIGIN}/sitemap.xml`);
    expect(lines.filter((l) => l.startsWith('Disallow: /')).some((l) => l === 'Disallow: /')).toBe(false);
  });
});

describe('SITE_ORIGIN', () => {
  const saved = process.env.SITE_ORIGIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_ORIGIN;
    else process.env.SITE_ORIGIN = saved;
  });

  it('moves every URL to the origin set at build time', () => {
    process.env.SITE_ORIGIN = 'https://www.hotel.example.uz/';
    expect(siteOrigin()).toBe('https://www.hotel.example.uz');
    expect(pageHead('/rooms/3', 'RU', { prefixed: true }).canonical).toBe('https://www.hotel.example.uz/ru/rooms/3');
    expect(robotsTxt()).toContain('Sitemap: https://www.hotel.example.uz/sitemap.xml');
    expect(sitemapXml()).not.toContain(EXAMPLE_ORIGIN);
  });

  it('refuses an origin that is not an http(s) URL', () => {
    process.env.SITE_ORIGIN = 'gulshan-hotel.uz';
    expect(() => siteOrigin()).toThrow(/SITE_ORIGIN/);
  });
});
