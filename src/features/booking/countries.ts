/**
 * The country list of the booking form (spec section 3, "Country option"): the ISO 3166-1
 * territories with their names in UZ, RU and EN (src/domain/countries.ts, the source the server
 * checks a nationality against too), a flag image each, lookup by name, other name or code.
 *
 * Nothing here touches window or document.
 */
import { alpha3ToAlpha2, countryLabel, countryNamesIn, foldCountryName } from '../../domain/countries';
import type { LanguageCode } from '../../shared/language/languages';
import { flagUrl } from './flags';

export type CountryOption = {
  /** ISO 3166-1 alpha-2 code in upper case, e.g. 'UZ'. */
  value: string;
  /** The country's name in the list's language. */
  label: string;
  /** Address of the flag image (flags.ts). */
  flag: string;
};

/** The hotel's own country: first in every list, as most guests are its citizens. */
export const HOME_COUNTRY = 'UZ';

const LANGUAGES: readonly LanguageCode[] = ['UZ', 'RU', 'EN'];
const LOCALE: Record<LanguageCode, 'uz' | 'ru' | 'en'> = { UZ: 'uz', RU: 'ru', EN: 'en' };

/**
 * Regions libphonenumber-js dials that ISO 3166-1 does not list as countries (they have
 * exceptionally reserved codes); only the phone field's country selector shows them.
 */
const EXTRA_NAMES: Readonly<Record<string, Record<LanguageCode, string>>> = {
  AC: { UZ: 'Meʼroj oroli', RU: 'Остров Вознесения', EN: 'Ascension Island' },
  TA: { UZ: 'Tristan-da-Kunya', RU: 'Тристан-да-Кунья', EN: 'Tristan da Cunha' },
};

function allNames(language: LanguageCode): Record<string, string[]> {
  return countryNamesIn(LOCALE[language]);
}

/**
 * Names guests use that the package does not list, in any of the three languages: older and
 * everyday names, a part for the whole (England), other spellings and Uzbek Cyrillic. Search and
 * findCountry match them in every language; the list always shows the package's name.
 */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  AE: ['Эмираты', 'Emirates', 'Amirliklar'],
  BY: ['Белоруссия', 'Белорусь', 'Belorussiya', 'Belorussia', 'Byelorussia', 'Беларусия'],
  CI: ['Берег Слоновой Кости', 'Fil suyagi qirgʻogʻi'],
  CN: ['Китай', 'Xitoy Xalq Respublikasi'],
  CZ: ['Чешская Республика', 'Чехословакия', 'Chexiya Respublikasi', 'Chex Respublikasi'],
  DE: ['Deutschland', 'Olmoniya', 'ФРГ', 'Германия ФРГ'],
  GB: [
    'England',
    'Britain',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'Англия',
    'Британия',
    'Шотландия',
    'Уэльс',
    'Angliya',
    'Britaniya',
    'Shotlandiya',
    'Buyuk Britaniya va Shimoliy Irlandiya',
  ],
  KG: [
    'Кыргызстан',
    'Киргизстан',
    'Kirgiziya',
    'Kirgizistan',
    'Qirgʻizistan',
    'Kyrgyz Republic',
    'Kirghizia',
    'Қирғизистон',
    'Кыргызская Республика',
  ],
  KP: ['Северная Корея', 'Korea, North'],
  KR: ['Южная Корея', 'Корея', 'Korea', 'Koreya'],
  KZ: ['Qazaqstan', 'Qozogʻiston Respublikasi', 'Қозоғистон', 'Казахия'],
  MD: ['Молдова', 'Moldaviya', 'Moldavia', 'Republic of Moldova'],
  MK: ['Macedonia', 'Македония', 'Makedoniya'],
  MM: ['Burma', 'Бирма', 'Birma', 'Myanma'],
  NL: ['Holland', 'Голландия', 'Gollandiya'],
  RU: ['Rossiya', 'Rossiya Federatsiyasi', 'Российская Федерация', 'Россия', 'Russian Federation', 'Русия'],
  SZ: ['Swaziland', 'Свазиленд', 'Esvatini'],
  TJ: ['Tojikiston', 'Тоҷикистон', 'Тожикистон', 'Tadzhikistan', 'Tadjikistan'],
  TM: ['Туркменистан', 'Turkmenia', 'Туркманистон'],
  TR: ['Türkiye', 'Turkey', 'Турция', 'Турецкая Республика', 'Туркия', 'Turkiya', 'Türkiya'],
  US: [
    'America',
    'Америка',
    'Amerika',
    'AQSh',
    'AQШ',
    'Соединённые Штаты Америки',
    'Штаты',
    'Amerika Qoʻshma Shtatlari',
  ],
  UZ: ['Uzbekiston', 'Ozbekiston', 'Ўзбекистон', 'Republic of Uzbekistan', 'Oʻzbekiston Respublikasi'],
  VA: ['Vatican', 'Vatican City'],
  VN: ['Viet Nam', 'Вьетнам', 'Vetnam'],
};

const collators = new Map<LanguageCode, Intl.Collator>();

/** Collation of the language's locale (falls back to the root order where a runtime lacks it). */
export function countryCollator(language: LanguageCode): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LOCALE[language], { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

const optionLists = new Map<LanguageCode, CountryOption[]>();
const labelsByCode = new Map<LanguageCode, Map<string, string>>();

/**
 * About 250 territories in the language, Uzbekistan first (the most likely choice for a hotel in
 * Namangan), then the others by name in the locale's collation. The array is shared and frozen.
 */
export function countryOptions(language: LanguageCode): CountryOption[] {
  const cached = optionLists.get(language);
  if (cached) return cached;
  const collator = countryCollator(language);
  const list = Object.entries(allNames(language))
    .map(([value]): CountryOption =>
      Object.freeze({ value, label: countryLabel(value, LOCALE[language]) ?? value, flag: flagUrl(value) }),
    )
    .sort((a, b) => {
      if (a.value === HOME_COUNTRY) return -1;
      if (b.value === HOME_COUNTRY) return 1;
      return collator.compare(a.label, b.label);
    });
  Object.freeze(list);
  optionLists.set(language, list);
  return list;
}

function labelMap(language: LanguageCode): Map<string, string> {
  let map = labelsByCode.get(language);
  if (!map) {
    // The labels the list shows, without sorting it (a chosen country's name is needed before the list opens).
    map = new Map(Object.keys(allNames(language)).map((code) => [code, countryLabel(code, LOCALE[language]) ?? code]));
    labelsByCode.set(language, map);
  }
  return map;
}

/**
 * The country's name in the language for an ISO code in any case (also the few non-ISO regions
 * the phone selector dials); undefined for an unknown code.
 */
export function countryName(code: string, language: LanguageCode): string | undefined {
  const upper = code.trim().toUpperCase();
  return labelMap(language).get(upper) ?? EXTRA_NAMES[upper]?.[language];
}

/** The option for a code in the language, or null. */
export function countryByCode(code: string, language: LanguageCode): CountryOption | null {
  const upper = code.trim().toUpperCase();
  const label = labelMap(language).get(upper);
  return label === undefined ? null : { value: upper, label, flag: flagUrl(upper) };
}

/**
 * Folds a name or query for matching: case, diacritics, apostrophe forms (ʻ ‘ ’ ' ʼ `),
 * dashes and runs of spaces do not matter; ё counts as е. The domain's fold, the one the server's
 * nationality check uses.
 */
export const foldForSearch = foldCountryName;

interface SearchEntry {
  value: string;
  /** Folded names in the list's language (the label first, then the package's other names) and the other names of OTHER_NAMES. */
  own: readonly string[];
  /** Folded names in the two other languages. */
  other: readonly string[];
}

const searchIndexes = new Map<LanguageCode, SearchEntry[]>();

function foldedNames(language: LanguageCode): Map<string, string[]> {
  const names = allNames(language);
  const result = new Map<string, string[]>();
  for (const option of countryOptions(language)) {
    const all = [option.label, ...(names[option.value] ?? [])].map(foldForSearch);
    result.set(option.value, [...new Set(all)]);
  }
  return result;
}

function searchIndex(language: LanguageCode): SearchEntry[] {
  let index = searchIndexes.get(language);
  if (!index) {
    const own = foldedNames(language);
    const others = LANGUAGES.filter((code) => code !== language).map(foldedNames);
    index = countryOptions(language).map((option) => ({
      value: option.value,
      own: [...new Set([...(own.get(option.value) ?? []), ...(OTHER_NAMES[option.value] ?? []).map(foldForSearch)])],
      other: others.flatMap((map) => map.get(option.value) ?? []),
    }));
    searchIndexes.set(language, index);
  }
  return index;
}

function wordStarts(name: string, query: string): boolean {
  return name.startsWith(query) || name.includes(` ${query}`);
}

/**
 * The country a guest means by `query`: a two-letter code (any case), a name in the language or
 * in either of the other two (any case, with or without diacritics and apostrophes, official or
 * everyday name), or a three-letter ISO code. Returns the option in `language`, or null.
 */
export function findCountry(query: string, language: LanguageCode): CountryOption | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const byCode = countryByCode(trimmed, language);
    if (byCode) return byCode;
  }
  const folded = foldForSearch(trimmed);
  const index = searchIndex(language);
  const hit = index.find((entry) => entry.own.includes(folded)) ?? index.find((entry) => entry.other.includes(folded));
  if (hit) return countryByCode(hit.value, language);
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const alpha2 = alpha3ToAlpha2(trimmed);
    if (alpha2) return countryByCode(alpha2, language);
  }
  return null;
}

/**
 * The options matching what a guest typed, best first: the exact code (alpha-2 or alpha-3) or a whole
 * name in any of the three languages ('UK', 'America'), then names starting with
 * the text, then names with a word starting with it, then names containing it, in the language
 * and then in the other two. Within a rank the list order holds (Uzbekistan first, then by
 * name). An empty query gives the whole list.
 */
export function searchCountries(query: string, language: LanguageCode): CountryOption[] {
  const options = countryOptions(language);
  const folded = foldForSearch(query);
  if (!folded) return options;
  // Two letters may be an ISO code (UZ), three an alpha-3 one (UZB).
  const code = /^[a-z]{2}$/.test(folded)
    ? folded.toUpperCase()
    : /^[a-z]{3}$/.test(folded)
      ? (alpha3ToAlpha2(folded) ?? null)
      : null;
  const index = searchIndex(language);
  const ranks: number[] = index.map((entry) => {
    if (entry.value === code || entry.own.includes(folded) || entry.other.includes(folded)) return 0;
    if (entry.own.some((name) => name.startsWith(folded))) return 1;
    if (entry.own.some((name) => wordStarts(name, folded))) return 2;
    if (entry.own.some((name) => name.includes(folded))) return 3;
    if (entry.other.some((name) => name.startsWith(folded) || wordStarts(name, folded))) return 4;
    if (entry.other.some((name) => name.includes(folded))) return 5;
    return -1;
  });
  const matches: { option: CountryOption; rank: number; order: number }[] = [];
  options.forEach((option, order) => {
    const rank = ranks[order] ?? -1;
    if (rank >= 0) matches.push({ option, rank, order });
  });
  return matches.sort((a, b) => a.rank - b.rank || a.order - b.order).map((match) => match.option);
}
