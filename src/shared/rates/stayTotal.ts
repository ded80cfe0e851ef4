/**
 * A stay's total as the cards and the room page show it: the owner's quote night by night
 * (src/domain/rates.ts quoteStay, what the server charges), for a citizen of Uzbekistan.
 */
import { quoteStay, type RatePlan } from '../../domain/rates';
import type { Room } from '../../domain/rooms';

/** What `units` rooms of the kind cost a citizen for the whole stay. */
export function stayTotal(room: Room, plan: RatePlan, stay: { checkin: string; checkout: string }, units: number) {
  return quoteStay(room, plan, { checkin: stay.checkin, checkout: stay.checkout, nationality: null, units }).total;
}
