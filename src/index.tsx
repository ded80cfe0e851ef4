import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ReactModal from 'react-modal';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { makeStore } from './app/store';
import { DEFAULT_LANGUAGE, detectLanguage, languageFromPath } from './features/language/languages';
import { hasLanguagePrefix } from './features/layout/navigation';

function readStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// An address with a language segment decides the language; otherwise the stored choice, then the browser's.
const { pathname } = window.location;
const language = hasLanguagePrefix(pathname)
  ? (languageFromPath(pathname) ?? DEFAULT_LANGUAGE)
  : detectLanguage(readStorage(), navigator.language);
const store = makeStore({ language: { code: language } });
// Dialogs hide the rest of the app from assistive technology while open.
ReactModal.setAppElement('#root');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>,
);
