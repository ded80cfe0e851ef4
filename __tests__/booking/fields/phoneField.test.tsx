import { screen } from '@testing-library/react';
import { getCountries } from 'libphonenumber-js/max';
import { useState } from 'react';
import { countryData } from '../../../src/features/booking/loadCountries';
import { loadPhoneRules } from '../../../src/features/booking/loadPhoneRules';
import { PhoneField } from '../../../src/features/booking/PhoneField';
import {
  defaultPhoneCountry,
  interpretPhoneInput,
  phoneCountryOptions,
  toE164,
  type PhoneValue,
} from '../../../src/features/booking/phone';
import { useLanguage } from '../../../src/shared/language/LanguageProvider';
import type { LanguageCode } from '../../../src/shared/language/languages';
import { renderWithProviders } from '../../support/render';

describe('defaultPhoneCountry', () => {
  it('is uz for UZ, ru for RU and us for EN', () => {
    expect(defaultPhoneCountry('UZ')).toBe('uz');
    expect(defaultPhoneCountry('RU')).toBe('ru');
    expect(defaultPhoneCountry('EN')).toBe('us');
  });
});

describe('toE164', () => {
  it('gives E.164 for a valid national number of the country', () => {
    expect(toE164('uz', '90 123 45 67')).toBe('+998901234567');
    expect(toE164('UZ', '(90) 123-45-67')).toBe('+998901234567');
    expect(toE164('ru', '912 345 67 89')).toBe('+79123456789');
    expect(toE164('ru', '8 912 345 67 89')).toBe('+79123456789');
    expect(toE164('us', '(212) 555-0123')).toBe('+12125550123');
  });

  it('accepts the number written internationally for that country, with + or 00', () => {
    expect(toE164('uz', '+998 90 123 45 67')).toBe('+998901234567');
    expect(toE164('uz', '00998 90 123 45 67')).toBe('+998901234567');
    expect(toE164('us', '+1 416 555 0123')).toBe('+14165550123');
  });

  it('is null for a short, long, foreign or empty number and an unknown country', () => {
    expect(toE164('uz', '90 123 45')).toBeNull();
    expect(toE164('uz', '90 123 45 67 89 01')).toBeNull();
    expect(toE164('uz', '+7 912 345 67 89')).toBeNull();
    expect(toE164('uz', '')).toBeNull();
    expect(toE164('uz', 'phone')).toBeNull();
    expect(toE164('xx', '90 123 45 67')).toBeNull();
  });
});

describe('interpretPhoneInput', () => {
  it('moves a complete international number to its country and keeps the national part', () => {
    expect(interpretPhoneInput('uz', '+7 912 345 67 89')).toEqual({ country: 'ru', number: '912 345 67 89' });
    expect(interpretPhoneInput('us', '00998901234567')).toEqual({ country: 'uz', number: '90 123 45 67' });
  });

  it('follows the country while an international number is still typed', () => {
    expect(interpretPhoneInput('us', '+998')).toEqual({ country: 'uz', number: '+998' });
    expect(interpretPhoneInput('uz', '+1')).toEqual({ country: 'uz', number: '+1' });
  });

  it('leaves a national number as typed', () => {
    expect(interpretPhoneInput('uz', '90 12')).toEqual({ country: 'uz', number: '90 12' });
  });
});

describe('phoneCountryOptions', () => {
  it('covers every region libphonenumber-js dials, named in the language, Uzbekistan first', () => {
    const options = phoneCountryOptions('RU');
    expect(options).toHaveLength(getCountries().length);
    expect(options[0]).toEqual({ value: 'uz', label: 'Узбекистан', flag: '/static/flags/UZ.svg', dialCode: '998' });
    expect(options.find((option) => option.value === 'de')?.label).toBe('Германия');
    expect(options.find((option) => option.value === 'ac')?.label).toBe('Остров Вознесения');
    for (const option of options) expect(option.label).not.toMatch(/^[A-Z]{2}$/);
    expect(phoneCountryOptions('RU')).toBe(options);
  });
});

function Harness({ initial, spy }: { initial: PhoneValue; spy: jest.Mock }) {
  const [value, setValue] = useState(initial);
  const { setLanguage } = useLanguage();
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneField
        id="phone"
        country={value.country}
        number={value.number}
        describedBy="phone-hint"
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <p id="phone-hint">With country code</p>
      <button type="button" onClick={() => setLanguage('UZ')}>
        lang UZ
      </button>
      <output data-testid="e164">{toE164(value.country, value.number) ?? 'invalid'}</output>
    </>
  );
}

function setup(initial: PhoneValue = { country: 'uz', number: '' }, language: LanguageCode = 'EN') {
  const spy = jest.fn();
  const result = renderWithProviders(<Harness initial={initial} spy={spy} />, {
    preloadedState: { language: { code: language } },
  });
  return {
    ...result,
    spy,
    select: screen.getByRole('combobox', { name: 'Country code' }),
    input: screen.getByRole('textbox', { name: 'Phone' }),
  };
}

describe('PhoneField', () => {
  // The phone field asks for the phone rules and the country names once the dialog shows; here they
  // are in before each render.
  beforeAll(() => Promise.all([loadPhoneRules(), countryData.load()]));

  it('is a labelled country selector and a national tel input', () => {
    const { select, input } = setup();
    expect(select).toHaveValue('uz');
    expect(select).toHaveAccessibleDescription('With country code');
    expect(screen.getByRole('option', { name: 'Uzbekistan (+998)', selected: true })).toBeInTheDocument();
    expect(screen.getByText('+998')).toBeInTheDocument();
    // The flag is an image the name beside it explains: decorative, out of the accessibility tree.
    expect(document.querySelector('img[src="/static/flags/UZ.svg"]')).toHaveAttribute('alt', '');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAccessibleDescription('With country code');
  });

  it('names the countries in the active language', async () => {
    const { user, select } = setup({ country: 'de', number: '' });
    expect(screen.getByRole('option', { name: 'Germany (+49)', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'lang UZ' }));
    expect(screen.getByRole('option', { name: 'Germaniya (+49)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mamlakat kodi' })).toBe(select);
  });

  it('typing a national number keeps the country and gives E.164 once valid', async () => {
    const { user, input, select } = setup();
    await user.type(input, '90 123 45');
    expect(screen.getByTestId('e164')).toHaveTextContent('invalid');
    await user.type(input, ' 67');
    expect(select).toHaveValue('uz');
    expect(input).toHaveValue('90 123 45 67');
    expect(screen.getByTestId('e164')).toHaveTextContent('+998901234567');
  });

  it('pasting +7 912 345 67 89 switches the country to ru', async () => {
    const { user, input, select, spy } = setup();
    await user.click(input);
    await user.paste('+7 912 345 67 89');
    expect(spy).toHaveBeenLastCalledWith({ country: 'ru', number: '912 345 67 89' });
    expect(select).toHaveValue('ru');
    expect(screen.getByText('+7')).toBeInTheDocument();
    expect(input).toHaveValue('912 345 67 89');
    expect(screen.getByTestId('e164')).toHaveTextContent('+79123456789');
  });

  it('typing an international number with 00 switches the country as soon as it is known', async () => {
    const { user, input, select } = setup({ country: 'us', number: '' });
    await user.type(input, '00998');
    expect(select).toHaveValue('uz');
    await user.type(input, '901234567');
    expect(input).toHaveValue('90 123 45 67');
    expect(screen.getByTestId('e164')).toHaveTextContent('+998901234567');
  });

  it('choosing another country keeps the number', async () => {
    const { user, select, input, spy } = setup({ country: 'uz', number: '912 345 67 89' });
    await user.selectOptions(select, 'ru');
    expect(spy).toHaveBeenLastCalledWith({ country: 'ru', number: '912 345 67 89' });
    expect(select).toHaveValue('ru');
    expect(input).toHaveValue('912 345 67 89');
    expect(screen.getByTestId('e164')).toHaveTextContent('+79123456789');
  });

  it('marks the number invalid and can be disabled', () => {
    renderWithProviders(<PhoneField id="p" country="uz" number="" onChange={jest.fn()} invalid disabled />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Mamlakat kodi' })).toBeDisabled();
  });
});
