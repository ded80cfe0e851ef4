import fs from 'node:fs';
import path from 'node:path';
import {
  countryByCode,
  countryName,
  countryOptions,
  findCountry,
  foldForSearch,
  searchCountries,
} from '../../../src/features/booking/countries';
import { flagUrl } from '../../../src/features/booking/flags';
import { phoneCountryOptions } from '../../../src/features/booking/phone';

describe('countryOptions', () => {
  it.each(['UZ', 'RU', 'EN'] as const)(
    'lists about 250 ISO territories in %s, Uzbekistan first, each once',
    (language) => {
      const options = countryOptions(language);
      expect(options.length).toBeGreaterThanOrEqual(245);
      expect(options[0]?.value).toBe('UZ');
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
      for (const option of options) {
        expect(option.value).toMatch(/^[A-Z]{2}$/);
        expect(option.label.trim()).not.toBe('');
        expect(option.flag).toBe(flagUrl(option.value));
      }
    },
  );

  it('names countries in the language', () => {
    expect(countryByCode('DE', 'UZ')?.label).toBe('Germaniya');
    expect(countryByCode('DE', 'RU')?.label).toBe('Германия');
    expect(countryByCode('DE', 'EN')?.label).toBe('Germany');
    expect(countryByCode('UZ', 'UZ')?.label).toBe('Oʻzbekiston');
    expect(countryByCode('UZ', 'RU')?.label).toBe('Узбекистан');
  });

  it('writes Uzbek oʻ and gʻ with U+02BB and prefers everyday names', () => {
    expect(countryByCode('US', 'UZ')?.label).toBe('Amerika Qo\u02BBshma Shtatlari');
    expect(countryByCode('EH', 'UZ')?.label).toBe('G\u02BBarbiy Sahroi Kabir');
    expect(countryByCode('RU', 'EN')?.label).toBe('Russia');
    expect(countryByCode('RU', 'RU')?.label).toBe('Россия');
    expect(countryByCode('US', 'EN')?.label).toBe('United States');
  });

  it('sorts after Uzbekistan by the locale collation', () => {
    for (const language of ['UZ', 'RU', 'EN'] as const) {
      const rest = countryOptions(language)
        .slice(1)
        .map((option) => option.label);
      const collator = new Intl.Collator(language.toLowerCase(), { sensitivity: 'base' });
      expect(rest).toEqual([...rest].sort(collator.compare));
    }
    const ru = countryOptions('RU').map((option) => option.label);
    expect(ru.indexOf('Австралия')).toBeLessThan(ru.indexOf('Япония'));
  });

  it('memoises per language and hands out a frozen list', () => {
    expect(countryOptions('RU')).toBe(countryOptions('RU'));
    expect(countryOptions('RU')).not.toBe(countryOptions('EN'));
    expect(Object.isFrozen(countryOptions('EN'))).toBe(true);
  });
});

describe('flagUrl', () => {
  it('names a file country-flag-icons has for every country of both lists', () => {
    const files = new Set(
      fs.readdirSync(path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2')),
    );
    const codes = [
      ...countryOptions('EN').map((option) => option.value),
      ...phoneCountryOptions('EN').map((option) => option.value.toUpperCase()),
    ];
    for (const code of codes) expect(files).toContain(`${code}.svg`);
  });

  it('addresses the flag image of a two-letter code, in upper case', () => {
    expect(flagUrl('UZ')).toBe('/static/flags/UZ.svg');
    expect(flagUrl(' uz ')).toBe('/static/flags/UZ.svg');
  });
  it('gives nothing for what is not a two-letter code', () => {
    expect(flagUrl('')).toBe('');
    expect(flagUrl('UZB')).toBe('');
    expect(flagUrl('1A')).toBe('');
  });
});

describe('findCountry', () => {
  it('finds by two-letter code in any case, answering in the language', () => {
    expect(findCountry('de', 'UZ')).toEqual({ value: 'DE', label: 'Germaniya', flag: flagUrl('DE') });
    expect(findCountry(' UZ ', 'RU')?.label).toBe('Узбекистан');
  });

  it('finds by label in the language, ignoring case, diacritics and apostrophes', () => {
    expect(findCountry('germaniya', 'UZ')?.value).toBe('DE');
    expect(findCountry('Ozbekiston', 'UZ')?.value).toBe('UZ');
    expect(findCountry("O'zbekiston", 'UZ')?.value).toBe('UZ');
    expect(findCountry('cote d’ivoire', 'EN')?.value).toBe('CI');
    expect(findCountry('ГЕРМАНИЯ', 'RU')?.value).toBe('DE');
  });

  it('accepts the label in any of the three languages and official names', () => {
    expect(findCountry('Германия', 'EN')).toEqual({ value: 'DE', label: 'Germany', flag: flagUrl('DE') });
    expect(findCountry('Germany', 'UZ')?.label).toBe('Germaniya');
    expect(findCountry('Germaniya', 'RU')?.label).toBe('Германия');
    expect(findCountry('Russian Federation', 'EN')?.label).toBe('Russia');
    expect(findCountry('Российская Федерация', 'UZ')?.value).toBe('RU');
    expect(findCountry('USA', 'RU')?.value).toBe('US');
  });

  it('accepts a three-letter ISO code and refuses what names no country', () => {
    expect(findCountry('UZB', 'EN')?.value).toBe('UZ');
    expect(findCountry('', 'EN')).toBeNull();
    expect(findCountry('Atlantis', 'EN')).toBeNull();
    expect(findCountry('QQ', 'EN')).toBeNull();
    expect(findCountry('Germ', 'EN')).toBeNull();
  });
});

describe('searchCountries', () => {
  it('gives the whole list for an empty query', () => {
    expect(searchCountries('  ', 'UZ')).toBe(countryOptions('UZ'));
  });

  it('ranks the exact code, then names starting with the text, then containing it', () => {
    const de = searchCountries('de', 'EN').map((option) => option.value);
    expect(de[0]).toBe('DE');
    expect(de).toContain('BD');
    const ger = searchCountries('ger', 'EN').map((option) => option.label);
    expect(ger[0]).toBe('Germany');
    expect(ger).toContain('Algeria');
    expect(ger.indexOf('Germany')).toBeLessThan(ger.indexOf('Algeria'));
  });

  it('finds by names in the other languages too, after the language’s own matches', () => {
    expect(searchCountries('Герм', 'UZ').map((option) => option.label)).toEqual(['Germaniya']);
    expect(searchCountries('zzzz', 'UZ')).toEqual([]);
  });

  it('matches word starts inside names', () => {
    expect(searchCountries('kingdom', 'EN').map((option) => option.value)).toContain('GB');
    expect(
      searchCountries('koreya', 'UZ')
        .map((option) => option.value)
        .sort(),
    ).toEqual(['KP', 'KR']);
  });
});

describe('searchCountries: codes and other names', () => {
  const first = (query: string, language: 'UZ' | 'RU' | 'EN') => searchCountries(query, language)[0]?.value;

  it('puts the exact alpha-2 or alpha-3 code first, in any case', () => {
    expect(first('uz', 'EN')).toBe('UZ');
    expect(first('UZB', 'RU')).toBe('UZ');
    expect(first('kaz', 'UZ')).toBe('KZ');
    expect(first('deu', 'EN')).toBe('DE');
  });

  it.each([
    ['Киргизия', 'KG'],
    ['Кыргызстан', 'KG'],
    ['Qirgʻiziston', 'KG'],
    ["qirg'iziston", 'KG'],
    ['Kyrgyzstan', 'KG'],
    ['Молдавия', 'MD'],
    ['Молдова', 'MD'],
    ['Moldova', 'MD'],
    ['Belarus', 'BY'],
    ['Беларусь', 'BY'],
    ['Белоруссия', 'BY'],
    ['Turkey', 'TR'],
    ['Türkiye', 'TR'],
    ['Турция', 'TR'],
    ['Turkiya', 'TR'],
    ['Czechia', 'CZ'],
    ['Czech Republic', 'CZ'],
    ['Ivory Coast', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['Burma', 'MM'],
    ['Myanmar', 'MM'],
    ['Holland', 'NL'],
    ['Голландия', 'NL'],
    ['Great Britain', 'GB'],
    ['UK', 'GB'],
    ['England', 'GB'],
    ['Англия', 'GB'],
    ['USA', 'US'],
    ['America', 'US'],
    ['США', 'US'],
    ['AQSh', 'US'],
    ['Qozogʻiston', 'KZ'],
    ['Kazakhstan', 'KZ'],
    ['Казахстан', 'KZ'],
    ['Tojikiston', 'TJ'],
    ['Ўзбекистон', 'UZ'],
  ])('%s finds %s in every language, first, and is a name findCountry accepts', (query, code) => {
    for (const language of ['UZ', 'RU', 'EN'] as const) {
      expect(first(query, language)).toBe(code);
      expect(findCountry(query, language)?.value).toBe(code);
    }
  });

  it('ignores case, diacritics, ё and the Uzbek apostrophes', () => {
    expect(first('ТЮРКИЕ', 'RU')).toBeUndefined();
    expect(first('соединенные штаты', 'RU')).toBe('US');
    expect(first('OʻZBEK', 'UZ')).toBe('UZ');
    expect(first('o`zbek', 'UZ')).toBe('UZ');
    expect(first('o’zbek', 'UZ')).toBe('UZ');
    expect(first('cote', 'EN')).toBe('CI');
    expect(first('reunion', 'EN')).toBe('RE');
  });

  it('ranks a name start before a word start before a part of a name', () => {
    const labels = searchCountries('guinea', 'EN').map((option) => option.label);
    expect(labels[0]).toBe('Guinea');
    expect(labels.indexOf('Equatorial Guinea')).toBeGreaterThan(labels.indexOf('Guinea-Bissau'));
    expect(labels).toContain('Papua New Guinea');
  });

  it('lets no other name hide a country’s own name in any language', () => {
    for (const language of ['UZ', 'RU', 'EN'] as const) {
      for (const option of countryOptions(language)) {
        for (const listLanguage of ['UZ', 'RU', 'EN'] as const)
          expect(findCountry(option.label, listLanguage)?.value).toBe(option.value);
      }
    }
  });
});

describe('countryName and foldForSearch', () => {
  it('names the non-ISO regions the phone selector dials', () => {
    expect(countryName('AC', 'EN')).toBe('Ascension Island');
    expect(countryName('ta', 'RU')).toBe('Тристан-да-Кунья');
    expect(countryName('de', 'UZ')).toBe('Germaniya');
    expect(countryName('QQ', 'UZ')).toBeUndefined();
  });

  it('folds case, diacritics, apostrophes and dashes', () => {
    expect(foldForSearch('  Côte d’Ivoire ')).toBe('cote divoire');
    expect(foldForSearch('Oʻzbekiston')).toBe(foldForSearch("O'zbekiston"));
    expect(foldForSearch('Гвинея-Бисау')).toBe('гвинея бисау');
  });
});
