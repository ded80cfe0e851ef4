import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { appStarted, languageChanged, selectLanguage, type LanguageState } from './languageSlice';
import type { LanguageCode } from './languages';

export interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
}

// The foundation cannot import the app's typed hooks (src/app/hooks): it types what it reads itself.
const useLanguageSelector = useSelector.withTypes<{ language: LanguageState }>();

/** Only marks "inside the provider": the language itself lives in the store (languageSlice). */
const InsideProvider = createContext(false);

/**
 * Marks the tree that may use useLanguage and tells the store the app has rendered (appStarted):
 * the store's listener (src/app/listeners.ts) then saves the language, sets <html lang> and marks
 * the page live, as it does again on every languageChanged.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);
  return <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>;
}

/** The active language (read from the store) and a way to change it; only inside LanguageProvider. */
export function useLanguage(): LanguageContextValue {
  if (!useContext(InsideProvider)) throw new Error('useLanguage must be used within LanguageProvider');
  const language = useLanguageSelector(selectLanguage);
  const dispatch = useDispatch();
  const setLanguage = useCallback((code: LanguageCode) => void dispatch(languageChanged(code)), [dispatch]);
  return useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
}
