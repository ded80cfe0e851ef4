import { isValidEmail, normalizePhone } from '../../src/domain/bookingFields';
import { resolveNationality } from '../../src/domain/countries';
import { validateBooking, validateBookingEmail } from '../../src/domain/bookingRules';
import { addDays, todayInHotel } from '../../src/domain/dates';

const TODAY = '2026-03-10';

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    roomId: 6,
    roomTitle: 'Deluxe double',
    guestName: 'Anna Schmidt',
    phone: '+4915123456789',
    email: 'anna@example.de',
    nationality: 'DE',
    checkin: '2026-03-10',
    checkout: '2026-03-13',
    nights: 3,
    guests: 2,
    totalPrice: 3 * 1150000,
    lang: 'en',
    website: '',
    ...overrides,
  };
}

function problemOf(input: unknown): { code: string; field?: string } | undefined {
  const result = validateBooking(input, { today: TODAY });
  return result.ok ? undefined : { code: result.problem.code, field: result.problem.field };
}

describe('validateBooking', () => {
  it('accepts a valid foreign guest paying the foreign price, check-in today', () => {
    const result = validateBooking(body(), { today: TODAY });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ nationalityCode: 'DE', totalPrice: 3450000, phone: '+4915123456789' }),
    });
  });

  it('trims text and treats a blank email as none', () => {
    const result = validateBooking(body({ guestName: '  Anna Schmidt ', email: '  ' }), { today: TODAY });
    expect(result.ok && result.value.guestName).toBe('Anna Schmidt');
    expect(result.ok && result.value.email).toBeNull();
  });

  it('prices a citizen, a label of Uzbekistan and no nationality at the citizen price', () => {
    for (const nationality of ['UZ', 'uz', 'Uzbekistan', 'Узбекистан', 'Oʻzbekiston', "O'zbekiston", null]) {
      expect(problemOf(body({ nationality, totalPrice: 3 * 940000 }))).toBeUndefined();
    }
  });

  it('prices a foreign label at the foreign price', () => {
    expect(problemOf(body({ nationality: 'Germany' }))).toBeUndefined();
    expect(problemOf(body({ nationality: 'Германия' }))).toBeUndefined();
    expect(problemOf(body({ nationality: 'Germany', totalPrice: 3 * 940000 }))).toEqual({
      code: 'total_mismatch',
      field: 'totalPrice',
    });
  });

  it.each([
    ['not an object', [], { code: 'invalid_body' }],
    ['missing roomId', { roomId: undefined }, { code: 'missing_field', field: 'roomId' }],
    ['unknown room', { roomId: 7 }, { code: 'unknown_room', field: 'roomId' }],
    ['roomId as text', { roomId: '6' }, { code: 'invalid_type', field: 'roomId' }],
    ['empty title', { roomTitle: ' ' }, { code: 'empty_field', field: 'roomTitle' }],
    ['long name', { guestName: 'x'.repeat(121) }, { code: 'too_long', field: 'guestName' }],
    ['name with a newline', { guestName: 'Anna\nSchmidt' }, { code: 'invalid_characters', field: 'guestName' }],
    ['local phone', { phone: '901234567' }, { code: 'invalid_phone', field: 'phone' }],
    ['impossible phone', { phone: '+99812' }, { code: 'invalid_phone', field: 'phone' }],
    ['phone as number', { phone: 998901234567 }, { code: 'invalid_type', field: 'phone' }],
    ['bad email', { email: 'anna@@example' }, { code: 'invalid_email', field: 'email' }],
    ['long email', { email: `${'a'.repeat(250)}@x.de` }, { code: 'too_long', field: 'email' }],
    ['unknown country code', { nationality: 'QQ' }, { code: 'invalid_nationality', field: 'nationality' }],
    ['checkin not a date', { checkin: '2026-02-30' }, { code: 'invalid_date', field: 'checkin' }],
    ['checkin in the past', { checkin: '2026-03-09', nights: 4 }, { code: 'checkin_in_past', field: 'checkin' }],
    [
      'checkin too far ahead',
      { checkin: '2029-01-01', checkout: '2029-01-04' },
      { code: 'checkin_too_far', field: 'checkin' },
    ],
    ['checkout before checkin', { checkout: '2026-03-09' }, { code: 'checkout_not_after_checkin', field: 'checkout' }],
    ['same-day checkout', { checkout: '2026-03-10' }, { code: 'checkout_not_after_checkin', field: 'checkout' }],
    ['stay of 91 nights', { checkout: '2026-06-09' }, { code: 'stay_too_long', field: 'checkout' }],
    ['wrong nights', { nights: 2 }, { code: 'nights_mismatch', field: 'nights' }],
    ['no guests', { guests: 0 }, { code: 'guests_out_of_range', field: 'guests' }],
    ['eleven guests', { guests: 11 }, { code: 'guests_out_of_range', field: 'guests' }],
    ['fractional guests', { guests: 1.5 }, { code: 'invalid_type', field: 'guests' }],
    ['tampered total', { totalPrice: 1 }, { code: 'total_mismatch', field: 'totalPrice' }],
    ['unknown language', { lang: 'de' }, { code: 'invalid_lang', field: 'lang' }],
  ])('refuses %s', (_name, overrides, expected) => {
    const input = Array.isArray(overrides) ? overrides : body(overrides);
    expect(problemOf(input)).toEqual(expected);
  });

  it('takes one room when the body names none, and a group of rooms of one kind when it does', () => {
    const spec = validateBooking(body(), { today: TODAY });
    expect(spec.ok && spec.value.units).toBe(1);
    // Four guests in the twin room (two each): two rooms, each paid, 2 nights at the citizen price.
    const twin = body({
      roomId: 2,
      nationality: 'UZ',
      checkout: '2026-03-12',
      nights: 2,
      guests: 4,
      units: 2,
      totalPrice: 1920000,
    });
    const group = validateBooking(twin, { today: TODAY });
    expect(group).toEqual({
      ok: true,
      value: expect.objectContaining({ roomId: 2, guests: 4, units: 2, totalPrice: 1920000 }),
    });
    expect(problemOf({ ...twin, units: 3, totalPrice: 2880000 })).toBeUndefined();
    expect(problemOf({ ...twin, units: 1, guests: 2, totalPrice: 960000 })).toBeUndefined();
  });

  it.each([
    ['more guests than one room sleeps', { guests: 3 }, { code: 'too_many_guests', field: 'guests' }],
    [
      'more guests than the rooms sleep',
      { roomId: 2, guests: 5, units: 2, totalPrice: 3 * 550000 * 2 },
      { code: 'too_many_guests', field: 'guests' },
    ],
    [
      'more rooms than the kind has',
      { units: 3, totalPrice: 3 * 1150000 * 3 },
      { code: 'units_out_of_range', field: 'units' },
    ],
    ['no rooms', { units: 0 }, { code: 'units_out_of_range', field: 'units' }],
    ['a fraction of a room', { units: 1.5 }, { code: 'units_out_of_range', field: 'units' }],
    ['rooms as text', { units: '2' }, { code: 'invalid_type', field: 'units' }],
    ['rooms as null', { units: null }, { code: 'invalid_type', field: 'units' }],
    ['one room’s total for two rooms', { units: 2 }, { code: 'total_mismatch', field: 'totalPrice' }],
    ['two rooms’ total for one room', { totalPrice: 3 * 1150000 * 2 }, { code: 'total_mismatch', field: 'totalPrice' }],
  ])('refuses a group with %s', (_name, overrides, expected) => {
    expect(problemOf(body(overrides))).toEqual(expected);
  });

  it('uses today in Asia/Tashkent by default', () => {
    const today = todayInHotel();
    expect(validateBooking(body({ checkin: today, checkout: addDays(today, 3) })).ok).toBe(true);
    const yesterday = addDays(today, -1);
    const past = validateBooking(body({ checkin: yesterday, checkout: addDays(yesterday, 3) }));
    expect(past.ok ? undefined : past.problem.code).toBe('checkin_in_past');
  });
});

describe('validateBookingEmail', () => {
  it('needs toEmail and bookingId', () => {
    const result = validateBookingEmail(body({ toEmail: 'hotel@example.com' }), { today: TODAY });
    expect(result.ok ? undefined : result.problem).toEqual(
      expect.objectContaining({ code: 'missing_field', field: 'bookingId' }),
    );
    const ok = validateBookingEmail(body({ toEmail: 'hotel@example.com', bookingId: 'abc' }), { today: TODAY });
    expect(ok.ok).toBe(true);
    const group = validateBookingEmail(
      body({
        roomId: 2,
        guests: 4,
        units: 2,
        totalPrice: 3 * 550000 * 2,
        toEmail: 'hotel@example.com',
        bookingId: 'abc',
      }),
      { today: TODAY },
    );
    expect(group.ok && group.value.units).toBe(2);
  });
});

describe('helpers', () => {
  it('checks email syntax', () => {
    expect(isValidEmail('a.b+c@mail.example.uz')).toBe(true);
    for (const bad of ['a@b', 'a@b.c1', '.a@b.uz', 'a..b@b.uz', 'a b@b.uz', 'a@-b.uz', '"a"@b.uz', 'a@[127.0.0.1]']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('normalises phones to E.164 and refuses numbers without a country', () => {
    expect(normalizePhone('+998 90 123 45 67')).toBe('+998901234567');
    expect(normalizePhone('8 901 234 56 78')).toBeNull();
  });

  it('resolves nationality codes and labels in three languages', () => {
    expect(resolveNationality('ru')).toBe('RU');
    expect(resolveNationality('Russia')).toBe('RU');
    expect(resolveNationality('Rossiya')).toBe('RU');
    expect(resolveNationality('Narnia')).toBeNull();
    expect(resolveNationality('')).toBeNull();
    expect(resolveNationality(null)).toBeNull();
  });
});

describe('todayInHotel', () => {
  it('is the date in Namangan (UTC+5 all year), not the visitor’s or the server’s', () => {
    expect(todayInHotel(new Date('2026-11-22T18:59:59Z'))).toBe('2026-11-22');
    expect(todayInHotel(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    // Summer too: no daylight saving in Uzbekistan.
    expect(todayInHotel(new Date('2026-07-01T18:59:59Z'))).toBe('2026-07-01');
    expect(todayInHotel(new Date('2026-07-01T19:00:00Z'))).toBe('2026-07-02');
    // And it agrees with the time-zone database.
    const now = new Date();
    expect(todayInHotel(now)).toBe(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Tashkent',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now),
    );
  });
});
