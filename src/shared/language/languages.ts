import type { Lang } from '../../domain/booking';

/**
 * The first-visit rule of spec section 4, as data: the site's codes, where the visitor's choice is
 * kept, the browser languages that pick a code, and the language of everyone else. The app's
 * detectLanguage() and the pages' inline boot script (src/shared/langBoot.ts) both apply it with
 * applyLanguageRule(), the one implementation.
 */
export const LANGUAGE_RULE = {
  codes: ['UZ', 'RU', 'EN'],
  /** localStorage key of the chosen language. */
  storageKey: 'langCode',
  /** A browser language starting with the first of a pair gives its second (ru-RU → RU). */
  browserPrefixes: [
    ['ru', 'RU'],
    ['en', 'EN'],
  ],
  fallback: 'UZ',
} as const;

export const LANGUAGE_CODES = LANGUAGE_RULE.codes;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = LANGUAGE_RULE.fallback;
/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_RULE.storageKey;

/** The shape of LANGUAGE_RULE. */
export interface LanguageRule<C extends string> {
  codes: readonly C[];
  storageKey: string;
  browserPrefixes: readonly (readonly [string, C])[];
  fallback: C;
}

/**
 * Applies a language rule: the stored code (any case, spaces around it ignored) when it is one of
 * the rule's, else the code of the first browser prefix the browser language starts with, else the
 * fallback. A storage that throws (private modes, blocked cookies) counts as empty.
 * Self-contained on purpose: it reads nothing but its arguments, because the boot script inlines
 * its source text (src/shared/langBoot.ts) and runs it before any of the app has loaded.
 */
export function applyLanguageRule<C extends string>(
  rule: LanguageRule<C>,
  storage: Pick<Storage, 'getItem'> | null | undefined,
  browserLanguage: string | null | undefined,
): C {
  let stored: string;
  try {
    stored = String((storage && storage.getItem(rule.storageKey)) || '')
      .trim()
      .toUpperCase();
  } catch {
    stored = '';
  }
  for (const code of rule.codes) if (code === stored) return code;
  const browser = String(browserLanguage || '').toLowerCase();
  for (const [prefix, code] of rule.browserPrefixes) if (browser.indexOf(prefix) === 0) return code;
  return rule.fallback;
}

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
  return applyLanguageRule(LANGUAGE_RULE, undefined, browserLanguage);
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
export function detectLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  browserLanguage: string | undefined,
): LanguageCode {
  return applyLanguageRule(LANGUAGE_RULE, storage, browserLanguage);
}

/**
 * A two-letter first segment of a path, any case (/ru/rooms, /EN). The source of the one
 * language-prefix rule: the router, the app's links, the page heads and the boot script
 * (src/shared/langBoot.ts) all read it from here.
 */
export const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/i;

export interface LanguagePrefix {
  /** The segment as written ('RU', 'xx'). */
  segment: string;
  /** Its language; null for an unknown code (the router shows such pages in Uzbek). */
  language: LanguageCode | null;
  /** The path after it, '/' at least: '/RU/rooms' → '/rooms', '/en' → '/'. */
  rest: string;
}

/** Splits a path's language segment off ('/RU/rooms' → RU + '/rooms'); null when it has none. */
export function splitLanguagePrefix(pathname: string): LanguagePrefix | null {
  const match = LANGUAGE_PREFIX.exec(pathname);
  if (!match) return null;
  const segment = match[1]!;
  return { segment, language: parseLanguageCode(segment), rest: pathname.slice(match[0].length) || '/' };
}

/**
 * The language a page is shown in. The language has one owner at a time: the address where it
 * has a language segment (/ru/…; an unknown code shows Uzbek, spec section 2), else the store
 * (`storeLanguage`: detected at start, then the visitor's choice).
 */
export function languageOfPage(pathname: string, storeLanguage: LanguageCode): LanguageCode {
  const prefix = splitLanguagePrefix(pathname);
  return prefix ? (prefix.language ?? DEFAULT_LANGUAGE) : storeLanguage;
}

/** Whether a route segment is a language code's place (two letters, known or not). */
export function isLanguageSegment(segment: string): boolean {
  return splitLanguagePrefix(`/${segment}`)?.rest === '/';
}

/** A site path under a language segment: ('/rooms/3', 'RU') → '/ru/rooms/3', ('/', 'EN') → '/en'. */
export function withLanguagePrefix(path: string, code: LanguageCode): string {
  const prefix = `/${toLang(code)}`;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The value of <html lang> and of the API's `lang` field. */
export function toLang(code: LanguageCode): Lang {
  return code.toLowerCase() as Lang;
}
