/**
 * The countries a nationality may be, for the booking dialog's list and the server's check
 * alike: the ISO 3166-1 alpha-2 codes of i18n-iso-countries and every name the package gives each
 * of them in Uzbek, Russian and English (browsers' Intl has no Uzbek names, so one source serves
 * the three languages, and the site and the server can never disagree about a country).
 *
 * Read from the package's data files (its names per locale and its code table), not through its
 * index: the index registers locales and pulls in a diacritics table for lookups this module does
 * itself (foldCountryName), about a third of the booking dialog's country code on a slow phone.
 * It loads with the booking dialog (its list and the shared booking rules), never with the first page.
 */
import codes from 'i18n-iso-countries/codes.json';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import uz from 'i18n-iso-countries/langs/uz.json';

/** The package's locales the site speaks. */
export type CountryLocale = 'uz' | 'ru' | 'en';
export const COUNTRY_LOCALES: readonly CountryLocale[] = ['uz', 'ru', 'en'];

/** A locale file of the package: each code's name, or its names with the official one first. */
type LocaleFile = { countries: Readonly<Record<string, string | readonly string[]>> };
const LOCALE_FILES: Record<CountryLocale, LocaleFile> = { uz, ru, en };

const namesByLocale = new Map<CountryLocale, Readonly<Record<string, string[]>>>();

/** Every name of each country in `locale`, the official one first, by ISO code ('UZ' → ['Oʻzbekiston']). */
export function countryNamesIn(locale: CountryLocale): Readonly<Record<string, string[]>> {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = Object.fromEntries(
      Object.entries(LOCALE_FILES[locale].countries).map(([code, name]) => [
        code,
        typeof name === 'string' ? [name] : [...name],
      ]),
    );
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * Where the package's first (official) name reads like a form letter, the everyday name it also
 * lists is shown instead; each must be one of the package's own names for that country.
 */
const PREFERRED_NAMES: Partial<Record<CountryLocale, Readonly<Record<string, string>>>> = {
  en: {
    CN: 'China',
    CZ: 'Czechia',
    GM: 'The Gambia',
    IR: 'Iran',
    MK: 'North Macedonia',
    PS: 'Palestine',
    RU: 'Russia',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    US: 'United States',
  },
  ru: { RU: 'Россия' },
};

/** Uzbek Latin writes oʻ and gʻ with U+02BB; the package mixes in U+2018 and friends. */
function uzbekLetters(name: string): string {
  return name.replace(/([OoGg])[‘’'`ʼ]/g, '$1\u02BB');
}

/**
 * The name the site shows for a country in `locale` (the booking dialog's list, the staff
 * messages): the everyday name where the official one reads like a form, Uzbek with its own
 * apostrophes. Undefined for a code not on the list.
 */
export function countryLabel(code: string, locale: CountryLocale): string | undefined {
  const names = countryNamesIn(locale)[code.toUpperCase()];
  if (!names) return undefined;
  const preferred = PREFERRED_NAMES[locale]?.[code.toUpperCase()];
  const name = preferred !== undefined && names.includes(preferred) ? preferred : (names[0] ?? code);
  return locale === 'uz' ? uzbekLetters(name) : name;
}

let byAlpha3: Map<string, string> | undefined;

/** The ISO 3166-1 alpha-2 code of an alpha-3 code ('UZB' → 'UZ'), or undefined. */
export function alpha3ToAlpha2(code: string): string | undefined {
  // The package's code table: [alpha-2, alpha-3, numeric, ISO 3166-2] per country.
  const map = (byAlpha3 ??= new Map(
    codes.flatMap(([alpha2, alpha3]) => (alpha2 && alpha3 ? [[alpha3, alpha2] as const] : [])),
  ));
  return map.get(code.toUpperCase());
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
  const code = trimmed.toUpperCase();
  if (COUNTRY_CODES.has(code)) return code;
  // Two letters that are no code may still be a name the list gives ("UK").
  return nameIndex().get(foldCountryName(trimmed)) ?? null;
}
