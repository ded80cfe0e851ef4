/**
 * Document titles, built the same way in the prerendered <head> (src/seo/pages.ts) and by the
 * app after it takes over (./usePageTitle.ts), so a tab never changes its name on hydration or on
 * in-app navigation.
 */
import type { LanguageCode } from './language/languages';
import { HOTEL } from '../domain/hotel';
import { pageTitleTexts } from './pageTitles.texts';

const TITLE_MAX = 60;

/**
 * 'Deluxe Double Suite — Gulshan Hotel, Namangan'. A heading too long for that keeps the hotel's
 * name and drops the city; a still longer heading is kept whole rather than cut mid-word.
 */
export function innerPageTitle(heading: string, language: LanguageCode): string {
  const full = `${heading} — ${HOTEL.name}, ${pageTitleTexts[language].city}`;
  return full.length <= TITLE_MAX ? full : `${heading} — ${HOTEL.name}`;
}

/** 'Gulshan Hotel — Hotel in the centre of Namangan'. */
export function homePageTitle(tagline: string): string {
  return `${HOTEL.name} — ${tagline}`;
}
