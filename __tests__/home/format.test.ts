import { formatNumber, formatPrice, formatShortDate, formatStayDate, formatStayRange } from '../../src/shared/format';
import { ruPlural } from '../../src/shared/i18n';

describe('prices', () => {
  it("groups digits the way each language does and adds so'm", () => {
    expect(formatPrice(1150000, 'UZ')).toBe("1\u00a0150\u00a0000\u00a0so'm");
    expect(formatPrice(400000, 'RU')).toBe("400\u00a0000\u00a0so'm");
    expect(formatPrice(940000, 'EN')).toBe("940,000\u00a0so'm");
    expect(formatPrice(0, 'EN')).toBe("0\u00a0so'm");
    expect(formatPrice(470000, 'UZ')).toBe("470\u00a0000\u00a0so'm");
    expect(formatPrice(99, 'UZ')).toBe("99\u00a0so'm");
  });

  it('groups Russian and English digits exactly as Intl does (the site writes them out itself)', () => {
    const numbers = [0, 7, 999, 1000, 9999, 12345, 400000, 1150000, 2400000, 123456789, -5, -1500];
    for (const [language, locale] of [
      ['RU', 'ru-RU'],
      ['EN', 'en-GB'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      expect(numbers.map((n) => formatNumber(n, language))).toEqual(numbers.map((n) => intl.format(n)));
    }
  });

  it('writes stay dates in the language without shifting the day', () => {
    expect(formatStayDate('2026-11-22', 'EN')).toBe('22 November 2026');
    expect(formatStayDate('2026-11-22', 'RU')).toBe('22 ноября 2026 г.');
    // The formatter is kept per language: a second date in another month comes out right too.
    expect(formatStayDate('2027-03-01', 'EN')).toBe('1 March 2027');
    expect(formatStayDate('2026-01-05', 'UZ')).toBe('2026-yil 5-yanvar');
    expect(formatShortDate('2026-01-05', 'UZ')).toBe('05.01.2026');
    expect(formatShortDate('2026-01-05', 'EN')).toBe('05/01/2026');
  });
});

describe('stay ranges', () => {
  it('say the shared year and month once, as each language writes a range', () => {
    expect(formatStayRange('2026-12-16', '2026-12-19', 'UZ')).toBe('2026-yil 16–19-dekabr');
    expect(formatStayRange('2026-11-30', '2026-12-02', 'UZ')).toBe('2026-yil 30-noyabr – 2-dekabr');
    expect(formatStayRange('2026-12-30', '2027-01-02', 'UZ')).toBe('2026-yil 30-dekabr – 2027-yil 2-yanvar');
    expect(formatStayRange('2026-12-16', '2026-12-19', 'RU').replace(/\s/g, ' ')).toBe('16–19 декабря 2026 г.');
    // English as Intl writes a range (thin spaces around its dash).
    expect(formatStayRange('2026-12-16', '2026-12-19', 'EN').replace(/\s/g, ' ')).toBe('16 – 19 December 2026');
  });
});

describe('Russian plurals', () => {
  it('picks one, few or many by the count', () => {
    const nights = (n: number) => ruPlural(n, 'ночь', 'ночи', 'ночей');
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(nights)).toEqual([
      'ночь',
      'ночи',
      'ночи',
      'ночей',
      'ночей',
      'ночей',
      'ночей',
      'ночь',
      'ночи',
      'ночей',
      'ночь',
      'ночей',
    ]);
  });
});
