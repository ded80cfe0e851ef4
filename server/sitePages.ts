/**
 * The prerendered pages that show the owner's prices or cancellation policy (home, rooms, each
 * room, about; in every language and unprefixed), rendered again by the server itself with the
 * build's renderer (dist-ssr/ssr.js and page.html, written by its writePageFile like the build): at
 * start when the store holds any term, after every change of a season, restriction or policy
 * (a burst of changes renders once), and when the hotel's day turns while terms exist (a page
 * shows tonight's prices). Each page's file and its precompressed copies are replaced whole, so
 * the static serving (server/site.ts) answers the fresh page with a fresh ETag. Without a
 * renderer (a plain client build, or no build) it does nothing.
 */
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
  pageFile(dist: string, url: string): string;
  writePageFile(
    dist: string,
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

/** dist/route-chunks.json: the entry and route chunk files webpack listed. */
function readRouteChunks(distDir: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'route-chunks.json'), 'utf8')) as unknown;
}

/** A burst of changes (an owner adding a season per room kind) is rendered once, this long after the last. */
export const RENDER_DEBOUNCE_MS = 400;
/** How often the hotel's day is looked at (a page shows tonight's prices). */
const DAY_CHECK_MS = 60_000;

export interface SitePagesOptions {
  distDir: string;
  /** The build's dist-ssr/ (the renderer and the page template). */
  ssrDir: string;
  /** The terms as they stand (the store's). */
  loadRates: () => Promise<SiteRates>;
  log: FastifyBaseLogger;
  /** Tests: a renderer of their own instead of dist-ssr's. */
  renderer?: Renderer | null;
  debounceMs?: number;
}

function hasTerms(rates: SiteRates): boolean {
  return rates.seasons.length > 0 || rates.restrictions.length > 0 || rates.policy !== null;
}

export class SitePages {
  private readonly renderer: Renderer | null;
  private timer: NodeJS.Timeout | undefined;
  private dayTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  /** A change came while a render ran: render again when it is done. */
  private again = false;
  private closed = false;
  /** The hotel's day of the last render with terms (null: the pages are the build's). */
  private renderedDay: string | null = null;

  constructor(private readonly options: SitePagesOptions) {
    this.renderer = options.renderer !== undefined ? options.renderer : SitePages.buildRenderer(options);
  }

  /** The build's renderer, when the build has one and prerendered pages to replace. */
  private static buildRenderer(options: SitePagesOptions): Renderer | null {
    if (!fs.existsSync(path.join(options.distDir, 'route-chunks.json'))) return null;
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

  /** At start: renders when the store holds any term (the build's pages carry none); watches the day after. */
  start(): Promise<void> {
    this.starting ??= this.firstRender();
    return this.starting;
  }

  private async firstRender(): Promise<void> {
    if (!this.renderer) return;
    this.dayTimer = setInterval(() => this.checkDay(), DAY_CHECK_MS);
    this.dayTimer.unref();
    const rates = await this.options.loadRates();
    if (hasTerms(rates)) this.changed();
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
    clearInterval(this.dayTimer);
    await this.running;
  }

  private checkDay(): void {
    const renderer = this.renderer;
    if (renderer && this.renderedDay !== null && renderer.ssr.todayInHotel() !== this.renderedDay) this.changed();
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

  /** Renders every priced page that the build prerendered; returns how many. */
  async renderAll(): Promise<number> {
    const renderer = this.renderer;
    if (!renderer) return 0;
    const started = Date.now();
    const { distDir } = this.options;
    const rates = await this.options.loadRates();
    const renderDay = renderer.ssr.todayInHotel();
    const build = { renderDay, routeChunks: readRouteChunks(distDir), rates };
    const { ssr, template } = renderer;
    // Only the pages the build prerendered: the server serves no other (server/site.ts).
    const addresses = ssr
      .pageAddresses()
      .filter((address) => ssr.showsRates(address) && fs.existsSync(ssr.pageFile(distDir, address.url)));
    for (const address of addresses) {
      if (this.closed) break;
      await ssr.writePageFile(distDir, template, address, build, 'fast');
    }
    this.renderedDay = hasTerms(rates) ? renderDay : null;
    this.options.log.info({ pages: addresses.length, ms: Date.now() - started }, 'site pages rendered');
    return addresses.length;
  }
}
