/**
 * The server renders the priced pages again (server/sitePages.ts): after the owner changes a
 * season, restriction or policy (a burst renders once), and at start when the store holds terms;
 * the fresh page is what the site serves, plain and precompressed (no stale .br or .gz), with a
 * new ETag. The renderer here is a stand-in for dist-ssr/ssr.js that writes through the real page
 * writer (src/seo/pageFiles.ts) and prices room 1 tonight with the real plan; a build without a
 * renderer is left alone. The real renderer on a real build is checked by the browser test.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { removeDir, tempDir } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { priceOfNight, type RatePlan } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import { pageFile, writePageHtml, type CompressionLevel } from '../../src/seo/pageFiles';
import { invite } from '../../server/staff/accounts';
import type { PageAddress, SiteRates } from '../../server/sitePages';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';
const TODAY = todayInHotel();
const ROOM = findRoom(1)!;
const TEMPLATE = '<!doctype html><html><body>{{body}}</body></html>';

const ADDRESSES: PageAddress[] = [
  { url: '/', path: '/', language: 'UZ', prefixed: false },
  { url: '/en/rooms/1', path: '/rooms/1', language: 'EN', prefixed: true },
  { url: '/en/gallery', path: '/gallery', language: 'EN', prefixed: true },
];

/** Every page the stand-in renderer wrote, in order. */
let rendered: string[] = [];

/** A page as the stand-in renders it: its address and room 1's price tonight, padded past the precompression floor. */
function pageHtml(url: string, plan: RatePlan): string {
  const price = priceOfNight(ROOM, plan, TODAY, null);
  return TEMPLATE.replace('{{body}}', `<p>${url} price ${price}</p><p>${'Gulshan Hotel. '.repeat(60)}</p>`);
}

const standIn = {
  pageAddresses: () => ADDRESSES,
  showsRates: (address: PageAddress) => address.path !== '/gallery',
  pageFile,
  todayInHotel: () => todayInHotel(),
  writePageFile: (
    dist: string,
    _template: string,
    address: PageAddress,
    build: { rates: SiteRates },
    level: CompressionLevel | false,
  ) => {
    rendered.push(address.url);
    return Promise.resolve(writePageHtml(dist, address.url, pageHtml(address.url, build.rates), level));
  },
};

/** A built site: dist/ with the build's pages (each with stale copies) and, unless told, dist-ssr/. */
function buildSite(root: string, withRenderer = true): { distDir: string; ssrDir: string } {
  const distDir = path.join(root, 'dist');
  const ssrDir = path.join(root, 'dist-ssr');
  const spec = { seasons: [], restrictions: [] };
  for (const { url } of ADDRESSES) writePageHtml(distDir, url, pageHtml(url, spec), 'best');
  fs.writeFileSync(path.join(distDir, 'route-chunks.json'), JSON.stringify({ main: ['static/js/main.js'] }));
  if (withRenderer) {
    fs.mkdirSync(ssrDir, { recursive: true });
    fs.writeFileSync(path.join(ssrDir, 'ssr.js'), '');
    fs.writeFileSync(path.join(ssrDir, 'page.html'), TEMPLATE);
    jest.doMock(path.join(ssrDir, 'ssr.js'), () => standIn);
  }
  return { distDir, ssrDir };
}

/** The page at `url` as a client that accepts `encoding` gets it, decompressed. */
async function fetchPage(server: TestApp, url: string, encoding: 'br' | 'gzip' | 'identity') {
  const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const raw = response.rawPayload;
  const used = response.headers['content-encoding'];
  const text = (used === 'br' ? zlib.brotliDecompressSync(raw) : used === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
    'utf8',
  );
  return { status: response.statusCode, text, etag: response.headers.etag, cache: response.headers['cache-control'] };
}

describe('the priced pages rendered again by the server', () => {
  let root: string;
  let dataDir: string;
  let server: TestApp | undefined;
  const seasonPrice = 555_000;

  beforeEach(() => {
    rendered = [];
    root = tempDir('site-pages-');
    dataDir = tempDir('site-pages-data-');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    removeDir(root);
    removeDir(dataDir);
  });

  async function start(site: { distDir: string; ssrDir: string }): Promise<TestApp> {
    // A burst: the test's two changes come well within this of each other.
    server = await injectApp({ SITE_ORIGIN: ORIGIN, DATA_DIR: dataDir }, { ...site, renderDebounceMs: 1_500 });
    await server.app.sitePages.idle();
    return server;
  }

  async function ownerHeaders(app: TestApp): Promise<Record<string, string>> {
    const { token } = await invite(app.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
    const answer = await app.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  }

  it('after a burst of changes renders each priced page once and serves it fresh, plain and precompressed', async () => {
    const app = await start(buildSite(root));
    // A fresh store holds no term: the build's pages stay.
    expect(rendered).toEqual([]);
    const before = await fetchPage(app, '/en/rooms/1', 'br');
    expect(before.text).toContain(`price ${ROOM.price}`);

    const owner = await ownerHeaders(app);
    const season = {
      name: 'Navruz',
      from: TODAY,
      to: addDays(TODAY, 3),
      prices: { [ROOM.id]: { price: seasonPrice, priceIntl: 700_000 } },
    };
    expect((await app.post('/api/staff/seasons', season, owner)).status).toBe(201);
    const restriction = { roomId: null, from: addDays(TODAY, 10), to: addDays(TODAY, 11), minNights: 2 };
    expect((await app.post('/api/staff/restrictions', restriction, owner)).status).toBe(201);
    await app.app.sitePages.idle();

    // One render for the two changes, of the pages that show a price (the gallery shows none).
    expect(rendered).toEqual(['/', '/en/rooms/1']);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const page = await fetchPage(app, '/en/rooms/1', encoding);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`price ${seasonPrice}`);
      expect(page.cache).toBe('no-cache');
    }
    expect((await fetchPage(app, '/en/rooms/1', 'br')).etag).not.toBe(before.etag);
    expect((await fetchPage(app, '/', 'gzip')).text).toContain(`price ${seasonPrice}`);
    expect((await fetchPage(app, '/en/gallery', 'br')).text).toContain(`price ${ROOM.price}`);
  });

  it('renders at start when the store already holds terms', async () => {
    const site = buildSite(root);
    const first = await start(site);
    const owner = await ownerHeaders(first);
    const answer = await first.app.inject({
      method: 'PUT',
      url: '/api/staff/policy',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'free', before: 3, unit: 'days' }),
    });
    expect(answer.statusCode).toBe(200);
    await first.app.sitePages.idle();
    await first.close();
    server = undefined;
    rendered = [];
    // The build again (its pages as they were), then a restart on the same store.
    for (const { url } of ADDRESSES) writePageHtml(site.distDir, url, 'stale', 'best');
    await start(site);
    expect(rendered).toEqual(['/', '/en/rooms/1']);
    expect((await fetchPage(server!, '/en/rooms/1', 'br')).text).toContain(`price ${ROOM.price}`);
  });

  it('leaves a build without a renderer alone', async () => {
    const app = await start(buildSite(root, false));
    expect(app.app.sitePages.enabled).toBe(false);
    const owner = await ownerHeaders(app);
    const season = { name: 'Summer', from: TODAY, to: TODAY, prices: { [ROOM.id]: { price: 1, priceIntl: 2 } } };
    expect((await app.post('/api/staff/seasons', season, owner)).status).toBe(201);
    await app.app.sitePages.idle();
    expect((await fetchPage(app, '/en/rooms/1', 'br')).text).toContain(`price ${ROOM.price}`);
  });
});
