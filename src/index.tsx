import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import { DEFAULT_LANGUAGE, detectLanguage, languageFromPath, toLang } from './features/language/languages';
import { hasLanguagePrefix } from './features/layout/navigation';

function readStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// An address with a language segment decides the language; otherwise the stored choice, then the browser's.
const { pathname, search } = window.location;
const language = hasLanguagePrefix(pathname)
  ? (languageFromPath(pathname) ?? DEFAULT_LANGUAGE)
  : detectLanguage(readStorage(), navigator.language);
const store = makeStore({ language: { code: language } });

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page is hydrated when the visitor gets exactly what was prerendered: the same
// language and no query (filters and stays change the markup). Otherwise the app renders afresh.
const prerendered = container.hasChildNodes();
const root = document.documentElement;
if (prerendered && root.lang === toLang(language) && search === '') {
  // The prerendered page paints first (its hero image is the largest paint); then the page's own
  // chunk loads and hydration makes the whole page live at once. As a transition, hydration
  // yields to the browser every few milliseconds instead of blocking it in one long task (a tap
  // meanwhile hydrates its target first).
  const hydrate = () =>
    void preloadRoute(pathname)
      .catch(() => undefined)
      .then(() => startTransition(() => void hydrateRoot(container, app)));
  if (document.readyState === 'complete') hydrate();
  else window.addEventListener('load', hydrate, { once: true });
} else {
  createRoot(container).render(app);
}
