import { useLanguage } from './language/LanguageProvider';
import type { LanguageCode } from './language/languages';

export type Catalogue<T> = Readonly<Record<LanguageCode, T>>;

/**
 * A feature's message catalogue. The shape comes from the Uzbek texts; a Russian or English
 * catalogue that misses or adds a key does not compile.
 */
export function defineTexts<T extends object>(texts: { UZ: T; RU: NoInfer<T>; EN: NoInfer<T> }): Catalogue<T> {
  return texts;
}

/** The catalogue's texts in the active language. */
export function useTexts<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage().language];
}

export { ruPlural } from '../domain/plural';

const NUMBER_LOCALES: Record<LanguageCode, string> = { UZ: 'uz-UZ', RU: 'ru-RU', EN: 'en-GB' };

/** Locale tag for Intl formatting in the given language. */
export function intlLocale(code: LanguageCode): string {
  return NUMBER_LOCALES[code];
}
