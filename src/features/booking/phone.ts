import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { PHONE_COUNTRY_BY_LANGUAGE } from '../../shared/bookNow/bookNow';
import type { LanguageCode } from '../../shared/language/languages';
import { countryCollator, countryName, HOME_COUNTRY } from './countries';
import { flagUrl } from './flags';

/*
 * Phone numbers of the booking form: E.164 for the request, what a pasted international number
 * means, and the country list of the phone field. A plain module: the form check
 * (bookingFormCheck.ts) and the field (PhoneField.tsx) both use it, through phoneRules.ts: its own
 * chunk, with libphonenumber-js (loadPhoneRules.ts).
 */

export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code in lower case, e.g. 'uz'. */
  country: string;
  /** The number as the guest typed it (national, or international while still being typed). */
  number: string;
}

export interface PhoneCountryOption {
  /** Lower-case ISO code, e.g. 'uz'. */
  value: string;
  label: string;
  /** Address of the flag image (flags.ts). */
  flag: string;
  /** Country calling code without '+', e.g. '998'. */
  dialCode: string;
}

/** The phone country a form starts with (spec section 9): uz for UZ, ru for RU, us for EN. */
export function defaultPhoneCountry(language: LanguageCode): 'uz' | 'ru' | 'us' {
  return PHONE_COUNTRY_BY_LANGUAGE[language];
}

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(getCountries());

function toCountryCode(country: string): CountryCode | null {
  const upper = country.trim().toUpperCase();
  return KNOWN_COUNTRIES.has(upper) ? (upper as CountryCode) : null;
}

/** '+998…' or '00998…' as '+998…'; null when the text is not written internationally. */
function internationalForm(number: string): string | null {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return trimmed;
  if (trimmed.startsWith('00')) return `+${trimmed.slice(2)}`;
  return null;
}

/**
 * The number in E.164 ('+998901234567') when it is a valid number for the country: dialled
 * nationally in that country, or written internationally (+ or 00) with that country's calling
 * code (countries that share a code, like us and ca, accept each other's numbers). Else null.
 */
export function toE164(country: string, number: string): string | null {
  const code = toCountryCode(country);
  if (!code || !number.trim()) return null;
  const text = internationalForm(number) ?? number;
  const parsed = parsePhoneNumberFromString(text, code);
  if (!parsed || !parsed.isValid()) return null;
  if (parsed.country !== code && parsed.countryCallingCode !== getCountryCallingCode(code)) return null;
  return parsed.number;
}

/**
 * What typing or pasting an international number means: the country it belongs to and, once the
 * number is complete and valid, its national part ('+7 912 345 67 89' → ru, '912 345 67 89').
 * While the number is still incomplete the text stays as typed and only the country follows.
 * A national number returns the value unchanged.
 */
export function interpretPhoneInput(country: string, number: string): PhoneValue {
  const international = internationalForm(number);
  if (international === null) return { country, number };
  const parsed = parsePhoneNumberFromString(international);
  if (parsed?.country && parsed.isValid()) {
    const spaced = parsed.formatInternational();
    const prefix = `+${parsed.countryCallingCode} `;
    const national = spaced.startsWith(prefix) ? spaced.slice(prefix.length) : parsed.nationalNumber;
    return { country: parsed.country.toLowerCase(), number: national };
  }
  const typing = new AsYouType();
  typing.input(international);
  const detected = typing.getCountry();
  return { country: detected ? detected.toLowerCase() : country, number };
}

const optionLists = new Map<LanguageCode, PhoneCountryOption[]>();

/**
 * Every region libphonenumber-js can dial, named in the language, Uzbekistan first and then by
 * name in the locale's collation; the array is shared and frozen.
 */
export function phoneCountryOptions(language: LanguageCode): PhoneCountryOption[] {
  const cached = optionLists.get(language);
  if (cached) return cached;
  const collator = countryCollator(language);
  const list = getCountries()
    .map((code): PhoneCountryOption =>
      Object.freeze({
        value: code.toLowerCase(),
        label: countryName(code, language) ?? code,
        flag: flagUrl(code),
        dialCode: getCountryCallingCode(code),
      }),
    )
    .sort((a, b) => {
      const home = HOME_COUNTRY.toLowerCase();
      if (a.value === home) return -1;
      if (b.value === home) return 1;
      return collator.compare(a.label, b.label);
    });
  Object.freeze(list);
  optionLists.set(language, list);
  return list;
}
