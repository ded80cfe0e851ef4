import { PHONE_COUNTRY_BY_LANGUAGE } from '../../shared/bookNow/bookNow';
import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useTexts } from '../../shared/i18n';
import { ChevronDownIcon } from '../../shared/icons';
import type { LanguageCode } from '../../shared/language/languages';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { countryCollator, countryName, flagEmoji, HOME_COUNTRY } from './countries';
import { fieldsTexts } from './fields.texts';

export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code in lower case, e.g. 'uz'. */
  country: string;
  /** The number as the guest typed it (national, or international while still being typed). */
  number: string;
}

export interface PhoneFieldProps extends PhoneValue {
  /** Id of the number input (a <label htmlFor={id}> names it); the selector gets `${id}-country`. */
  id: string;
  onChange: (value: PhoneValue) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

export interface PhoneCountryOption {
  /** Lower-case ISO code, e.g. 'uz'. */
  value: string;
  label: string;
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
    .map((code): PhoneCountryOption => Object.freeze({ value: code.toLowerCase(), label: countryName(code, language) ?? code, flag: flagEmoji(code), dialCode: getCountryCallingCode(code) }))
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

const Group = styled.div`
  display: flex;
  gap: 8px;
  width: 100%;
  min-width: 0;
`;

/** The native select lies transparent over a compact face showing the flag and the dial code. */
const CountryBox = styled.div`
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 108px;
  min-height: 48px;
  padding: 0 32px 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  .flag { font-size: 20px; line-height: 1; }
  > svg { position: absolute; right: 8px; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.colors.primary}; pointer-events: none; }
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
    font-size: 16px;
  }
  select:disabled { cursor: not-allowed; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  &[data-disabled='true'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const NumberInput = styled.input`
  flex: 1;
  /* Without a width an input asks for its default 20 characters and pushes out of a narrow dialog. */
  width: 100%;
  min-width: 0;
  min-height: 48px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; cursor: not-allowed; }
`;

/**
 * The phone field: a country selector (flag and dial code; the open list names every country in
 * the active language) and the national number. An international number typed or pasted with
 * + or 00 moves the selector to its country. The form stores `toE164(country, number)`.
 */
export function PhoneField({ id, country, number, onChange, invalid, describedBy, disabled }: PhoneFieldProps) {
  const { language } = useLanguage();
  const t = useTexts(fieldsTexts).phone;
  const options = phoneCountryOptions(language);
  const selectId = `${id}-country`;
  const current = country.toLowerCase();
  const selected = useMemo(() => options.find((option) => option.value === current), [options, current]);

  return (
    <Group>
      <CountryBox data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        <span className="flag" aria-hidden="true">{selected?.flag}</span>
        <span aria-hidden="true">{selected ? `+${selected.dialCode}` : ''}</span>
        <ChevronDownIcon size={16} />
        <label className="visually-hidden" htmlFor={selectId}>
          {t.countryCode}
        </label>
        <select
          id={selectId}
          value={selected ? current : ''}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ country: event.target.value, number })}
        >
          {selected ? null : <option value="" disabled />}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {`${option.label} (+${option.dialCode})`}
            </option>
          ))}
        </select>
      </CountryBox>
      <NumberInput
        id={id}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={number}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(interpretPhoneInput(current, event.target.value))}
      />
    </Group>
  );
}
