import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's 404 page, for a feature page that finds its address unknown (a service slug that
 * does not exist). The app (src/app/App.tsx) provides its own NotFoundPage, so no feature
 * imports the app's pages.
 */
export const NotFoundPageSlot = createContext<ReactNode>(null);

/** The 404 page to render in place of a page whose address names nothing. */
export function useNotFoundPage(): ReactNode {
  return useContext(NotFoundPageSlot);
}
