/**
 * A priced page's weight whatever the owner stores (docs/rates.md, "Bounded terms"): the real
 * server renderer (src/ssr.tsx, as the server renders the priced pages again) with the most terms
 * the store keeps (TERM_LIMITS, every one in the booking window, with the longest names, the
 * highest prices and every rule set) plus terms past and beyond the window. The page carries only
 * the window's terms, without ids, and stays within its budget; what paints (everything before
 * the terms' data block) weighs what it weighs without terms.
 */
import timers from 'node:timers';
import zlib from 'node:zlib';
import { addDays } from '../../src/domain/dates';
import { bookingWindow, TERM_LIMITS, type Restriction, type Season } from '../../src/domain/rates';
import type { PageAddress } from '../../src/seo/site';
import { RATES_ELEMENT_ID } from '../../src/shared/rates/ratePayload';
import type { RatesAnswer } from '../../src/shared/rates/ratesSlice';
import { heaviestTerms } from '../support/seeded';

/**
 * A priced page's HTML with the most terms, compressed as the site sends it (Caddy's gzip; the
 * build's .br copies are smaller): 48 KB keeps the home page, whose other files weigh 185–220 KB,
 * far within Lighthouse's 500 KB transfer budget (docs/performance.md).
 */
const PAGE_GZIP_BUDGET = 48 * 1024;
/** What paints (head and markup, before the terms' data block) may grow by: a few prices' digits. */
const PAINT_GROWTH = 1024;

jest.setTimeout(60_000);

const TODAY = '2026-12-07';
const WINDOW = bookingWindow(TODAY);

const { seasons, restrictions } = heaviestTerms(TODAY, 49);
/** Stored too, never carried: a season over yesterday, and one past the window's day of slack. */
const past: Season = { ...seasons[0]!, id: 'past', name: 'Past', from: addDays(TODAY, -30), to: addDays(TODAY, -1) };
const beyond: Season = {
  ...seasons[0]!,
  id: 'beyond',
  name: 'Beyond',
  from: addDays(WINDOW.to, 2),
  to: addDays(WINDOW.to, 9),
};
const pastClosure: Restriction = {
  id: 'past-closure',
  roomId: null,
  from: addDays(TODAY, -3),
  to: addDays(TODAY, -1),
  closed: true,
};

const MOST: RatesAnswer = {
  seasons: [past, ...seasons, beyond],
  restrictions: [pastClosure, ...restrictions],
  policy: null,
};
const NONE: RatesAnswer = { seasons: [], restrictions: [], policy: null };

/** The priced pages: home (the heaviest, in Russian), the rooms list and a room. */
const PAGES: PageAddress[] = [
  { url: '/ru', path: '/', language: 'RU', prefixed: true },
  { url: '/uz/rooms', path: '/rooms', language: 'UZ', prefixed: true },
  { url: '/en/rooms/6', path: '/rooms/6', language: 'EN', prefixed: true },
];

async function render(address: PageAddress, rates: RatesAnswer): Promise<string> {
  // React's static renderer schedules with setImmediate, which the browser-like environment lacks.
  Object.assign(globalThis, { setImmediate: timers.setImmediate, clearImmediate: timers.clearImmediate });
  const { renderPage } = await import('../../src/ssr');
  const routeChunks = new Proxy({}, { get: () => ['static/js/main.js'] });
  const parts = await renderPage(address, { renderDay: TODAY, routeChunks, rates });
  return [parts.htmlAttrs, parts.headStart, parts.head, parts.body, parts.bodyEnd].join('');
}

const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 6 }).length;
/** What paints: the document up to the terms' data block. */
const painted = (html: string) =>
  html.slice(0, html.indexOf(`<script type="application/json" id="${RATES_ELEMENT_ID}"`));

/** The terms the page carries for the browser's store. */
function dataBlock(html: string): { plan: { seasons: Season[]; restrictions: Restriction[] } } {
  const json = new RegExp(`id="${RATES_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!;
  return JSON.parse(json) as { plan: { seasons: Season[]; restrictions: Restriction[] } };
}

describe.each(PAGES)('the priced page $url with the most terms the store keeps', (address) => {
  it('carries only the window’s terms, without ids, within its weight budget', async () => {
    const bare = await render(address, NONE);
    const full = await render(address, MOST);

    const { plan } = dataBlock(full);
    expect(plan.seasons).toHaveLength(TERM_LIMITS.season);
    expect(plan.restrictions).toHaveLength(TERM_LIMITS.restriction);
    expect(plan.seasons.map((s) => s.name)).not.toContain('Past');
    expect(plan.seasons.map((s) => s.name)).not.toContain('Beyond');
    expect(plan.restrictions.every((r) => r.to >= TODAY && r.id === undefined)).toBe(true);
    expect(plan.seasons.every((s) => s.id === undefined)).toBe(true);

    expect(gzip(full)).toBeLessThanOrEqual(PAGE_GZIP_BUDGET);
    expect(gzip(painted(full)) - gzip(painted(bare))).toBeLessThanOrEqual(PAINT_GROWTH);
  });
});
