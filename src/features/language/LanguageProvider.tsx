import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageChanged, selectLanguage } from './languageSlice';
import { storeLanguage, toLang, type LanguageCode } from './languages';

export interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (code: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Keeps the chosen language saved and mirrored in <html lang>, and hands it to the tree. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();

  useEffect(() => {
    storeLanguage(window.localStorage, language);
    // Written only when it differs: a lang change restyles the whole page.
    const lang = toLang(language);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    // A prerendered page hidden while its language was decided (src/shared/langBoot.ts) may show now.
    document.documentElement.removeAttribute('data-lang-pending');
    // The app is live (hydrated or rendered): browser tests wait for this before they click.
    document.documentElement.setAttribute('data-hydrated', '');
  }, [language]);

  const setLanguage = useCallback((code: LanguageCode) => dispatch(languageChanged(code)), [dispatch]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The active language and a way to change it; only inside LanguageProvider. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within LanguageProvider');
  return value;
}
