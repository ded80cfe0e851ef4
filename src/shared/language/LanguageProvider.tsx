import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { appStarted, languageChanged, languageShown, selectLanguage, type LanguageState } from './languageSlice';
import { languageOfPage, splitLanguagePrefix, withLanguagePrefix, type LanguageCode } from './languages';

export interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
}

// The foundation cannot import the app's typed hooks (src/store/hooks): it types what it reads itself.
const useLanguageSelector = useSelector.withTypes<{ language: LanguageState }>();

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Decides the page's language and offers it to the tree below (useLanguage), inside the router:
 * the address's language segment where there is one, else the store's language. Tells the store
 * which language is shown (languageShown: the listener in src/store/listeners.ts saves it and sets
 * <html lang>) and, once, that the app has rendered (appStarted).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const language = languageOfPage(location.pathname, useLanguageSelector(selectLanguage));
  // Read when a language is chosen, so that choosing stays one function for the whole visit.
  const current = useRef({ location, navigate });
  useEffect(() => {
    current.current = { location, navigate };
  });
  // An address with a language segment owns the language: choosing rewrites the address (and a
  // reload keeps it); otherwise the store's language is the one to change.
  const setLanguage = useCallback(
    (code: LanguageCode) => {
      const { location: at, navigate: go } = current.current;
      const prefix = splitLanguagePrefix(at.pathname);
      if (prefix) void go(`${withLanguagePrefix(prefix.rest, code)}${at.search}${at.hash}`, { replace: true });
      else dispatch(languageChanged(code));
    },
    [dispatch],
  );
  useEffect(() => {
    dispatch(languageShown(language));
  }, [dispatch, language]);
  // After languageShown: <html lang> is right before the page is revealed and marked live.
  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * A part of the app with a language of its own (the staff console: the staff member's), for
 * useLanguage and useTexts below it; it leaves the store's language and the address alone.
 */
export function LanguageScope({ language, setLanguage, children }: LanguageContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language and a way to choose another; only inside LanguageProvider. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within LanguageProvider');
  return value;
}
