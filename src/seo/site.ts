/**
 * Where the site lives and which of its addresses search engines should index. Pure data: these
 * modules run in Node while pages are prerendered, so nothing here touches browser APIs.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  splitLanguagePrefix,
  withLanguagePrefix,
  type LanguageCode,
} from '../shared/language/languages';
import { generatePath } from 'react-router-dom';
import { pageEntry, PAGES, type PageEntry, type SeoPage } from '../app/pageManifest';

/**
 * Example origin, clearly fake like the other hotel facts in src/domain/hotel.ts. Set
 * SITE_ORIGIN when building (e.g. SITE_ORIGIN=https://www.example.uz npm run build) so canonical
 * URLs, hreflang links, the sitemap and Open Graph images point at the real domain.
 */
export const EXAMPLE_ORIGIN = 'https://gulshan-hotel.example';

function buildSetting(): string | undefined {
  try {
    // webpack's DefinePlugin replaces this expression at build time; Node and jest read the real env.
    return process.env.SITE_ORIGIN;
  } catch {
    // A browser bundle built without the define has no `process` at all.
    return undefined;
  }
}

/** The canonical origin without a trailing slash, e.g. 'https://gulshan-hotel.example'. */
export function siteOrigin(): string {
  const raw = buildSetting()?.trim();
  if (!raw) return EXAMPLE_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_ORIGIN must be an absolute http(s) URL, got "${raw}"`);
  }
  // Only the origin counts: a path would silently move every canonical URL.
  return url.origin;
}

/** The languages in the order the site lists them. */
export const SEO_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** '/rooms/' → '/rooms', '' → '/': one spelling per page. Query and fragment are dropped. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Root-relative address of an unprefixed page in a language: ('/rooms/3', 'RU') → '/ru/rooms/3', ('/', 'EN') → '/en'. */
export function localizedPath(path: string, language: LanguageCode): string {
  return withLanguagePrefix(normalizePath(path), language);
}

/** Absolute URL of a root-relative path on the canonical origin. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Splits an address as the router reads it: '/RU/rooms/3' → RU, '/rooms/3', prefixed. Without a
 * language segment the page is Uzbek (the default) and unprefixed. An unknown two-letter segment
 * shows the page in Uzbek (spec section 2), so its head is the /uz/… page's, whose address the
 * server moves it to ('/xx/rooms' → UZ, '/rooms', prefixed).
 */
export function splitLanguagePath(pathname: string): { language: LanguageCode; path: string; prefixed: boolean } {
  const normal = normalizePath(pathname);
  const prefix = splitLanguagePrefix(normal);
  if (!prefix) return { language: 'UZ', path: normal, prefixed: false };
  return { language: prefix.language ?? DEFAULT_LANGUAGE, path: normalizePath(prefix.rest), prefixed: true };
}

/** The one unprefixed path of a page ('/rooms/3'), or null for the 404 page. */
export function pagePath(page: SeoPage): string | null {
  const entry = pageEntry(page.kind);
  return entry.path === '*' ? null : generatePath(`/${entry.path}`, entry.params(page));
}

const pathsOf = (entries: readonly PageEntry[]): string[] =>
  entries.flatMap((entry) => entry.expand().flatMap((page) => pagePath(page) ?? []));

/** Every page search engines should index, unprefixed ('/rooms/3'), in the manifest's order. */
export const INDEXABLE_PATHS: readonly string[] = pathsOf(PAGES.filter((entry) => entry.indexable));

/** Pages that exist for the visitor but not for search engines (/my-requests): noindex, and kept out by robots.txt. */
export const PRIVATE_PATHS: readonly string[] = pathsOf(PAGES.filter((entry) => !entry.indexable));

export interface PageAddress {
  /** The address the page is served at: '/ru/rooms/3', or unprefixed '/rooms/3'. */
  url: string;
  /** The unprefixed page path. */
  path: string;
  language: LanguageCode;
  prefixed: boolean;
}

/** Every address prerendered: each page of the manifest unprefixed (Uzbek) and under each language segment. */
export function pageAddresses(): PageAddress[] {
  return pathsOf(PAGES).flatMap((path) => [
    { url: path, path, language: DEFAULT_LANGUAGE, prefixed: false },
    ...LANGUAGE_CODES.map((language) => ({ url: localizedPath(path, language), path, language, prefixed: true })),
  ]);
}
