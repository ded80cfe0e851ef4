/** Types of scripts/pages.js (plain CommonJS, run by node) for the server and the tests. */
import type { BuildContext, PageParts } from '../src/ssr';
import type { PageAddress } from '../src/seo/site';

/** What the server renderer (dist-ssr/ssr.js, built from src/ssr.tsx) offers the page writers. */
export interface SsrModule {
  renderPage(address: PageAddress, build: BuildContext): Promise<PageParts>;
  fillPageTemplate(template: string, parts: PageParts): string;
  pageAddresses(): PageAddress[];
  resolvePage(path: string): { kind: string };
  todayInHotel(now?: Date): string;
}

export interface Renderer {
  ssr: SsrModule;
  template: string;
}

export type CompressionLevel = 'best' | 'fast';

export function loadRenderer(ssrDir: string): Renderer | null;
export function readRouteChunks(dist: string): BuildContext['routeChunks'];
export function pageFile(dist: string, url: string): string;
export function renderPageHtml(renderer: Renderer, address: PageAddress, build: BuildContext): Promise<string>;
export function precompressFile(file: string, data: Buffer, level: CompressionLevel): boolean;
export function writePage(dist: string, url: string, html: string, level: CompressionLevel | false): string;
