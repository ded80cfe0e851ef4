import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';
import { useTexts } from '../../shared/i18n';
import { ChevronDownIcon } from '../../shared/icons';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import { CountryFlag } from './CountryFlag';
import { fieldsTexts } from './fields.texts';
import { flagUrl } from './flags';
import { useCountries, type Countries } from './loadCountries';
import { loadedPhoneRules, loadPhoneRules, onPhoneRulesLoaded, type PhoneRules } from './loadPhoneRules';
import type { PhoneCountryOption, PhoneValue } from './phone';

export interface PhoneFieldProps extends PhoneValue {
  /** Id of the number input (a <label htmlFor={id}> names it); the selector gets `${id}-country`. */
  id: string;
  onChange: (value: PhoneValue) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
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
  ${fieldBox}
  padding: 0 32px 0 12px;
  color: ${({ theme }) => theme.colors.text};
  > svg {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.primary};
    pointer-events: none;
  }
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  select:disabled {
    cursor: not-allowed;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const NumberInput = styled.input`
  flex: 1;
  /* Without a width an input asks for its default 20 characters and pushes out of a narrow dialog. */
  width: 100%;
  min-width: 0;
  ${fieldBox}
  padding: 0 12px;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;

/** The phone rules (libphonenumber-js) once loaded, else null; asks for them on mount. */
function usePhoneRules(): PhoneRules | null {
  const rules = useSyncExternalStore(onPhoneRulesLoaded, loadedPhoneRules, loadedPhoneRules);
  useEffect(() => {
    if (!rules) void loadPhoneRules().catch(() => undefined);
  }, [rules]);
  return rules;
}

/**
 * The country as the selector shows it before the list has loaded: its flag and name (its code
 * for the moment before the country names arrive), no dial code.
 */
function provisionalOption(country: string, language: LanguageCode, countries: Countries | null): PhoneCountryOption {
  const code = country.toUpperCase();
  return { value: country, label: countries?.countryName(code, language) ?? code, flag: flagUrl(code), dialCode: '' };
}

/**
 * The phone field: a country selector (flag and dial code; the open list names every country in
 * the active language) and the national number. An international number typed or pasted with
 * + or 00 moves the selector to its country. The form stores `toE164(country, number)`.
 * Until libphonenumber-js has loaded (loadPhoneRules.ts) the number is a plain tel input that keeps
 * what is typed and the selector holds only the current country; once it is there, what was
 * typed meanwhile is read as if typed then.
 */
export function PhoneField({ id, country, number, onChange, invalid, describedBy, disabled }: PhoneFieldProps) {
  const { language } = useLanguage();
  const t = useTexts(fieldsTexts).phone;
  const rules = usePhoneRules();
  const current = country.toLowerCase();
  const countries = useCountries();
  const options = useMemo(
    () =>
      rules ? rules.phoneCountryOptions(language) : current ? [provisionalOption(current, language, countries)] : [],
    [rules, language, current, countries],
  );
  const selectId = `${id}-country`;
  const selected = useMemo(() => options.find((option) => option.value === current), [options, current]);

  // Text typed before the rules came is read once they are here (an international number moves
  // the country); a field that mounts with them loaded behaves as it always did.
  const typedBeforeRules = useRef(rules === null);
  useEffect(() => {
    if (!rules || !typedBeforeRules.current) return;
    typedBeforeRules.current = false;
    const next = rules.interpretPhoneInput(current, number);
    if (next.country !== current || next.number !== number) onChange(next);
  }, [rules, current, number, onChange]);

  return (
    <Group>
      <CountryBox data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {selected ? <CountryFlag src={selected.flag} /> : null}
        <span aria-hidden="true">{selected?.dialCode ? `+${selected.dialCode}` : ''}</span>
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
              {option.dialCode ? `${option.label} (+${option.dialCode})` : option.label}
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
        onChange={(event) =>
          onChange(
            rules
              ? rules.interpretPhoneInput(current, event.target.value)
              : { country: current, number: event.target.value },
          )
        }
      />
    </Group>
  );
}
