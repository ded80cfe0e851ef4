import { nightsBetween } from '../../src/domain/dates';
import { nightlyPrice, totalPrice } from '../../src/domain/pricing';
import {
  bookingWindow,
  EMPTY_RATE_PLAN,
  freeCancellationUntil,
  isLateCancellation,
  overlappingSeason,
  latestFirstNight,
  priceBands,
  quoteStay,
  siteTerms,
  termsInWindow,
} from '../../src/domain/rates';
import type { RatePlan, Season } from '../../src/domain/rates';
import { ROOMS, findRoom } from '../../src/domain/rooms';

const room6 = findRoom(6)!;
const room1 = findRoom(1)!;

const wedding: Season = {
  id: '1',
  name: 'Wedding season',
  from: '2027-06-10',
  to: '2027-06-20',
  prices: { '6': { price: 1_200_000, priceIntl: 1_400_000 }, '1': { price: 500_000, priceIntl: 560_000 } },
};

const STAYS: ReadonlyArray<readonly [string, string]> = [
  ['2027-01-01', '2027-01-02'],
  ['2027-03-19', '2027-03-23'],
  ['2027-12-30', '2028-01-13'],
];

function plan(partial: Partial<RatePlan>): RatePlan {
  return { ...EMPTY_RATE_PLAN, ...partial };
}

describe('quoteStay with no season and no restriction', () => {
  it.each(ROOMS.map((room) => [room.id, room] as const))(
    'room %i gives the spec table for both nationalities',
    (_, room) => {
      for (const nationality of [null, 'UZ', 'Uzbekistan', 'RU', 'DE']) {
        for (const [checkin, checkout] of STAYS) {
          for (const units of [1, 2]) {
            const quote = quoteStay(room, EMPTY_RATE_PLAN, { checkin, checkout, nationality, units });
            const nights = nightsBetween(checkin, checkout);
            expect(quote.bookable).toBe(true);
            expect(quote.reason).toBeUndefined();
            expect(quote.nights).toHaveLength(nights);
            for (const night of quote.nights) expect(night.price).toBe(nightlyPrice(room, nationality));
            expect(quote.total).toBe(totalPrice(room, nationality, nights, units));
          }
        }
      }
    },
  );
});

describe('seasons', () => {
  const p = plan({ seasons: [wedding] });

  it('prices the first and the last night of a season, and the nights just outside it at the base', () => {
    const q = quoteStay(room6, p, { checkin: '2027-06-09', checkout: '2027-06-12', nationality: 'UZ' });
    expect(q.nights).toEqual([
      { date: '2027-06-09', price: 940_000 },
      { date: '2027-06-10', price: 1_200_000 },
      { date: '2027-06-11', price: 1_200_000 },
    ]);
    const last = quoteStay(room6, p, { checkin: '2027-06-20', checkout: '2027-06-22', nationality: 'DE' });
    expect(last.nights).toEqual([
      { date: '2027-06-20', price: 1_400_000 },
      { date: '2027-06-21', price: 1_150_000 },
    ]);
    expect(last.total).toBe(2_550_000);
  });

  it('charges a group each room for each night, across a boundary', () => {
    const q = quoteStay(room1, p, { checkin: '2027-06-19', checkout: '2027-06-22', nationality: null, units: 3 });
    expect(q.total).toBe((500_000 * 2 + 400_000) * 3);
    expect(priceBands(q.nights)).toEqual([
      { nights: 2, price: 500_000 },
      { nights: 1, price: 400_000 },
    ]);
  });

  it('leaves a room kind the season does not name at its base price', () => {
    const room3 = findRoom(3)!;
    const q = quoteStay(room3, p, { checkin: '2027-06-12', checkout: '2027-06-13', nationality: 'RU' });
    expect(q.total).toBe(room3.priceIntl);
  });

  it('finds an overlapping season, but not itself and not one that only touches', () => {
    expect(overlappingSeason([wedding], { from: '2027-06-20', to: '2027-06-25' })?.name).toBe('Wedding season');
    expect(overlappingSeason([wedding], { from: '2027-06-01', to: '2027-06-10' })?.name).toBe('Wedding season');
    expect(overlappingSeason([wedding], { from: '2027-06-21', to: '2027-06-25' })).toBeUndefined();
    expect(overlappingSeason([wedding], { from: '2027-06-01', to: '2027-06-09' })).toBeUndefined();
    expect(overlappingSeason([wedding], { from: '2027-06-12', to: '2027-06-13' }, '1')).toBeUndefined();
  });
});

describe('restrictions', () => {
  it('refuses fewer nights than the minimum when the stay covers any restricted night', () => {
    const p = plan({ restrictions: [{ roomId: null, from: '2027-03-21', to: '2027-03-22', minNights: 2 }] });
    const one = quoteStay(room6, p, { checkin: '2027-03-22', checkout: '2027-03-23', nationality: null });
    expect(one).toMatchObject({ bookable: false, reason: 'min_nights', minNights: 2 });
    expect(quoteStay(room6, p, { checkin: '2027-03-22', checkout: '2027-03-24', nationality: null }).bookable).toBe(
      true,
    );
    // The night before and the night after are free of it.
    expect(quoteStay(room6, p, { checkin: '2027-03-20', checkout: '2027-03-21', nationality: null }).bookable).toBe(
      true,
    );
    expect(quoteStay(room6, p, { checkin: '2027-03-23', checkout: '2027-03-24', nationality: null }).bookable).toBe(
      true,
    );
  });

  it('refuses an arrival on a closed-to-arrival night only, and only for its room kind', () => {
    const p = plan({ restrictions: [{ roomId: 6, from: '2027-05-01', to: '2027-05-01', closedToArrival: true }] });
    expect(quoteStay(room6, p, { checkin: '2027-05-01', checkout: '2027-05-03', nationality: null }).reason).toBe(
      'closed_to_arrival',
    );
    expect(quoteStay(room6, p, { checkin: '2027-04-30', checkout: '2027-05-03', nationality: null }).bookable).toBe(
      true,
    );
    expect(quoteStay(room1, p, { checkin: '2027-05-01', checkout: '2027-05-03', nationality: null }).bookable).toBe(
      true,
    );
  });

  it('sells nothing on a closed night, and counts units out of service against a group', () => {
    const closed = plan({ restrictions: [{ roomId: null, from: '2027-02-10', to: '2027-02-10', closed: true }] });
    expect(
      quoteStay(room6, closed, { checkin: '2027-02-09', checkout: '2027-02-12', nationality: null }),
    ).toMatchObject({ bookable: false, reason: 'sold_out', soldOutNights: ['2027-02-10'] });
    expect(
      quoteStay(room6, closed, { checkin: '2027-02-11', checkout: '2027-02-12', nationality: null }).bookable,
    ).toBe(true);
    const repair = plan({ restrictions: [{ roomId: 1, from: '2027-02-10', to: '2027-02-11', outOfService: 2 }] });
    // Room 1 has 6 units: 4 remain in service.
    expect(
      quoteStay(room1, repair, { checkin: '2027-02-10', checkout: '2027-02-11', nationality: null, units: 4 }).bookable,
    ).toBe(true);
    expect(
      quoteStay(room1, repair, { checkin: '2027-02-09', checkout: '2027-02-12', nationality: null, units: 5 }),
    ).toMatchObject({ reason: 'sold_out', soldOutNights: ['2027-02-10', '2027-02-11'] });
    const allOut = plan({ restrictions: [{ roomId: 6, from: '2027-02-10', to: '2027-02-10', outOfService: 2 }] });
    expect(quoteStay(room6, allOut, { checkin: '2027-02-10', checkout: '2027-02-11', nationality: null }).reason).toBe(
      'sold_out',
    );
  });

  it('still prices a stay the terms refuse', () => {
    const p = plan({
      seasons: [wedding],
      restrictions: [{ roomId: null, from: '2027-06-10', to: '2027-06-10', closedToArrival: true }],
    });
    const q = quoteStay(room6, p, { checkin: '2027-06-10', checkout: '2027-06-11', nationality: null });
    expect(q).toMatchObject({ bookable: false, reason: 'closed_to_arrival', total: 1_200_000 });
  });
});

describe('cancellation policy', () => {
  it('counts days and hours back from the start of the arrival day in Tashkent', () => {
    const days = freeCancellationUntil({ kind: 'free', before: 3, unit: 'days' }, '2027-06-10');
    expect(days?.toISOString()).toBe('2027-06-06T19:00:00.000Z');
    const hours = freeCancellationUntil({ kind: 'free', before: 24, unit: 'hours' }, '2027-06-10');
    expect(hours?.toISOString()).toBe('2027-06-08T19:00:00.000Z');
    expect(freeCancellationUntil({ kind: 'none' }, '2027-06-10')).toBeNull();
    expect(freeCancellationUntil(null, '2027-06-10')).toBeUndefined();
  });

  it('is late after the deadline, always with no free cancellation, never while no policy is set', () => {
    const policy = { kind: 'free', before: 3, unit: 'days' } as const;
    expect(isLateCancellation(policy, '2027-06-10', new Date('2027-06-06T19:00:00.000Z'))).toBe(false);
    expect(isLateCancellation(policy, '2027-06-10', new Date('2027-06-06T19:00:00.001Z'))).toBe(true);
    expect(isLateCancellation({ kind: 'none' }, '2027-06-10', new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isLateCancellation(null, '2027-06-10', new Date('2027-06-09T23:00:00Z'))).toBe(false);
  });
});

describe('the terms the site is given (bounded terms)', () => {
  const today = '2026-12-07';
  const span = (id: string, from: string, to: string): Season => ({ id, name: id, from, to, prices: {} });

  it('knows the booking window: today to the last night of the longest stay from the last check-in', () => {
    // 730 days ahead for check-in, 90 nights: the last night is 819 days on.
    expect(bookingWindow(today)).toEqual({ from: today, to: '2029-03-05' });
    expect(nightsBetween(today, bookingWindow(today).to)).toBe(819);
    expect(latestFirstNight(today)).toBe('2030-03-05');
  });

  it('keeps the terms that touch the window and its night of slack, whole, and leaves out the past and beyond', () => {
    const plan: RatePlan = {
      seasons: [
        span('past', '2026-11-01', '2026-12-06'),
        span('tonight', '2026-11-01', '2026-12-07'),
        span('across', '2029-03-01', '2029-04-01'),
        span('slack', '2029-03-06', '2029-03-10'),
        span('beyond', '2029-03-07', '2029-03-10'),
      ],
      restrictions: [
        { id: 'r-past', roomId: null, from: '2026-12-01', to: '2026-12-06', closed: true },
        { id: 'r-now', roomId: 2, from: '2026-12-07', to: '2026-12-08', minNights: 2, closed: false },
      ],
    };
    const kept = termsInWindow(plan, today);
    expect(kept.seasons.map((s) => s.id)).toEqual(['tonight', 'across', 'slack']);
    expect(kept.seasons[1]).toBe(plan.seasons[2]);
    expect(kept.restrictions.map((r) => r.id)).toEqual(['r-now']);
  });

  it('gives the site no id and no unset rule, and prices every stay as the whole plan does', () => {
    const plan: RatePlan = {
      seasons: [{ ...wedding, from: '2027-06-10', to: '2027-06-20' }],
      restrictions: [
        {
          id: 'r',
          roomId: 6,
          from: '2027-06-12',
          to: '2027-06-12',
          minNights: null,
          closedToArrival: true,
          closed: false,
          outOfService: null,
        },
      ],
    };
    const site = siteTerms(plan, today);
    expect(site.seasons).toEqual([
      { name: 'Wedding season', from: '2027-06-10', to: '2027-06-20', prices: wedding.prices },
    ]);
    expect(site.restrictions).toEqual([{ roomId: 6, from: '2027-06-12', to: '2027-06-12', closedToArrival: true }]);
    for (const checkin of ['2027-06-09', '2027-06-11', '2027-06-12', '2027-06-19'])
      for (const nationality of ['UZ', 'DE'])
        expect(quoteStay(room6, site, { checkin, checkout: '2027-06-21', nationality })).toEqual(
          quoteStay(room6, plan, { checkin, checkout: '2027-06-21', nationality }),
        );
  });
});
