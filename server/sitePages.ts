/**
 * The prerendered pages that show the owner's prices or cancellation policy (home, rooms, each
 * room, about; in every language and unprefixed), rendered again by the server itself with the
 * build's renderer (dist-ssr/ssr.js and page.html, written by its writePageFile like the build):
 * after every change of a season, restriction or policy (a burst of changes renders once), when
 * the hotel's day turns while terms exist (a page shows tonight's prices), and at start when the
 * pages there are not those of the store's terms, today and this build.
 *
 * Runtime state lives under DATA_DIR, never in the build output: the pages go to
 * DATA_DIR/pages/{build}/{path}/index.html (+ .br, .gz), where {build} is a hash of the build's
 * renderer, template and route-chunks.json, and server/site.ts serves them before the build's own.
 * So two servers on one checkout with two stores each serve their own prices, a rebuild erases
 * nothing the owner set (its new build key has no pages yet: they are rendered at start, the
 * build's own served meanwhile), and a page rendered by an old build, naming script files the new
 * build no longer has, is never served (other builds' folders are removed at start). A stamp
 * beside the pages (.stamp.json: the terms' hash, the hotel's day, the pages) says what they were
 * rendered from, so a restart on the same build and terms renders nothing. Without terms the
 * runtime pages are removed: the build's (rendered with none) are the right ones. Each page's file
 * and its precompressed copies are replaced whole, so the fresh page gets a fresh ETag. Without a
 * renderer (a plain client build, or no build) it does nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CancellationPolicy, RatePlan } from '../src/domain/rates';

/** The GET /api/rates payload: what the pages are rendered with. */
export type SiteRates = RatePlan & { policy: CancellationPolicy | null };

/** A page's address as the renderer names it (src/seo/site.ts PageAddress). */
export interface PageAddress {
  url: string;
  path: string;
  language: string;
  prefixed: boolean;
}

/** What the server uses of the build's renderer (src/ssr.tsx, built into dist-ssr/ssr.js). */
export interface SsrModule {
  pageAddresses(): PageAddress[];
  /** Whether the page shows a price or the policy. */
  showsRates(address: PageAddress): boolean;
  /** The page's file under `dir` (the build's dist/, or the server's pages folder). */
  pageFile(dir: string, url: string): string;
  /** Renders the page into its file under `dir`. */
  writePageFile(
    dir: string,
    template: string,
    address: PageAddress,
    build: { renderDay: string; routeChunks: unknown; rates: SiteRates },
    level: 'best' | 'fast' | false,
  ): Promise<string>;
  todayInHotel(): string;
}

/** The renderer and the page template (dist-ssr/page.html). */
export interface Renderer {
  ssr: SsrModule;
  template: string;
}

/** The build's renderer in `ssrDir`, or null when the build has none (a plain client build). */
export function loadRenderer(ssrDir: string): Renderer | null {
  const script = path.join(ssrDir, 'ssr.js');
  const template = path.join(ssrDir, 'page.html');
  if (!fs.existsSync(script) || !fs.existsSync(template)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own output, found at run time
  return { ssr: require(script) as SsrModule, template: fs.readFileSync(template, 'utf8') };
}

const ROUTE_CHUNKS = 'route-chunks.json';

/**
 * The build's key: a hash of what a page's bytes depend on besides the terms and the day (the
 * renderer, the template, the script files webpack named). Another build, another folder.
 */
function buildKey(distDir: string, ssrDir: string): string {
  const hash = createHash('sha256');
  for (const file of [path.join(distDir, ROUTE_CHUNKS), path.join(ssrDir, 'page.html'), path.join(ssrDir, 'ssr.js')]) {
    hash.update(file.slice(file.lastIndexOf(path.sep)));
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));
  }
  return hash.digest('hex').slice(0, 16);
}

/** What the runtime pages of a build were rendered from (DATA_DIR/pages/{build}/.stamp.json). */
interface Stamp {
  /** termsKey() of the terms and day rendered. */
  terms: string;
  /** The pages' URLs, all rendered from those terms. */
  pages: string[];
}
const STAMP = '.stamp.json';

/** The stamp in `dir`, or null when there is none (never rendered, or a render cut short). */
function readStamp(dir: string): Stamp | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8')) as Stamp;
    return typeof stamp.terms === 'string' && Array.isArray(stamp.pages) ? stamp : null;
  } catch {
    return null;
  }
}

/** The store's terms on the hotel's day `day`, as one key: the pages are rendered from exactly this. */
function termsKey(rates: SiteRates, day: string): string {
  return createHash('sha256').update(JSON.stringify(rates)).update(`|${day}`).digest('hex');
}

/** A burst of changes (an owner adding a season per room kind) is rendered once, this long after the last. */
export const RENDER_DEBOUNCE_MS = 400;
/**
 * How often the store's terms and the hotel's day are looked at: a page shows tonight's prices,
 * and another server on the same PostgreSQL may have changed the terms.
 */
const CHECK_MS = 60_000;

export interface SitePagesOptions {
  distDir: string;
  /** The build's dist-ssr/ (the renderer and the page template). */
  ssrDir: string;
  /** DATA_DIR/pages: where the runtime pages go, one folder per build. */
  pagesDir: string;
  /** The terms as they stand (the store's). */
  loadRates: () => Promise<SiteRates>;
  log: FastifyBaseLogger;
  /** Tests: a renderer of their own instead of dist-ssr's. */
  renderer?: Renderer | null;
  debounceMs?: number;
  /** Tests: how often the terms and the day are looked at. */
  checkMs?: number;
}

function hasTerms(rates: SiteRates): boolean {
  return rates.seasons.length > 0 || rates.restrictions.length > 0 || rates.policy !== null;
}

export class SitePages {
  private readonly renderer: Renderer | null = null;
  /** This build's folder under pagesDir (null without a renderer). */
  private readonly dir: string | null = null;
  /** The build's route-chunks.json, read with the build's key. */
  private readonly routeChunks: unknown = null;
  /** The priced pages the build prerendered: the server serves no other (server/site.ts). */
  private readonly addresses: PageAddress[] = [];
  /** The URLs whose runtime page (this build's) is served instead of the build's. */
  private readonly served = new Set<string>();
  /** termsKey() of what the runtime pages show; null: the build's pages are served (no terms). */
  private shown: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checkTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  /** A change came while a render ran: render again when it is done. */
  private again = false;
  private closed = false;

  constructor(private readonly options: SitePagesOptions) {
    const renderer = options.renderer !== undefined ? options.renderer : SitePages.buildRenderer(options);
    const { distDir, ssrDir, pagesDir } = options;
    try {
      if (!renderer) return;
      const key = buildKey(distDir, ssrDir);
      const dir = path.join(pagesDir, key);
      this.routeChunks = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_CHUNKS), 'utf8')) as unknown;
      const { ssr } = renderer;
      this.addresses = ssr
        .pageAddresses()
        .filter((address) => ssr.showsRates(address) && fs.existsSync(ssr.pageFile(distDir, address.url)));
      // Before the first request: another build's pages name script files this one may not have.
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      for (const entry of fs.readdirSync(pagesDir)) {
        if (entry !== key) fs.rmSync(path.join(pagesDir, entry), { recursive: true, force: true });
      }
      // This build's pages from before a restart are served until start() has looked at the terms.
      for (const { url } of this.addresses) if (fs.existsSync(ssr.pageFile(dir, url))) this.served.add(url);
      const stamp = readStamp(dir);
      const whole =
        stamp !== null && this.addresses.every(({ url }) => stamp.pages.includes(url) && this.served.has(url));
      this.shown = whole ? stamp.terms : null;
      this.dir = dir;
      this.renderer = renderer;
    } catch (error) {
      // The site stays up with the build's pages (the spec's prices); the log says why.
      this.served.clear();
      options.log.error(
        { err: { type: (error as Error).name, code: (error as NodeJS.ErrnoException).code } },
        'site pages: the pages folder under DATA_DIR is not usable; the build pages are served',
      );
    }
  }

  /** The build's renderer, when the build has one and prerendered pages to replace. */
  private static buildRenderer(options: SitePagesOptions): Renderer | null {
    if (!fs.existsSync(path.join(options.distDir, ROUTE_CHUNKS))) return null;
    try {
      return loadRenderer(options.ssrDir);
    } catch (error) {
      options.log.warn({ err: { type: (error as Error).name } }, 'site pages: the renderer did not load');
      return null;
    }
  }

  /** Whether this build's pages can be rendered again. */
  get enabled(): boolean {
    return this.renderer !== null;
  }

  /** The pages it may render (the build's priced pages): server/site.ts routes them. */
  pageUrls(): readonly string[] {
    return this.renderer ? this.addresses.map(({ url }) => url) : [];
  }

  /**
   * The folder to serve the page at `url` ('/', '/en/rooms/1') from when the server rendered it
   * for the owner's terms, else null (the build's own page). server/site.ts asks per request.
   */
  pageRoot(url: string): string | null {
    return this.dir !== null && this.served.has(url) ? this.dir : null;
  }

  /** At start: renders when the pages are not those of the store's terms today; looks again every minute. */
  start(): Promise<void> {
    this.starting ??= this.firstLook();
    return this.starting;
  }

  private async firstLook(): Promise<void> {
    if (!this.renderer) return;
    this.checkTimer = setInterval(() => void this.check(), this.options.checkMs ?? CHECK_MS);
    this.checkTimer.unref();
    await this.check();
  }

  /** Renders (shortly) when the store's terms or the hotel's day are not what the pages show. */
  private async check(): Promise<void> {
    const renderer = this.renderer;
    if (!renderer || this.closed || this.running || this.timer) return;
    try {
      const rates = await this.options.loadRates();
      const wanted = hasTerms(rates) ? termsKey(rates, renderer.ssr.todayInHotel()) : null;
      if (wanted !== this.shown || (wanted === null && this.served.size > 0)) this.changed();
    } catch (error) {
      this.options.log.warn({ err: { type: (error as Error).name } }, 'site pages: the terms were not read');
    }
  }

  /** A season, restriction or policy changed: renders the priced pages again shortly. */
  changed(): void {
    if (!this.renderer || this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), this.options.debounceMs ?? RENDER_DEBOUNCE_MS);
    this.timer.unref();
  }

  /** Resolves once start's look at the store is done and no render is scheduled or running (tests). */
  async idle(): Promise<void> {
    await this.starting?.catch(() => undefined);
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    clearInterval(this.checkTimer);
    await this.running;
  }

  private run(): void {
    this.timer = undefined;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.renderAll()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.log.error(
          { err: { type: (error as Error).name, message: (error as Error).message } },
          'site pages: render failed',
        ),
      )
      .finally(() => {
        this.running = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.run();
        }
      });
  }

  /**
   * Renders every priced page that the build prerendered into this build's folder under
   * DATA_DIR/pages, from the store's terms; without terms removes them (the build's pages are
   * served). Returns how many pages were rendered.
   */
  async renderAll(): Promise<number> {
    const renderer = this.renderer;
    const dir = this.dir;
    if (!renderer || !dir) return 0;
    const started = Date.now();
    const rates = await this.options.loadRates();
    const renderDay = renderer.ssr.todayInHotel();
    const stampFile = path.join(dir, STAMP);
    // Whatever is on disk from here on is not what a stamp says until the new one is written.
    fs.rmSync(stampFile, { force: true });
    if (!hasTerms(rates)) {
      // Not served any more before the files go: a request never opens a missing one.
      this.served.clear();
      this.shown = null;
      for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
      this.options.log.info({ ms: Date.now() - started }, "site pages: no terms, the build's pages are served");
      return 0;
    }
    const build = { renderDay, routeChunks: this.routeChunks, rates };
    const { ssr, template } = renderer;
    let pages = 0;
    for (const address of this.addresses) {
      if (this.closed) break;
      await ssr.writePageFile(dir, template, address, build, 'fast');
      // Written whole (a temporary file and a rename, the copies first): served from now on.
      this.served.add(address.url);
      pages += 1;
    }
    if (pages === this.addresses.length) {
      const terms = termsKey(rates, renderDay);
      const stamp: Stamp = { terms, pages: this.addresses.map(({ url }) => url) };
      fs.writeFileSync(stampFile, JSON.stringify(stamp));
      this.shown = terms;
    }
    this.options.log.info({ pages, ms: Date.now() - started }, 'site pages rendered');
    return pages;
  }
}
