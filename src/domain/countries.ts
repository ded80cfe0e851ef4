/**
 * The countries a nationality may be, for the booking dialog's list and the server's check
 * alike: the ISO 3166-1 alpha-2 codes of i18n-iso-countries and every name the package gives each
 * of them in Uzbek, Russian and English (browsers' Intl has no Uzbek names, so one source serves
 * the three languages, and the site and the server can never disagree about a country).
 *
 * Importing this module registers those three locales on the package; it loads with the booking
 * dialog (its list and the shared booking rules), never with the first page.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import uz from 'i18n-iso-countries/langs/uz.json';

countries.registerLocale(uz);
countries.registerLocale(ru);
countries.registerLocale(en);

/** The package's locales the site speaks. */
export type CountryLocale = 'uz' | 'ru' | 'en';
export const COUNTRY_LOCALES: readonly CountryLocale[] = ['uz', 'ru', 'en'];

/** Every name of each country in `locale`, the official one first, by ISO code ('UZ' → ['Oʻzbekiston']). */
export function countryNamesIn(locale: CountryLocale): Record<string, string[]> {
  return countries.getNames(locale, { select: 'all' });
}

/** The ISO 3166-1 alpha-2 code of an alpha-3 code ('UZB' → 'UZ'), or undefined. */
export function alpha3ToAlpha2(code: string): string | undefined {
  return countries.alpha3ToAlpha2(code.toUpperCase());
}

/** ISO 3166-1 alpha-2 codes of the list, upper case. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countryNamesIn('en')));

/**
 * Folds a country name or a query for matching: case, diacritics, apostrophe forms (ʻ ‘ ’ ' ʼ `),
 * dashes and runs of spaces do not matter; ё counts as е.
 */
export function foldCountryName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ʻʼ‘’'`´]/g, '')
    .replace(/[-‐‑–—_.,()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let byName: Map<string, string> | undefined;

/** Folded name → code, over the three locales; built on first use. */
function nameIndex(): Map<string, string> {
  if (!byName) {
    byName = new Map();
    for (const locale of COUNTRY_LOCALES) {
      for (const [code, names] of Object.entries(countryNamesIn(locale))) {
        for (const name of names) {
          const key = foldCountryName(name);
          if (key !== '' && !byName.has(key)) byName.set(key, code);
        }
      }
    }
  }
  return byName;
}

/**
 * The ISO 3166-1 alpha-2 code a nationality names: a code of the list in any case ("uz", "UZ"),
 * or one of the country's names in Uzbek, Russian or English in any case, with or without
 * diacritics and apostrophes ("Uzbekistan", "Узбекистан", "Oʻzbekiston", "o'zbekiston"). Null
 * for anything else, and for nothing chosen (null or blank).
 */
export function resolveNationality(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return COUNTRY_CODES.has(code) ? code : null;
  }
  return nameIndex().get(foldCountryName(trimmed)) ?? null;
}
