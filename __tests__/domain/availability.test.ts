import { freeOverStay, fullNights, stayNights, takenPerNight } from '../../src/domain/availability';

describe('availability arithmetic', () => {
  it('names the nights of a stay across a month end, a year end and a leap day', () => {
    expect(stayNights('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(stayNights('2027-02-28', '2027-03-01')).toEqual(['2027-02-28']);
    expect(stayNights('2026-05-01', '2026-05-01')).toEqual([]);
  });

  it('counts each stay on the nights it covers, within the range asked', () => {
    const taken = takenPerNight(
      [
        { checkin: '2026-12-30', checkout: '2027-01-02' },
        { checkin: '2026-12-31', checkout: '2027-01-01' },
        // Checks out on the range's first night: takes none of it.
        { checkin: '2026-12-20', checkout: '2026-12-30' },
      ],
      '2026-12-30',
      '2027-01-05',
    );
    expect(Object.fromEntries(taken)).toEqual({ '2026-12-30': 1, '2026-12-31': 2, '2027-01-01': 1 });
  });

  it('gives the fewest free units over a stay and the full nights of a range', () => {
    const taken = new Map([
      ['2027-01-31', 1],
      ['2027-02-01', 2],
    ]);
    expect(freeOverStay(2, taken, '2027-01-30', '2027-02-03')).toBe(0);
    expect(freeOverStay(2, taken, '2027-01-30', '2027-02-01')).toBe(1);
    expect(freeOverStay(2, taken, '2027-02-02', '2027-02-04')).toBe(2);
    // Overbooked by another channel: never a negative number.
    expect(freeOverStay(1, taken, '2027-02-01', '2027-02-02')).toBe(0);
    expect(fullNights(2, taken, '2027-01-29', '2027-02-05')).toEqual(['2027-02-01']);
  });

  it('counts a group’s rooms on each of its nights, and finds the nights with fewer free than a group needs', () => {
    const taken = takenPerNight(
      [
        { checkin: '2027-03-01', checkout: '2027-03-03', units: 3 },
        { checkin: '2027-03-02', checkout: '2027-03-04' },
      ],
      '2027-03-01',
      '2027-03-05',
    );
    expect(Object.fromEntries(taken)).toEqual({ '2027-03-01': 3, '2027-03-02': 4, '2027-03-03': 1 });
    // Eight twin rooms: 5, 4 and 7 free on those nights.
    expect(freeOverStay(8, taken, '2027-03-01', '2027-03-04')).toBe(4);
    expect(fullNights(8, taken, '2027-03-01', '2027-03-05')).toEqual([]);
    expect(fullNights(8, taken, '2027-03-01', '2027-03-05', 5)).toEqual(['2027-03-02']);
    expect(fullNights(8, taken, '2027-03-01', '2027-03-05', 6)).toEqual(['2027-03-01', '2027-03-02']);
    expect(fullNights(8, taken, '2027-03-01', '2027-03-05', 1)).toEqual(
      fullNights(8, taken, '2027-03-01', '2027-03-05'),
    );
  });
});
