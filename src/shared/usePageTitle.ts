import { useEffect } from 'react';
import { useLanguage } from './language/LanguageProvider';
import { homePageTitle, innerPageTitle } from './pageTitles';

/** Sets the document title of an inner page from its heading, as its prerendered <head> has it. */
export function usePageTitle(heading: string): void {
  const { language } = useLanguage();
  useEffect(() => {
    document.title = innerPageTitle(heading, language);
  }, [heading, language]);
}

/** The home page's title: the hotel's name and its tagline. */
export function useHomePageTitle(tagline: string): void {
  useEffect(() => {
    document.title = homePageTitle(tagline);
  }, [tagline]);
}
