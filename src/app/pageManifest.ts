/**
 * The one list of the site's pages. The router (./routes.tsx), the SEO heads, titles and sitemap
 * (src/seo) and the prerenderer (scripts/prerender.js through src/ssr.tsx) all read it: a page
 * added here is routed, gets its head, is prerendered in every language and, when indexable, is
 * in the sitemap. Nothing else spells a page's path.
 */
import type { ComponentType } from 'react';
import { findRoom, ROOMS, type Room } from '../domain/rooms';
import { isServiceSlug, SERVICE_SLUGS, type ServiceSlug } from '../shared/services/services';

/** What the SEO modules (head, JSON-LD, titles) need to know of a page. */
export type SeoPage =
  | { kind: 'home' }
  | { kind: 'rooms' }
  | { kind: 'room'; room: Room }
  | { kind: 'about' }
  | { kind: 'gallery' }
  | { kind: 'service'; slug: ServiceSlug }
  | { kind: 'myRequests' }
  | { kind: 'privacy' }
  | { kind: 'notFound' };

export type PageKind = SeoPage['kind'];
type PageOf<K extends PageKind> = Extract<SeoPage, { kind: K }>;
type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageEntry<K extends PageKind = PageKind> {
  kind: K;
  /** Route path below the site root or a language segment: '' is the home page, '*' any other address. */
  path: string;
  /** The webpackChunkName of `load`: the prerendered page starts this chunk's files. */
  chunk: string;
  /** The page component's own chunk, loaded when the page is first shown. */
  load: () => Promise<{ default: ComponentType }>;
  /** In the sitemap and indexed; a page that is not says noindex and robots.txt keeps crawlers out. */
  indexable: boolean;
  /** The page an address matching `path` shows; null when its parameter names nothing (a 404). */
  resolve: (params: RouteParams) => PageOf<K> | null;
  /** The route parameters of one of its pages (the inverse of resolve). */
  params: (page: PageOf<K>) => Record<string, string>;
  /** Every page the entry stands for, in order (each room, each service); none for '*'. */
  expand: () => readonly PageOf<K>[];
}

/** A page with a fixed path and no parameters. */
function fixedPage<K extends 'home' | 'rooms' | 'about' | 'gallery' | 'myRequests' | 'privacy'>(
  kind: K,
  entry: Pick<PageEntry<K>, 'path' | 'chunk' | 'load' | 'indexable'>,
): PageEntry<K> {
  const page = { kind } as PageOf<K>;
  return { kind, ...entry, resolve: () => page, params: () => ({}), expand: () => [page] };
}

// The entries differ in their page type; the list holds them as plain entries.
const entry = <K extends PageKind>(page: PageEntry<K>) => page as unknown as PageEntry;

/** The pages in the order the sitemap and the prerenderer list them; the 404 page last. */
export const PAGES: readonly PageEntry[] = [
  entry(
    fixedPage('home', {
      path: '',
      chunk: 'home',
      indexable: true,
      load: () => import(/* webpackChunkName: "home" */ '../features/home/HomePage'),
    }),
  ),
  entry(
    fixedPage('rooms', {
      path: 'rooms',
      chunk: 'rooms',
      indexable: true,
      load: () => import(/* webpackChunkName: "rooms" */ '../features/rooms/RoomsPage'),
    }),
  ),
  entry<'room'>({
    kind: 'room',
    path: 'rooms/:id',
    chunk: 'room',
    indexable: true,
    load: () => import(/* webpackChunkName: "room" */ '../features/rooms/RoomPage'),
    resolve: ({ id = '' }) => {
      const room = /^\d+$/.test(id) ? findRoom(Number(id)) : undefined;
      return room ? { kind: 'room', room } : null;
    },
    params: (page) => ({ id: String(page.room.id) }),
    expand: () => ROOMS.map((room) => ({ kind: 'room', room })),
  }),
  entry(
    fixedPage('about', {
      path: 'about',
      chunk: 'about',
      indexable: true,
      load: () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'),
    }),
  ),
  entry(
    fixedPage('gallery', {
      path: 'gallery',
      chunk: 'gallery',
      indexable: true,
      load: () => import(/* webpackChunkName: "gallery" */ '../features/gallery/GalleryPage'),
    }),
  ),
  entry<'service'>({
    kind: 'service',
    path: 'services/:slug',
    chunk: 'service',
    indexable: true,
    load: () => import(/* webpackChunkName: "service" */ '../features/services/ServicePage'),
    resolve: ({ slug }) => (isServiceSlug(slug) ? { kind: 'service', slug } : null),
    params: (page) => ({ slug: page.slug }),
    expand: () => SERVICE_SLUGS.map((slug) => ({ kind: 'service', slug })),
  }),
  // The guest's own requests, kept on the device: a page for visitors, not for search engines.
  entry(
    fixedPage('myRequests', {
      path: 'my-requests',
      chunk: 'my-requests',
      indexable: false,
      load: () => import(/* webpackChunkName: "my-requests" */ '../features/booking/MyRequestsPage'),
    }),
  ),
  entry(
    fixedPage('privacy', {
      path: 'privacy',
      chunk: 'privacy',
      indexable: true,
      load: () => import(/* webpackChunkName: "privacy" */ '../features/privacy/PrivacyPage'),
    }),
  ),
  entry<'notFound'>({
    kind: 'notFound',
    path: '*',
    chunk: 'not-found',
    indexable: false,
    load: () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
    resolve: () => ({ kind: 'notFound' }),
    params: () => ({}),
    expand: () => [],
  }),
];

/**
 * The staff console (/staff/…): one route outside the guest pages, whose chunk holds its own
 * routes and pages (src/features/staff). Never prerendered, in no sitemap, kept out by robots.txt;
 * no guest page loads any of its code.
 */
export const CONSOLE = {
  /** The console's address below the site root; it has no language segment. */
  path: 'staff',
  chunk: 'staff',
  load: () => import(/* webpackChunkName: "staff" */ '../features/staff/StaffConsole'),
} as const;

/** The entry of a kind of page. */
export function pageEntry(kind: PageKind): PageEntry {
  const found = PAGES.find((page) => page.kind === kind);
  if (!found) throw new Error(`no page of kind "${kind}" in the manifest`);
  return found;
}
