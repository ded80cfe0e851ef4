import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { App } from '../../src/app/App';
import { preloadRoute } from '../../src/app/routes';
import { makeStore, type AppStore, type RootState } from '../../src/store/store';
import { LanguageProvider } from '../../src/shared/language/LanguageProvider';
import { theme } from '../../src/shared/theme';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
}

/**
 * jsdom cannot evaluate media queries, so the site's responsive CSS would hide desktop or mobile
 * parts at random. Styles go to a detached node: what is visible is then decided by the markup
 * (aria-hidden, inert, conditional rendering); real layout is covered by the browser tests.
 */
function DetachedStyles({ children }: { children: ReactNode }) {
  return <StyleSheetManager target={document.createElement('div')}>{children}</StyleSheetManager>;
}

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders a component with the store, theme, language and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', ...options }: Options = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DetachedStyles>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={[route]}>
              <LanguageProvider>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {children}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </LanguageProvider>
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </DetachedStyles>
    );
  }
  return { store, user: userEvent.setup({ delay: null }), ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders the whole site at `route`, as the browser would. */
export function renderApp({ route = '/', preloadedState, store = makeStore(preloadedState) }: Options = {}) {
  return {
    store,
    user: userEvent.setup({ delay: null }),
    ...render(
      <DetachedStyles>
        <MemoryRouter initialEntries={[route]}>
          <App store={store} />
          <LocationProbe />
        </MemoryRouter>
      </DetachedStyles>,
    ),
  };
}

/**
 * renderApp once the page's code is in, as the site starts on a prerendered page (src/index.tsx):
 * the page shows at once. Through renderApp a page whose code is not yet in shows the "Loading…"
 * fallback first, and React then holds the page back for up to 300 ms (its Suspense throttle),
 * idle time that adds up over a suite that opens many pages.
 */
export async function renderPage(options: Options & { route: string }) {
  await preloadRoute(new URL(options.route, 'http://localhost').pathname);
  return renderApp(options);
}
