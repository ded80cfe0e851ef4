import { bandsTotal, nightBands } from '../../src/domain/nightBands';

describe('nightBands: consecutive nights at one price, in the order of the stay', () => {
  it('runs nights at one price together, with the band’s arrival and departure days', () => {
    const nights = [
      { date: '2030-06-29', price: 800_000 },
      { date: '2030-06-30', price: 800_000 },
      { date: '2030-07-01', price: 920_000 },
      { date: '2030-07-02', price: 920_000 },
      { date: '2030-07-03', price: 920_000 },
    ];
    expect(nightBands(nights)).toEqual([
      { from: '2030-06-29', to: '2030-07-01', nights: 2, price: 800_000 },
      { from: '2030-07-01', to: '2030-07-04', nights: 3, price: 920_000 },
    ]);
    expect(bandsTotal(nightBands(nights), 2)).toBe(2 * (2 * 800_000 + 3 * 920_000));
  });

  it('keeps two runs at the same price apart when other nights come between them', () => {
    const bands = nightBands([
      { date: '2030-01-01', price: 500_000 },
      { date: '2030-01-02', price: 600_000 },
      { date: '2030-01-03', price: 500_000 },
    ]);
    expect(bands.map((b) => [b.from, b.nights, b.price])).toEqual([
      ['2030-01-01', 1, 500_000],
      ['2030-01-02', 1, 600_000],
      ['2030-01-03', 1, 500_000],
    ]);
    expect(nightBands([])).toEqual([]);
  });
});
