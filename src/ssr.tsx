/**
 * The server renderer used at build time (scripts/prerender.js): renders one page of the site,
 * waiting for the page's lazy chunk like a browser would, and returns the parts of its document
 * (the <html> attributes, head and body) for the prerenderer to put into the page template's slots.
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './app/App';
import { pageEntry } from './app/pageManifest';
import { makeStore } from './store/store';
import { pageHead, renderHeadTags } from './seo/head';
import { resolvePage } from './seo/pages';
import type { PageAddress } from './seo/site';
import { headingFontStyleTag } from './shared/fonts';
import { APP_LOADER_SCRIPT, LANG_BOOT_SCRIPT, LANG_BOOT_STYLE } from './shared/langBoot';
import { BOOK_ROOM_ATTRIBUTE } from './shared/pendingTap';
import { ratesDataBlock } from './shared/rates/ratePayload';
import { ratesState, type RatesAnswer } from './shared/rates/ratesSlice';
import { siteTerms } from './domain/rates';
import { writePageHtml, type CompressionLevel } from './seo/pageFiles';

/** What one build shares between its pages. */
export interface BuildContext {
  /** The hotel's date the pages were rendered on (<html data-render-day>). */
  renderDay: string;
  /** dist/route-chunks.json: the entry's script files ('main') and each named chunk's. */
  routeChunks: Readonly<Record<string, readonly string[]>>;
  /**
   * The owner's terms (the GET /api/rates payload) the pages' prices and policy are rendered with:
   * none at build time (the spec's prices), the store's when the server renders again.
   */
  rates: RatesAnswer;
}

/** The parts of a prerendered page, each for one slot of the page template (dist-ssr/page.html). */
export interface PageParts {
  status: 200 | 404;
  /** The attributes of <html>, each after a space. */
  htmlAttrs: string;
  /** Right after the viewport meta: the language boot (unprefixed pages) and the image preload. */
  headStart: string;
  /** At the end of <head>: title, description, links, JSON-LD, React's resource hints and the page's styles. */
  head: string;
  /** The page's markup, inside <div id="root">. */
  body: string;
  /** At the end of <body>: the app loader with the page's scripts. */
  bodyEnd: string;
}

export type SlotName = Exclude<keyof PageParts, 'status'>;
const SLOTS: readonly SlotName[] = ['htmlAttrs', 'headStart', 'head', 'body', 'bodyEnd'];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The app's markup and styles at `url`; React puts its resource hints (image preloads) first, which belong in <head>. */
async function renderMarkup(
  address: PageAddress,
  rates: RatesAnswer,
): Promise<{ hoisted: string; markup: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const store = makeStore({ language: { code: address.language }, rates: ratesState(rates) });
    const tree = (
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={address.url}>
          <App store={store} />
        </StaticRouter>
      </StyleSheetManager>
    );
    const { prelude } = await prerenderToNodeStream(tree);
    const html = await streamToString(prelude);
    const hoisted = /^(?:<link[^>]*\/?>)+/.exec(html)?.[0] ?? '';
    return { hoisted, markup: html.slice(hoisted.length), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The page's largest above-the-fold image (its LCP element) is the <Picture priority> in its
 * markup: preloaded as AVIF with that picture's own srcset and sizes, so it starts with the HTML
 * instead of after the parser reaches it, and the browser picks the same file for both.
 */
function imagePreload(markup: string): string {
  for (const [picture] of markup.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    if (!/<img\b[^>]*\bfetchPriority="high"/.test(picture)) continue;
    const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture);
    if (!avif) return '';
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high">`;
  }
  return '';
}

/** The page's scripts: the entry files, then its own chunk's (the manifest names the chunk). */
function appScripts(routeChunks: BuildContext['routeChunks'], path: string): string {
  const chunk = pageEntry(resolvePage(path).kind).chunk;
  const main = routeChunks.main;
  const own = routeChunks[chunk];
  if (!main || !own) throw new Error(`no route chunk "${chunk}" for ${path}`);
  return [...new Set([...main, ...own])].join(' ');
}

/** The booking dialog's webpackChunkName (src/features/booking/loadBookingDialog.ts). */
const BOOKING_CHUNK = 'booking';

/**
 * The booking dialog's files the page does not load anyway, for the app loader to fetch with the
 * app when "Book now" is tapped before the app is live; none on a page without the button.
 */
function bookingScripts(routeChunks: BuildContext['routeChunks'], pageScripts: string, markup: string): string {
  if (!markup.includes(`${BOOK_ROOM_ATTRIBUTE}=`)) return '';
  const booking = routeChunks[BOOKING_CHUNK];
  if (!booking) throw new Error(`no route chunk "${BOOKING_CHUNK}"`);
  const loaded = new Set(pageScripts.split(' '));
  return booking.filter((file) => !loaded.has(file)).join(' ');
}

/** Renders the page at `address` into the parts of its document. */
export async function renderPage(address: PageAddress, build: BuildContext): Promise<PageParts> {
  const { language, prefixed, path } = address;
  // Only the terms that touch the booking window from the render day (GET /api/rates's cut): what
  // the owner stores beyond it never weighs on a page.
  const rates = siteTerms(build.rates, build.renderDay);
  const { hoisted, markup, styles } = await renderMarkup(address, rates);
  const head = pageHead(path, language, { prefixed, prices: { plan: rates, night: build.renderDay } });
  const scripts = appScripts(build.routeChunks, path);
  const book = bookingScripts(build.routeChunks, scripts, markup);
  // A page without a language segment may be shown in the visitor's own language: hidden until then.
  const boot = prefixed ? '' : `<style>${LANG_BOOT_STYLE}</style><script>${LANG_BOOT_SCRIPT}</script>`;
  return {
    status: head.status,
    htmlAttrs: ` lang="${head.lang}" data-render-day="${build.renderDay}"`,
    // After the viewport: an image preload read before it would pick its file for a 980 px page.
    headStart: `${boot}${imagePreload(markup)}`,
    // The heading font's faces, used by no element until the app switches the headings to it.
    head: `${renderHeadTags(head)}${hoisted}${headingFontStyleTag()}${styles}`,
    body: markup,
    // The terms the page was rendered with, for the browser's store to hydrate from (src/index.tsx).
    bodyEnd: `${ratesDataBlock(ratesState(rates))}<script data-app="${scripts}"${book ? ` data-book="${book}"` : ''}>${APP_LOADER_SCRIPT}</script>`,
  };
}

/**
 * The page's document: the template with each `{{ssr:name}}` slot filled with its part. The
 * template is read once, so a part's own text is never taken for a slot.
 */
export function fillPageTemplate(template: string, parts: PageParts): string {
  // split() with a capturing group: the odd pieces are the slot names between the template's text.
  const pieces = template.split(/\{\{ssr:(\w+)\}\}/);
  const names = pieces.filter((_, i) => i % 2 === 1);
  if (names.length !== SLOTS.length || !SLOTS.every((slot) => names.includes(slot))) {
    throw new Error(
      `the page template must have the slots ${SLOTS.join(', ')} once each, has ${names.join(', ') || 'none'}`,
    );
  }
  return pieces.map((piece, i) => (i % 2 === 1 ? parts[piece as SlotName] : piece)).join('');
}

/**
 * Renders the page at `address` into its file under `dir`: its parts in the template's slots
 * (dist-ssr/page.html), and with `level` its precompressed copies, written before the page so they
 * are never older than it once it is in place. The one way a page is written: by the build
 * (scripts/prerender.js, every page, into dist/) and by the server (server/sitePages.ts, the
 * priced pages again after the owner changes a term, into DATA_DIR/pages/{build}/).
 */
export async function writePageFile(
  dir: string,
  template: string,
  address: PageAddress,
  build: BuildContext,
  level: CompressionLevel | false,
): Promise<string> {
  return writePageHtml(dir, address.url, fillPageTemplate(template, await renderPage(address, build)), level);
}

/** The page kinds (src/app/pageManifest.ts) whose pages show a price or the cancellation policy. */
const PRICED_KINDS: ReadonlySet<string> = new Set(['home', 'rooms', 'room', 'about']);

/** Whether the page at `address` shows a price or the policy (the server renders those again after a change). */
export function showsRates(address: PageAddress): boolean {
  return PRICED_KINDS.has(resolvePage(address.path).kind);
}

export { pageFile, precompressFile } from './seo/pageFiles';
export { todayInHotel } from './domain/dates';
export { pageAddresses } from './seo/site';
export { robotsTxt, sitemapXml } from './seo/sitemap';
