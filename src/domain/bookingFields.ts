/**
 * The values of a booking's fields, each on its own: length limits, and what a name, an email
 * address, a phone number and a nationality are. Used by the booking rules (bookingRules.ts),
 * the booking dialog's form check and the server's configuration.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { BOOKING_LIMITS } from './bookingLimits';

/**
 * What a person's name is made of: letters and combining marks, spaces, hyphens, apostrophes
 * (Uzbek Oʻ and Gʻ, O'Brien) and dots after initials (J.R.R.). No digits, no @ / : and no dot
 * before two letters, so no address or link can pass for a name in a message the hotel sends.
 */
const NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'`ʻʼ‘’-]*[\p{L}\p{M}.])?$/u;

/** Whether `value` (trimmed) reads as a person's name. */
export function isValidName(value: string): boolean {
  return NAME.test(value) && !/\.\p{L}{2}/u.test(value);
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Whether `value` is a deliverable-looking address: dot-atom local part, a domain of at least
 * two valid labels with an alphabetic top level, within RFC 5321 lengths. Quoted local parts
 * and IP literals are refused on purpose: no guest needs them and they complicate relaying.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > BOOKING_LIMITS.email) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > BOOKING_LIMITS.emailLocalPart || !EMAIL_LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1] ?? '');
}

/** The phone number in E.164 when `value` is a valid international number, else null. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+') || trimmed.length > BOOKING_LIMITS.phone) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed && parsed.isValid() ? parsed.number : null;
}

const REGION_CODES: readonly string[] = (() => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = names.of(code);
      if (name && name !== code && code !== 'ZZ') codes.push(code);
    }
  }
  return codes;
})();

function labelKey(label: string): string {
  // Fold case, accents and the several apostrophes Uzbek spellings use (Oʻzbekiston, O'zbekiston).
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ʻʼ'‘’`]/g, '')
    .toLowerCase()
    .trim();
}

let labelIndex: Map<string, string> | undefined;

function countryByLabel(label: string): string | undefined {
  if (!labelIndex) {
    labelIndex = new Map();
    for (const locale of ['en', 'ru', 'uz', 'uz-Cyrl']) {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      for (const code of REGION_CODES) {
        const name = names.of(code);
        if (name && !labelIndex.has(labelKey(name))) labelIndex.set(labelKey(name), code);
      }
    }
  }
  return labelIndex.get(labelKey(label));
}

/**
 * The ISO 3166-1 alpha-2 code of a nationality given as a code ("uz", "UZ") or as a country
 * label in English, Russian or Uzbek ("Uzbekistan", "Узбекистан", "Oʻzbekiston"); null when
 * nothing is chosen or the label is not a known country name.
 */
export function resolveNationality(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return REGION_CODES.includes(code) ? code : null;
  }
  return countryByLabel(trimmed) ?? null;
}
