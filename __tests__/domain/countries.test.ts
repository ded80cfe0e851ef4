import countries from 'i18n-iso-countries';
import codes from 'i18n-iso-countries/codes.json';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import uz from 'i18n-iso-countries/langs/uz.json';
import { alpha3ToAlpha2, COUNTRY_CODES, COUNTRY_LOCALES, countryNamesIn } from '../../src/domain/countries';

/*
 * src/domain/countries.ts reads i18n-iso-countries' data files itself (not through its index, which
 * would bring a diacritics table into the booking dialog): it must give what the package's own API
 * gives, for every locale, name and code, so a package update cannot make them drift apart.
 */
countries.registerLocale(uz);
countries.registerLocale(ru);
countries.registerLocale(en);

describe('the country data, read from the package files', () => {
  it("lists every name of every country as the package's getNames does, in Uzbek, Russian and English", () => {
    for (const locale of COUNTRY_LOCALES)
      expect(countryNamesIn(locale)).toEqual(countries.getNames(locale, { select: 'all' }));
    expect(COUNTRY_CODES).toEqual(new Set(Object.keys(countries.getAlpha2Codes())));
  });

  it('turns every alpha-3 code into its alpha-2 code as the package does, in any case', () => {
    for (const [, alpha3] of codes) expect(alpha3ToAlpha2(alpha3!)).toBe(countries.alpha3ToAlpha2(alpha3!));
    expect(alpha3ToAlpha2('uzb')).toBe('UZ');
    expect(alpha3ToAlpha2('Kgz')).toBe('KG');
    expect(alpha3ToAlpha2('XXX')).toBeUndefined();
  });
});
