import { formatPrice, formatStayDate } from '../../src/shared/format';

describe('prices', () => {
  it('groups digits the way each language does and adds so\'m', () => {
    expect(formatPrice(1150000, 'UZ')).toBe('1\u00a0150\u00a0000 so\'m');
    expect(formatPrice(400000, 'RU')).toBe('400\u00a0000 so\'m');
    expect(formatPrice(940000, 'EN')).toBe('940,000 so\'m');
    expect(formatPrice(0, 'EN')).toBe('0 so\'m');
  });

  it('writes stay dates in the language without shifting the day', () => {
    expect(formatStayDate('2026-11-22', 'EN')).toBe('22 November 2026');
    expect(formatStayDate('2026-11-22', 'RU')).toBe('22 ноября 2026 г.');
  });
});
