import { Provider } from 'react-redux';
import { useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../shared/theme';
import { LanguageProvider } from '../shared/language/LanguageProvider';
import type { AppStore } from '../store/store';
import { notFoundElement, routes } from './routes';
import { NotFoundPageSlot } from '../shared/notFound';

function AppRoutes() {
  return useRoutes(routes);
}

/** The whole site under a router the caller provides (browser, memory in tests, static when prerendering). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <LanguageProvider>
          <NotFoundPageSlot.Provider value={notFoundElement}>
            <AppRoutes />
          </NotFoundPageSlot.Provider>
        </LanguageProvider>
      </ThemeProvider>
    </Provider>
  );
}
