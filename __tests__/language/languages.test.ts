import {
  detectLanguage,
  fromBrowserLanguage,
  LANGUAGE_STORAGE_KEY,
  splitLanguagePrefix,
  withLanguagePrefix,
  parseLanguageCode,
  readStoredLanguage,
  storeLanguage,
} from '../../src/shared/language/languages';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? value : null) };
}

describe('language detection', () => {
  it('uses the stored langCode first, whatever the browser says', () => {
    expect(detectLanguage(storageWith('RU'), 'en-US')).toBe('RU');
    expect(detectLanguage(storageWith('en'), 'ru-RU')).toBe('EN');
  });

  it('falls back to the browser language when nothing valid is stored', () => {
    expect(detectLanguage(storageWith(null), 'ru-RU')).toBe('RU');
    expect(detectLanguage(storageWith('DE'), 'en-GB')).toBe('EN');
    expect(detectLanguage(storageWith(''), 'ru')).toBe('RU');
  });

  it('gives Uzbek for any other browser language or none', () => {
    expect(fromBrowserLanguage('uz-UZ')).toBe('UZ');
    expect(fromBrowserLanguage('de-DE')).toBe('UZ');
    expect(fromBrowserLanguage(undefined)).toBe('UZ');
    expect(detectLanguage(undefined, undefined)).toBe('UZ');
  });

  it('treats a storage that throws as empty', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(throwing)).toBeNull();
    expect(detectLanguage(throwing, 'en')).toBe('EN');
    expect(() =>
      storeLanguage(
        {
          setItem: () => {
            throw new Error('quota');
          },
        },
        'RU',
      ),
    ).not.toThrow();
  });

  it('parses codes in any case and rejects others', () => {
    expect(parseLanguageCode('uz')).toBe('UZ');
    expect(parseLanguageCode('Ru')).toBe('RU');
    expect(parseLanguageCode('EN')).toBe('EN');
    expect(parseLanguageCode('fr')).toBeNull();
    expect(parseLanguageCode(42)).toBeNull();
  });

  it('reads the language segment of a path', () => {
    expect(splitLanguagePrefix('/ru/rooms')).toEqual({ segment: 'ru', language: 'RU', rest: '/rooms' });
    expect(splitLanguagePrefix('/EN')).toEqual({ segment: 'EN', language: 'EN', rest: '/' });
    expect(splitLanguagePrefix('/xx/rooms')).toEqual({ segment: 'xx', language: null, rest: '/rooms' });
    expect(splitLanguagePrefix('/rooms')).toBeNull();
    expect(splitLanguagePrefix('/')).toBeNull();
    expect(withLanguagePrefix('/rooms/3', 'RU')).toBe('/ru/rooms/3');
    expect(withLanguagePrefix('/', 'EN')).toBe('/en');
  });
});
