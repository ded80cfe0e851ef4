/** sitemap.xml and robots.txt, built from the same page list and URLs as the pages' heads. */
import { CONSOLE } from '../app/pageManifest';
import { LANGUAGE_CODES } from '../shared/language/languages';
import { alternatesFor, escapeHtml } from './head';
import { absoluteUrl, INDEXABLE_PATHS, localizedPath, normalizePath, PRIVATE_PATHS } from './site';

/** Every URL the sitemap lists: each indexable page under /uz, /ru, /en and unprefixed. */
export function sitemapUrls(): string[] {
  return INDEXABLE_PATHS.flatMap(pageUrls);
}

function pageUrls(path: string): string[] {
  return [...LANGUAGE_CODES.map((code) => absoluteUrl(localizedPath(path, code))), absoluteUrl(normalizePath(path))];
}

/**
 * The sitemap: one <url> per page and language, each with the page's full set of alternates
 * (Google asks for the whole set on every URL, itself included).
 */
export function sitemapXml(): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of INDEXABLE_PATHS) {
    const alternates = alternatesFor(path);
    for (const loc of pageUrls(path)) {
      lines.push('  <url>', `    <loc>${escapeHtml(loc)}</loc>`);
      for (const alternate of alternates) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`,
        );
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything but the private pages (the device-local request list), the staff console and the API, and where the sitemap is. */
export function robotsTxt(): string {
  const privatePaths = PRIVATE_PATHS.flatMap((path) => [
    path,
    ...LANGUAGE_CODES.map((code) => localizedPath(path, code)),
  ]);
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    // The staff console: answered with X-Robots-Tag: noindex too (server/site.ts).
    `Disallow: /${CONSOLE.path}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
