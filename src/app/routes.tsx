import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyWithPreload as lazyRoute } from '../shared/lazyWithPreload';
import { Layout, LanguageRoute } from './Layout';

// Every route of the spec is its own chunk, loaded when first visited.
const HomePage = lazyRoute(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const RoomsPage = lazyRoute(() => import(/* webpackChunkName: "rooms" */ '../features/rooms/RoomsPage'));
const RoomPage = lazyRoute(() => import(/* webpackChunkName: "room" */ '../features/rooms/RoomPage'));
const AboutPage = lazyRoute(() => import(/* webpackChunkName: "about" */ '../features/about/AboutPage'));
const GalleryPage = lazyRoute(() => import(/* webpackChunkName: "gallery" */ '../features/gallery/GalleryPage'));
const ServicePage = lazyRoute(() => import(/* webpackChunkName: "service" */ '../features/services/ServicePage'));
const MyRequestsPage = lazyRoute(() => import(/* webpackChunkName: "my-requests" */ '../features/booking/MyRequestsPage'));
export const NotFoundPage = lazyRoute(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

/** The pages, relative to the site root or to a language segment. */
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'rooms', element: <RoomsPage /> },
  { path: 'rooms/:id', element: <RoomPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'gallery', element: <GalleryPage /> },
  { path: 'services/:slug', element: <ServicePage /> },
  { path: 'my-requests', element: <MyRequestsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages,
      // A two-letter first segment is a language code; anything longer is an unknown page.
      { path: ':code', element: <LanguageRoute notFound={<NotFoundPage />} />, children: pages },
    ],
  },
];

/** Loads the chunk of the page at `pathname` (before hydrating a prerendered page). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = matches[matches.length - 1]?.route.element;
  const page = isValidElement(element) ? (element.type as { preload?: () => Promise<void> }) : undefined;
  await page?.preload?.();
}
