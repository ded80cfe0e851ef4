/**
 * The prices the pages show, from the owner's plan (src/domain/rates.ts, the same function the
 * server charges with): a room's price for the guest's first night when dates are chosen, else
 * for tonight (a stay's total is ./stayTotal.ts). With no season every figure is the spec's table.
 */
import type { RatePlan } from '../../domain/rates';
import { priceOfNight } from '../../domain/seasonPrices';
import type { Room } from '../../domain/rooms';
import type { Stay } from '../stay/stay';
import { useHotelDay } from './hotelDay';
import { useRatePlan } from './useRatePlan';

/** Any foreign nationality: the rule is only "citizen of Uzbekistan or not" (src/domain/pricing.ts). */
const FOREIGN = 'XX';

export interface NightPrices {
  /** The night the prices are for: the stay's first, else tonight. */
  night: string;
  /** For citizens of Uzbekistan. */
  price: number;
  /** For foreign guests. */
  priceIntl: number;
}

/** The room's prices on the stay's first night, else on `today`'s. */
export function nightPrices(room: Room, plan: RatePlan, stay: Pick<Stay, 'checkin'>, today: string): NightPrices {
  const night = stay.checkin ?? today;
  return {
    night,
    price: priceOfNight(room, plan, night, null),
    priceIntl: priceOfNight(room, plan, night, FOREIGN),
  };
}

/** The room's prices for the page: the guest's first night (the stay's check-in) or tonight. */
export function useNightPrices(room: Room, stay: Pick<Stay, 'checkin'> = NO_STAY): NightPrices {
  const { plan } = useRatePlan();
  const today = useHotelDay();
  return nightPrices(room, plan, stay, today);
}

const NO_STAY: Pick<Stay, 'checkin'> = { checkin: null };
