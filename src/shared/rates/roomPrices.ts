/**
 * The prices the pages show, from the owner's plan (src/domain/rates.ts, the same function the
 * server charges with): a room's price for the guest's first night when dates are chosen, else
 * for tonight, and a stay's total. With no season every figure is the spec's table.
 */
import { priceOfNight, quoteStay, type RatePlan } from '../../domain/rates';
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

/** What `units` rooms of the kind cost a citizen for the whole stay, night by night. */
export function stayTotal(room: Room, plan: RatePlan, stay: { checkin: string; checkout: string }, units: number) {
  return quoteStay(room, plan, { checkin: stay.checkin, checkout: stay.checkout, nationality: null, units }).total;
}

/** The room's prices for the page: the guest's first night (the stay's check-in) or tonight. */
export function useNightPrices(room: Room, stay: Pick<Stay, 'checkin'> = NO_STAY): NightPrices {
  const { plan } = useRatePlan();
  const today = useHotelDay();
  return nightPrices(room, plan, stay, today);
}

const NO_STAY: Pick<Stay, 'checkin'> = { checkin: null };
