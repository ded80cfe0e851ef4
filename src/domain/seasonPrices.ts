/**
 * A night's price under the owner's seasons (./rates.ts has the rest of the terms): its own small
 * module, so a page that shows only tonight's prices (the home page's cards) loads no more of them.
 */
import { isForeignGuest } from './pricing';
import type { Room } from './rooms';

/** What `seasonOf` and `priceOfNight` read of a season (./rates.ts Season). */
interface SeasonNights {
  from: string;
  to: string;
  /** Per room kind (its id as a key); a kind the season leaves out keeps its base price. */
  prices: Readonly<Record<string, { price: number; priceIntl: number }>>;
}

/** The season a night falls in (seasons never overlap; the first wins should they). */
export function seasonOf<S extends SeasonNights>(seasons: readonly S[], night: string): S | undefined {
  return seasons.find((season) => season.from <= night && night <= season.to);
}

/** What one room of the kind costs on `night` for a guest of this nationality. */
export function priceOfNight(
  room: Pick<Room, 'id' | 'price' | 'priceIntl'>,
  plan: { seasons: readonly SeasonNights[] },
  night: string,
  nationality: string | null | undefined,
): number {
  const prices = seasonOf(plan.seasons, night)?.prices[String(room.id)] ?? room;
  return isForeignGuest(nationality) ? prices.priceIntl : prices.price;
}
