/**
 * Seeded draws for tests that need many varied records and must replay a failure exactly: the same
 * seed gives the same numbers on every run. And the heaviest terms the owner can store (the most
 * seasons and restrictions TERM_LIMITS allows, each as heavy as the console lets it be), for the
 * weight budgets of GET /api/rates and the priced pages.
 */
import { addDays } from '../../src/domain/dates';
import { TERM_LIMITS, type Restriction, type Season } from '../../src/domain/rates';
import { ROOMS } from '../../src/domain/rooms';

/** A fixed pseudo-random sequence of whole numbers in [0, n) (an LCG), so a failure can be replayed. */
export function seededDraws(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * n);
  };
}

/** Letters of all three languages and a space: names that compress as badly as a name can. */
const LETTERS = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяOʻoʻGʻgʻABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz ';

/**
 * The most seasons (back to back from `today`, eight nights each, every room kind priced at the
 * highest prices, with 80-character names, the longest the console takes) and the most
 * restrictions (each with every rule and its own nights in the booking window).
 */
export function heaviestTerms(today: string, seed: number): { seasons: Season[]; restrictions: Restriction[] } {
  const draw = seededDraws(seed);
  const name = () => Array.from({ length: 80 }, () => LETTERS[draw(LETTERS.length)]).join('');
  const price = () => 90_000_000 + draw(10_000_000);
  const id = () =>
    `${draw(2 ** 31)
      .toString(16)
      .padStart(8, '0')}-0000-4000-8000-${draw(2 ** 31)
      .toString(16)
      .padStart(12, '0')}`;
  const seasons = Array.from({ length: TERM_LIMITS.season }, (_, i) => ({
    id: id(),
    name: name(),
    from: addDays(today, i * 8),
    to: addDays(today, i * 8 + 7),
    prices: Object.fromEntries(ROOMS.map((room) => [String(room.id), { price: price(), priceIntl: price() }])),
  }));
  const restrictions = Array.from({ length: TERM_LIMITS.restriction }, () => {
    const from = addDays(today, draw(800));
    return {
      id: id(),
      roomId: draw(7) === 0 ? null : 1 + draw(6),
      from,
      to: addDays(from, draw(60)),
      minNights: 2 + draw(29),
      closedToArrival: true,
      closed: true,
      outOfService: 1,
    };
  });
  return { seasons, restrictions };
}
