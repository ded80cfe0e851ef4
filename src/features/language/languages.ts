import type { Lang } from '../../domain/booking';

export const LANGUAGE_CODES = ['UZ', 'RU', 'EN'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'UZ';
/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'langCode';

export interface LanguageOption {
  code: LanguageCode;
  /** The language's name in itself. */
  label: string;
  flag: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'UZ', label: 'Oʻzbekcha', flag: '/flags/uz.svg' },
  { code: 'RU', label: 'Русский', flag: '/flags/ru.svg' },
  { code: 'EN', label: 'English', flag: '/flags/gb.svg' },
];

/** The language code for any casing of 'uz', 'ru' or 'en'; null for anything else. */
export function parseLanguageCode(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? (upper as LanguageCode) : null;
}

/** Browser language to ours: ru… → RU, en… → EN, anything else → UZ. */
export function fromBrowserLanguage(browserLanguage: string | undefined | null): LanguageCode {
  const lower = (browserLanguage ?? '').toLowerCase();
  if (lower.startsWith('ru')) return 'RU';
  if (lower.startsWith('en')) return 'EN';
  return DEFAULT_LANGUAGE;
}

/** Reads the stored language, tolerating storage that throws (private modes, disabled cookies). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): LanguageCode | null {
  try {
    return parseLanguageCode(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Saves the language; a storage that refuses is not an error worth showing a guest. */
export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, code: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Nothing to do: the choice still holds for this visit.
  }
}

/** First-load detection (spec section 4): the stored choice, else the browser language. */
export function detectLanguage(storage: Pick<Storage, 'getItem'> | undefined, browserLanguage: string | undefined): LanguageCode {
  return readStoredLanguage(storage) ?? fromBrowserLanguage(browserLanguage);
}

/** A path's language prefix (/uz/…, /RU/…) when it has one. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return parseLanguageCode(first);
}

/** The value of <html lang> and of the API's `lang` field. */
export function toLang(code: LanguageCode): Lang {
  return code.toLowerCase() as Lang;
}
