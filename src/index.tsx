import { loadHeadingFont } from './shared/fonts';
import { detectLanguage, languageOfPage, toLang } from './shared/language/languages';

function readStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const GUEST_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'];

/** Resolves at the guest's first tap, key, wheel or scroll on the page (watched from the start). */
const guestActed = new Promise<void>((resolve) => {
  const acted = () => {
    for (const type of GUEST_ACTS) window.removeEventListener(type, acted, true);
    resolve();
  };
  for (const type of GUEST_ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
});

/** Lets the browser paint and handle input between start-up steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/*
 * Start-up in steps, each in a task of its own: React's DOM renderer, then the store's code, the
 * store, the router and shared buttons, the layout, the app, its page's chunk, then hydration (itself in
 * slices, as a transition). Evaluated in one go the modules would block a slow phone for one long
 * stretch (Lighthouse counts every task over 50 ms at its 4× slower CPU as blocking). The imports
 * are "eager": the code is already in the entry files, the import only decides when it runs.
 */
async function start(): Promise<void> {
  const { pathname, search } = window.location;
  // The store's language is the detected one (the stored choice, then the browser's); an address
  // with a language segment shows its own instead (languageOfPage).
  const detected = detectLanguage(readStorage(), navigator.language);
  const language = languageOfPage(pathname, detected);
  const container = document.getElementById('root')!;
  // A prerendered page is hydrated when the visitor gets exactly what was prerendered: the same
  // language and no query (filters and stays change the markup). Otherwise the app renders afresh.
  const hydrate = container.hasChildNodes() && document.documentElement.lang === toLang(language) && search === '';

  // The last entry file to arrive runs this in its own evaluation task: React's renderer comes next.
  await nextTask();
  // Destructured right at the import, so webpack still drops the exports nobody uses.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ 'react');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './store/store');
  const { appStarting } = await import(/* webpackMode: "eager" */ './shared/language/languageSlice');
  // Listens before the store starts: a "Book now" tap made before the app was live is the store's
  // (its dialog's code is fetched at appStarting, the dialog opened once the app has started).
  const { pendingTapDialogFetched } = await import(/* webpackMode: "eager" */ './features/booking/pendingTap');
  const { readPageRates } = await import(/* webpackMode: "eager" */ './shared/rates/ratePayload');
  await nextTask();
  // The owner's terms the page was rendered with: its prices hydrate unchanged, the live ones follow.
  const store = makeStore({ language: { code: detected }, rates: readPageRates(document) });
  store.dispatch(appStarting());
  // The live terms (src/store/rates.ts) from the guest's first action on: the page has the terms it
  // was served with, and the api's code is no part of its first load.
  void guestActed
    .then(() => import(/* webpackChunkName: "api" */ './store/rates'))
    .then(({ liveRatesWanted }) => store.dispatch(liveRatesWanted()))
    .catch(() => undefined);
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  // styled-components and the shared buttons, then the header, footer and their parts, then the
  // routes and the app. The order is free: each styled component's class name is fixed at build
  // time (webpack.shared.ts), not counted as the modules run.
  await import(/* webpackMode: "eager" */ './shared/Button');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/Layout');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App store={store} />
      </BrowserRouter>
    </StrictMode>
  );
  // Over a prerendered page the page's chunk is in before React renders, either way: hydration
  // never meets a pending chunk, and a fresh render (an address with a query, another language)
  // replaces the prerendered page by the page itself, never by the "Loading…" fallback for the
  // moment the chunk takes. An empty app shell shows the header and that fallback at once.
  const pageChunk = preloadRoute(pathname).catch(() => undefined);
  if (container.hasChildNodes()) await pageChunk;
  if (!hydrate) {
    createRoot(container).render(app);
    loadHeadingFont();
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // it (a tap meanwhile hydrates its target first).
  await nextTask();
  startTransition(() => void hydrateRoot(container, app));
  // The headings' web font, now that the app's own files are in (src/shared/fonts.ts), and those
  // of a booking dialog the guest is waiting for.
  void pendingTapDialogFetched().then(loadHeadingFont);
}

// On a prerendered page the app loader runs this after the load; on the app shell it runs at once.
void start();
