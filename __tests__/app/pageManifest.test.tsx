import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { CONSOLE, PAGES } from '../../src/app/pageManifest';
import { routes } from '../../src/app/routes';
import { resolvePage, titleForPath } from '../../src/seo/pages';
import {
  EXAMPLE_ORIGIN,
  INDEXABLE_PATHS,
  localizedPath,
  pageAddresses,
  pagePath,
  PRIVATE_PATHS,
} from '../../src/seo/site';
import { robotsTxt, sitemapUrls } from '../../src/seo/sitemap';
import { renderPage } from '../support/render';

/** Every page the manifest stands for, unprefixed, with whether it is indexable. */
const manifestPages = PAGES.flatMap((entry) => entry.expand().map((page) => ({ entry, page, path: pagePath(page)! })));
const indexable = manifestPages.filter(({ entry }) => entry.indexable).map(({ path }) => path);
const privatePages = manifestPages.filter(({ entry }) => !entry.indexable).map(({ path }) => path);

describe('the page manifest is the one page list', () => {
  it('gives the router its pages, at the root and below a language segment', () => {
    const children = routes[0]!.children!;
    const ownPaths = (list: typeof children) =>
      list.filter((route) => route.path !== ':code').map((route) => (route.index ? '' : route.path));
    expect(ownPaths(children)).toEqual(PAGES.map((entry) => entry.path));
    const language = children.find((route) => route.path === ':code')!;
    expect(ownPaths(language.children!)).toEqual(PAGES.map((entry) => entry.path));
  });

  it('names each lazy chunk as its webpackChunkName says', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../src/app/pageManifest.ts'), 'utf8');
    const commented = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(commented).toEqual([...PAGES.map((entry) => entry.chunk), CONSOLE.chunk]);
    expect(new Set(commented).size).toBe(PAGES.length + 1);
  });

  it('resolves every page it lists back to itself, and any other path to the 404 page', () => {
    for (const { page, path: pagePathname } of manifestPages) expect(resolvePage(pagePathname)).toEqual(page);
    for (const other of ['/rooms/99', '/rooms/3.0', '/services/spa', '/nope', '/rooms/1/extra'])
      expect(resolvePage(other)).toEqual({ kind: 'notFound' });
  });

  it('is exactly what is prerendered: every page, unprefixed and in each language', () => {
    const addresses = pageAddresses();
    expect(new Set(addresses.map((address) => address.path))).toEqual(new Set(manifestPages.map(({ path }) => path)));
    expect(addresses).toHaveLength(manifestPages.length * 4);
    expect(addresses.filter((address) => !address.prefixed).map((address) => address.url)).toEqual(
      manifestPages.map(({ path }) => path),
    );
  });

  it('is exactly what the sitemap lists (indexable pages) and what robots.txt keeps out (the others)', () => {
    expect(INDEXABLE_PATHS).toEqual(indexable);
    expect(PRIVATE_PATHS).toEqual(privatePages);
    const sitemapPaths = new Set(sitemapUrls().map((url) => url.slice(EXAMPLE_ORIGIN.length)));
    const expected = indexable.flatMap((page) => [
      page,
      ...(['UZ', 'RU', 'EN'] as const).map((code) => localizedPath(page, code)),
    ]);
    expect(sitemapPaths).toEqual(new Set(expected));
    const disallowed = robotsTxt()
      .split('\n')
      .filter(
        (line) => line.startsWith('Disallow: ') && !line.includes('/api/') && line !== `Disallow: /${CONSOLE.path}`,
      );
    expect(disallowed.map((line) => line.slice('Disallow: '.length))).toEqual(
      privatePages.flatMap((page) => [page, ...(['UZ', 'RU', 'EN'] as const).map((code) => localizedPath(page, code))]),
    );
  });

  it('keeps the staff console out of the page list: routed on its own, never prerendered, in no sitemap, and kept out by robots.txt', () => {
    expect(routes.map((route) => route.path)).toContain(`${CONSOLE.path}/*`);
    expect(pageAddresses().some((address) => address.path.startsWith(`/${CONSOLE.path}`))).toBe(false);
    expect(sitemapUrls().some((url) => url.includes(`/${CONSOLE.path}`))).toBe(false);
    expect(robotsTxt().split('\n')).toContain(`Disallow: /${CONSOLE.path}`);
  });

  it('renders every page through the router, with the title its prerendered head has', async () => {
    for (const { path: pagePathname } of [...manifestPages, { path: '/no-such-page' }]) {
      const { unmount } = await renderPage({ route: localizedPath(pagePathname, 'EN') });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() =>
        expect([pagePathname, document.title]).toEqual([pagePathname, titleForPath(pagePathname, 'EN')]),
      );
      unmount();
    }
  }, 60000);
});
