import { isValidElement, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyWithPreload as lazyRoute } from '../shared/lazyWithPreload';
import { PageErrorBoundary } from './ErrorBoundary';
import { Layout, LanguageRoute } from './Layout';
import { CONSOLE, PAGES } from './pageManifest';

// Every page of the manifest is its own chunk, loaded when first visited.
const elements = new Map(
  PAGES.map((page) => {
    const Page = lazyRoute(page.load);
    return [page.kind, <Page />] as const;
  }),
);

/** The 404 page, also shown by a page that finds no such item (an unknown service). */
export const notFoundElement = elements.get('notFound');

/** The pages, relative to the site root or to a language segment. */
const pages: RouteObject[] = PAGES.map((page) =>
  page.path === ''
    ? { index: true, element: elements.get(page.kind) }
    : { path: page.path, element: elements.get(page.kind) },
);

const Console = lazyRoute(CONSOLE.load);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages,
      // A two-letter first segment is a language code; anything longer is an unknown page.
      { path: ':code', element: <LanguageRoute notFound={elements.get('notFound')} />, children: pages },
    ],
  },
  // The staff console: its own layout, routes and language, outside the guest pages' frame.
  {
    path: `${CONSOLE.path}/*`,
    element: (
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Console />
        </Suspense>
      </PageErrorBoundary>
    ),
  },
];

/** Loads the chunk of the page at `pathname` (before hydrating a prerendered page). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = matches[matches.length - 1]?.route.element;
  const page = isValidElement(element) ? (element.type as { preload?: () => Promise<void> }) : undefined;
  await page?.preload?.();
}
