/**
 * The server renders the priced pages again (server/sitePages.ts) into its own DATA_DIR/pages,
 * never into the build output: after the owner changes a season, restriction or policy (a burst
 * renders once), and at start when the pages there are not those of the store's terms and this
 * build. They are served before the build's own (server/site.ts), plain and precompressed, with
 * the build's headers and a new ETag and Last-Modified; two servers with two stores on one
 * checkout each serve their own prices; a rebuild keeps the owner's prices (rendered again at start
 * with the new build's scripts); without terms the build's pages are served again. The renderer
 * here is a stand-in for dist-ssr/ssr.js that writes through the real page writer
 * (src/seo/pageFiles.ts) and prices room 1 tonight with the real plan; a build without a renderer
 * is left alone. The real renderer on a real build is checked by the browser test (e2e/rates.spec.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { injectApp, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS, removeDir, tempDir } from './support/store';
import type { TestStore } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { priceOfNight, type RatePlan } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import { pageFile, writePageHtml, type CompressionLevel } from '../../src/seo/pageFiles';
import { invite } from '../../server/staffConsole/accounts';
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
const PRICED = ['/', '/en/rooms/1'];

/** Every page the stand-in renderer wrote, in order. */
let rendered: string[] = [];
/** The hotel's day as the stand-in renderer tells it (a test turns it). */
let hotelDay = TODAY;

/**
 * A page as the stand-in renders it: its address, the build's main script and room 1's price
 * tonight, padded past the precompression floor.
 */
function pageHtml(url: string, plan: RatePlan, main: string): string {
  const price = priceOfNight(ROOM, plan, TODAY, null);
  return TEMPLATE.replace(
    '{{body}}',
    `<p>${url} price ${price}</p><script src="/${main}"></script><p>${'Gulshan Hotel. '.repeat(60)}</p>`,
  );
}

const standIn = {
  pageAddresses: () => ADDRESSES,
  showsRates: (address: PageAddress) => address.path !== '/gallery',
  pageFile,
  todayInHotel: () => hotelDay,
  writePageFile: (
    dir: string,
    _template: string,
    address: PageAddress,
    build: { rates: SiteRates; routeChunks: unknown },
    level: CompressionLevel | false,
  ) => {
    rendered.push(address.url);
    const main = (build.routeChunks as { main: string[] }).main[0]!;
    return Promise.resolve(writePageHtml(dir, address.url, pageHtml(address.url, build.rates, main), level));
  },
};

interface Site {
  distDir: string;
  ssrDir: string;
}

/**
 * A built site: dist/ with the build's pages (spec prices, precompressed, written a day ago) and
 * its route-chunks.json naming `main`, and, unless told, dist-ssr/. Building again into the same
 * root is a rebuild.
 */
function buildSite(root: string, { withRenderer = true, main = 'static/js/main.1.js' } = {}): Site {
  const distDir = path.join(root, 'dist');
  const ssrDir = path.join(root, 'dist-ssr');
  const spec = { seasons: [], restrictions: [] };
  const yesterday = new Date(Date.now() - 86_400_000);
  for (const { url } of ADDRESSES) {
    const file = writePageHtml(distDir, url, pageHtml(url, spec, main), 'best');
    for (const suffix of ['', '.br', '.gz']) fs.utimesSync(`${file}${suffix}`, yesterday, yesterday);
  }
  fs.writeFileSync(path.join(distDir, 'route-chunks.json'), JSON.stringify({ main: [main] }));
  if (withRenderer) {
    fs.mkdirSync(ssrDir, { recursive: true });
    fs.writeFileSync(path.join(ssrDir, 'ssr.js'), '');
    fs.writeFileSync(path.join(ssrDir, 'page.html'), TEMPLATE);
    jest.doMock(path.join(ssrDir, 'ssr.js'), () => standIn);
  }
  return { distDir, ssrDir };
}

/** A hash of every file under `dir` (names, bytes and modification times). */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      hash.update(path.relative(dir, full));
      if (entry.isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full)).update(String(fs.statSync(full).mtimeMs));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The runtime pages' files under `dataDir` (relative to DATA_DIR/pages), sorted. */
function runtimeFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'pages');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** The page at `url` as a client that accepts `encoding` gets it, decompressed. */
async function fetchPage(server: TestApp, url: string, encoding: 'br' | 'gzip' | 'identity') {
  const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const raw = response.rawPayload;
  const used = response.headers['content-encoding'];
  const text = (used === 'br' ? zlib.brotliDecompressSync(raw) : used === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
    'utf8',
  );
  return {
    status: response.statusCode,
    text,
    encoding: used,
    etag: response.headers.etag,
    modified: response.headers['last-modified'],
    cache: response.headers['cache-control'],
    type: response.headers['content-type'],
    vary: response.headers.vary,
  };
}

async function ownerHeaders(app: TestApp): Promise<Record<string, string>> {
  const { token } = await invite(app.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
  const answer = await app.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
  return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
}

/** A season pricing room 1 at `price` from tonight. */
function seasonAt(price: number) {
  return { name: 'Navruz', from: TODAY, to: addDays(TODAY, 3), prices: { [ROOM.id]: { price, priceIntl: 900_000 } } };
}

describe.each(BACKENDS)('the priced pages rendered again by the server on $name', (backend) => {
  let root: string;
  let stores: TestStore[] = [];
  let servers: TestApp[] = [];

  beforeEach(() => {
    rendered = [];
    hotelDay = TODAY;
    root = tempDir('site-pages-');
  });
  afterEach(async () => {
    for (const server of servers) await server.close();
    for (const store of stores) await store.drop();
    servers = [];
    stores = [];
    removeDir(root);
  });

  async function newStore(): Promise<TestStore> {
    const store = await backend.create();
    stores.push(store);
    return store;
  }

  /** A server on `store` serving `site`; its first look at the terms done. */
  async function start(site: Site, store: TestStore, options: { renderCheckMs?: number } = {}): Promise<TestApp> {
    // A burst: the test's two changes come well within this of each other.
    const server = await injectApp(
      { SITE_ORIGIN: ORIGIN, ...store.env },
      { ...site, renderDebounceMs: 1_500, ...options },
    );
    servers.push(server);
    await server.app.sitePages.idle();
    return server;
  }

  async function stop(server: TestApp): Promise<void> {
    servers = servers.filter((other) => other !== server);
    await server.close();
  }

  it('renders each priced page once after a burst into DATA_DIR, serves it before the build’s with the same headers, and never writes the build', async () => {
    const site = buildSite(root);
    const store = await newStore();
    const app = await start(site, store);
    // A fresh store holds no term: the build's pages stay, and nothing is written.
    expect(rendered).toEqual([]);
    const before = await fetchPage(app, '/en/rooms/1', 'br');
    expect(before.text).toContain(`price ${ROOM.price}`);
    const distBefore = treeHash(path.join(root, 'dist'));

    const owner = await ownerHeaders(app);
    expect((await app.post('/api/staff/seasons', seasonAt(555_000), owner)).status).toBe(201);
    const restriction = { roomId: null, from: addDays(TODAY, 10), to: addDays(TODAY, 11), minNights: 2 };
    expect((await app.post('/api/staff/restrictions', restriction, owner)).status).toBe(201);
    await app.app.sitePages.idle();

    // One render for the two changes, of the pages that show a price (the gallery shows none),
    // into DATA_DIR/pages/{build}/ with their precompressed copies; the build output as it was.
    expect(rendered).toEqual(PRICED);
    expect(treeHash(path.join(root, 'dist'))).toBe(distBefore);
    const files = runtimeFiles(store.dataDir);
    const build = files[0]!.split('/')[0]!;
    expect(files).toEqual(
      [
        '.stamp.json',
        'en/rooms/1/index.html',
        'en/rooms/1/index.html.br',
        'en/rooms/1/index.html.gz',
        'index.html',
        'index.html.br',
        'index.html.gz',
      ].map((name) => `${build}/${name}`),
    );

    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const page = await fetchPage(app, '/en/rooms/1', encoding);
      expect(page).toMatchObject({
        status: 200,
        encoding: encoding === 'identity' ? undefined : encoding,
        cache: 'no-cache',
        type: before.type,
        vary: before.vary,
      });
      expect(page.text).toContain(`price 555000`);
    }
    const after = await fetchPage(app, '/en/rooms/1', 'br');
    expect(after.etag).not.toBe(before.etag);
    expect(after.modified).not.toBe(before.modified);
    // The page at its other spellings of a file path, and its head, are the server's too.
    for (const url of ['/', '/index.html', '/en/rooms/1/', '/en/rooms/1/index.html', '/en/rooms/1?from=ad'])
      expect((await fetchPage(app, url, 'gzip')).text).toContain('price 555000');
    const head = await app.app.inject({ method: 'HEAD', url: '/en/rooms/1', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.etag).toBe(after.etag);
    // A page without a price is the build's; another spelling still moves to the page's address.
    expect((await fetchPage(app, '/en/gallery', 'br')).text).toContain(`price ${ROOM.price}`);
    expect((await app.app.inject({ method: 'GET', url: '/EN/rooms/01' })).headers.location).toBe('/en/rooms/1');
  });

  it('on one checkout, two servers with two stores each serve their own prices', async () => {
    const site = buildSite(root);
    const distBefore = treeHash(path.join(root, 'dist'));
    const first = await start(site, await newStore());
    const second = await start(site, await newStore());
    expect((await first.post('/api/staff/seasons', seasonAt(700_000), await ownerHeaders(first))).status).toBe(201);
    expect((await second.post('/api/staff/seasons', seasonAt(480_000), await ownerHeaders(second))).status).toBe(201);
    await Promise.all([first.app.sitePages.idle(), second.app.sitePages.idle()]);

    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect((await fetchPage(first, '/en/rooms/1', encoding)).text).toContain('price 700000');
      expect((await fetchPage(second, '/en/rooms/1', encoding)).text).toContain('price 480000');
    }
    expect(treeHash(path.join(root, 'dist'))).toBe(distBefore);
  });

  it('a restart on the same build and terms renders nothing; a rebuild renders the owner’s prices again at start with its own scripts', async () => {
    const site = buildSite(root);
    const store = await newStore();
    const first = await start(site, store);
    expect((await first.post('/api/staff/seasons', seasonAt(610_000), await ownerHeaders(first))).status).toBe(201);
    await first.app.sitePages.idle();
    const [oldBuild] = fs.readdirSync(path.join(store.dataDir, 'pages'));
    await stop(first);

    // The same build, the same terms: the pages of DATA_DIR are the right ones, served at once.
    rendered = [];
    const second = await start(site, store);
    expect(rendered).toEqual([]);
    expect((await fetchPage(second, '/en/rooms/1', 'br')).text).toContain('price 610000');
    await stop(second);

    // A rebuild: the build's pages with the spec's prices and new script files.
    buildSite(root, { main: 'static/js/main.2.js' });
    const third = await start(site, store);
    expect(rendered).toEqual(PRICED);
    const page = await fetchPage(third, '/en/rooms/1', 'br');
    expect(page.text).toContain('price 610000');
    expect(page.text).toContain('/static/js/main.2.js');
    // The old build's pages (naming main.1.js, gone with the rebuild) are removed, never served.
    const builds = fs.readdirSync(path.join(store.dataDir, 'pages'));
    expect(builds).toHaveLength(1);
    expect(builds).not.toContain(oldBuild);
  });

  it('renders again at start when the hotel’s day turned while it was stopped, or its last render was cut short', async () => {
    const site = buildSite(root);
    const store = await newStore();
    const first = await start(site, store);
    expect((await first.post('/api/staff/seasons', seasonAt(590_000), await ownerHeaders(first))).status).toBe(201);
    await first.app.sitePages.idle();
    await stop(first);

    // The next day: the pages show tonight's prices, so they are rendered again.
    hotelDay = addDays(TODAY, 1);
    rendered = [];
    await stop(await start(site, store));
    expect(rendered).toEqual(PRICED);

    // A render cut short leaves no stamp: the pages may mix two terms, so they are rendered again.
    const [build] = fs.readdirSync(path.join(store.dataDir, 'pages'));
    fs.rmSync(path.join(store.dataDir, 'pages', build!, '.stamp.json'));
    rendered = [];
    const third = await start(site, store);
    expect(rendered).toEqual(PRICED);
    expect((await fetchPage(third, '/en/rooms/1', 'br')).text).toContain('price 590000');
  });

  it('serves the build’s pages again once the owner removes every term, and drops its own', async () => {
    const site = buildSite(root);
    const store = await newStore();
    const app = await start(site, store);
    const owner = await ownerHeaders(app);
    const created = await app.post('/api/staff/seasons', seasonAt(520_000), owner);
    expect(created.status).toBe(201);
    await app.app.sitePages.idle();
    expect((await fetchPage(app, '/en/rooms/1', 'gzip')).text).toContain('price 520000');

    const { id } = created.body as { id: string };
    const removed = await app.app.inject({ method: 'DELETE', url: `/api/staff/seasons/${id}`, headers: owner });
    expect(removed.statusCode).toBe(204);
    await app.app.sitePages.idle();
    for (const encoding of ['br', 'gzip', 'identity'] as const)
      expect((await fetchPage(app, '/en/rooms/1', encoding)).text).toContain(`price ${ROOM.price}`);
    expect(runtimeFiles(store.dataDir)).toEqual([]);
  });

  // PostgreSQL serves several servers (an SQLite store has one): each with its own DATA_DIR, the
  // second sees the first's season on its next look at the store.
  if (backend.name === 'postgres') {
    it('renders the terms another server changed in the store it shares, within its look at the store', async () => {
      const site = buildSite(root);
      const store = await newStore();
      const first = await start(site, store);
      const ownDir = tempDir('site-pages-twin-');
      const twin = { ...store, env: { ...store.env, DATA_DIR: ownDir }, dataDir: ownDir };
      const second = await start(site, twin, { renderCheckMs: 200 });
      try {
        const season = await first.post('/api/staff/seasons', seasonAt(640_000), await ownerHeaders(first));
        expect(season.status).toBe(201);
        await waitFor(
          async () => (await fetchPage(second, '/en/rooms/1', 'br')).text.includes('price 640000'),
          30_000,
          'the second server’s page with the first server’s season',
        );
      } finally {
        await stop(second);
        removeDir(ownDir);
      }
    });
  }

  it('leaves a build without a renderer alone', async () => {
    const store = await newStore();
    const app = await start(buildSite(root, { withRenderer: false }), store);
    expect(app.app.sitePages.enabled).toBe(false);
    const owner = await ownerHeaders(app);
    const season = { name: 'Summer', from: TODAY, to: TODAY, prices: { [ROOM.id]: { price: 1, priceIntl: 2 } } };
    expect((await app.post('/api/staff/seasons', season, owner)).status).toBe(201);
    await app.app.sitePages.idle();
    expect((await fetchPage(app, '/en/rooms/1', 'br')).text).toContain(`price ${ROOM.price}`);
    expect(runtimeFiles(store.dataDir)).toEqual([]);
  });
});
