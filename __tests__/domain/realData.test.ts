/**
 * Only real data, in the rules the server and the booking dialog share: a
 * nationality is a country of the site's list, by its code or one of its names in Uzbek, Russian
 * or English; a name holds a visible letter and nothing invisible; text is judged and stored in NFC.
 */
import { isValidName } from '../../src/domain/bookingFields';
import { validateBooking } from '../../src/domain/bookingRules';
import { COUNTRY_CODES, countryLabel, countryNamesIn, resolveNationality } from '../../src/domain/countries';
import { countryOptions } from '../../src/features/booking/countries';

const TODAY = '2026-03-10';

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    roomId: 1,
    roomTitle: 'Standard single',
    guestName: 'Anna Schmidt',
    phone: '+4915123456789',
    email: null,
    nationality: 'DE',
    checkin: '2026-03-10',
    checkout: '2026-03-12',
    nights: 2,
    guests: 1,
    totalPrice: 2 * 470000,
    lang: 'en',
    ...overrides,
  };
}

function problemOf(overrides: Record<string, unknown>): { code: string; field?: string } | undefined {
  const result = validateBooking(body(overrides), { today: TODAY });
  return result.ok ? undefined : { code: result.problem.code, field: result.problem.field };
}

describe('nationality', () => {
  it('every country of the dialog’s list, in each language, resolves to its code by code and by the name shown', () => {
    for (const language of ['UZ', 'RU', 'EN'] as const) {
      const options = countryOptions(language);
      expect(options.length).toBeGreaterThan(240);
      for (const option of options) {
        expect(resolveNationality(option.value)).toBe(option.value);
        expect(resolveNationality(option.value.toLowerCase())).toBe(option.value);
        expect(resolveNationality(option.label)).toBe(option.value);
        expect(resolveNationality(option.label.toUpperCase())).toBe(option.value);
      }
    }
  });

  it('takes every name the list knows in the three languages, in any case, with or without apostrophes and accents', () => {
    const allNames = (code: string) =>
      (['uz', 'ru', 'en'] as const).flatMap((locale) => countryNamesIn(locale)[code] ?? []);
    for (const locale of ['uz', 'ru', 'en'] as const) {
      for (const names of Object.values(countryNamesIn(locale))) {
        // A name two countries share ("Congo") resolves to one of them.
        for (const name of names) expect(allNames(resolveNationality(name) ?? '')).toContain(name);
      }
    }
    expect(
      [
        'Russia',
        'russian federation',
        'РОССИЯ',
        'Rossiya',
        "o'zbekiston",
        'OʻZBEKISTON',
        'cote d’ivoire',
        'Côte d’Ivoire',
      ].map(resolveNationality),
    ).toEqual(['RU', 'RU', 'RU', 'RU', 'UZ', 'UZ', 'CI', 'CI']);
    expect(countryLabel('RU', 'en')).toBe('Russia');
    expect(countryLabel('UZ', 'uz')).toBe('Oʻzbekiston');
    expect(COUNTRY_CODES.has('UZ')).toBe(true);
  });

  it.each([
    ['free text with a link', 'Pay deposit: https://evil.example/p'],
    ['a made-up country', 'Narnia'],
    ['a code not on the list', 'QQ'],
    ['a country name with an invisible character', 'Germa\u200bny'],
    ['a lone surrogate', 'Germany\ud800'],
  ])('refuses %s (400 invalid_nationality or invalid_characters)', (_name, nationality) => {
    expect(['invalid_nationality', 'invalid_characters']).toContain(problemOf({ nationality })?.code);
    expect(problemOf({ nationality })?.field).toBe('nationality');
  });

  it('keeps null and blank as no nationality chosen (the citizens’ price)', () => {
    expect(problemOf({ nationality: null, totalPrice: 2 * 400000 })).toBeUndefined();
    expect(problemOf({ nationality: '  ', totalPrice: 2 * 400000 })).toBeUndefined();
  });
});

describe('names', () => {
  it.each([
    ['Hangul filler U+3164', '\u3164'],
    ['Hangul choseong filler U+115F', '\u115f'],
    ['Hangul jungseong filler U+1160', '\u1160'],
    ['halfwidth Hangul filler U+FFA0', '\uffa0'],
    ['fillers around a space', '\u3164 \u3164'],
    ['combining marks only', '\u0301\u0301'],
    ['a word of combining marks only', 'Anna \u0301\u0302'],
    ['a letter and five combining marks', 'Aq\u0301\u0302\u0303\u0304\u0305'],
    ['a soft hyphen', 'An\u00adna'],
    ['a combining grapheme joiner', 'An\u034fna'],
    ['a zero-width space', 'An\u200bna'],
    ['a word joiner', 'An\u2060na'],
    ['a byte order mark', 'An\ufeffna'],
    ['a variation selector', 'Anna\ufe0f'],
    ['a Mongolian free variation selector', 'An\u180bna'],
    ['a Khmer inherent vowel', 'An\u17b4na'],
    ['a musical symbol format character', 'An\u{1d173}na'],
    ['a tag character', 'Anna\u{e0041}'],
    ['a lone surrogate', 'Anna\ud800'],
    ['a filler after a real letter', 'A\u3164'],
  ])('refuses a name with %s', (_what, name) => {
    expect(isValidName(name)).toBe(false);
    const problem = problemOf({ guestName: `${name} Schmidt` });
    expect(problem?.field).toBe('guestName');
    expect(['invalid_name', 'invalid_characters', 'empty_field']).toContain(problem?.code);
  });

  it.each([
    ['Zoë'],
    ['Nguyễn Văn'],
    ['Gʻayrat Oʻgʻli'],
    ['José'],
    ['Łukasz'],
    ['Ölçer'],
    ['Đặng Thị'],
    ['अनिल'],
    ['Ёжиков'],
  ])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
    expect(problemOf({ guestName: name })).toBeUndefined();
  });

  it('accepts up to three combining marks in a row, judged after NFC', () => {
    expect(isValidName('Aq\u0301\u0302\u0303')).toBe(true);
    expect(isValidName('Aq\u0301\u0302\u0303\u0304')).toBe(false);
    // e and a combining acute compose to é in NFC: one mark less.
    expect(isValidName('Ae\u0301\u0302\u0303\u0304')).toBe(true);
  });

  it('stores names and nationalities in NFC', () => {
    const result = validateBooking(body({ guestName: 'Jose\u0301 Nun\u0303ez', nationality: 'Co\u0302te d’Ivoire' }), {
      today: TODAY,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.guestName).toBe('Jos\u00e9 Nu\u00f1ez');
    expect(result.value.nationality).toBe('C\u00f4te d’Ivoire');
    expect(result.value.nationalityCode).toBe('CI');
  });
});
