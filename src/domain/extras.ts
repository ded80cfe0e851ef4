/**
 * What the hotel charges beyond the night (spec section 9): early check-in, late check-out and
 * the conference hall. Texts that say what is free, included or paid are checked against this
 * list (`__tests__/rooms/amenityClaims.test.tsx`), so no page can promise "no extra charges".
 */

/** A time window of the check policy and its charge, as a share of the night's price. */
export interface CheckCharge {
  /** 'HH:MM', or null for "before `to`" (from midnight). */
  from: string | null;
  /** 'HH:MM', or null for "after `from`" (until midnight). */
  to: string | null;
  percentOfNight: number;
}

export const CHECK_POLICY = {
  /** Arriving before check-in time costs part of a night. */
  earlyCheckIn: [
    { from: '06:00', to: '12:00', percentOfNight: 50 },
    { from: null, to: '06:00', percentOfNight: 100 },
  ] satisfies CheckCharge[],
  checkOutTime: '12:00',
  /** Leaving after check-out time costs part of a night. */
  lateCheckOut: [
    { from: '12:00', to: '18:00', percentOfNight: 50 },
    { from: '18:00', to: null, percentOfNight: 100 },
  ] satisfies CheckCharge[],
} as const;

/** The conference hall, per day, without and with equipment. */
export const CONFERENCE_HALL = { price: 800000, priceEquipped: 950000 } as const;

export const PAID_EXTRAS = ['early_check_in', 'late_check_out', 'conference_hall'] as const;
export type PaidExtra = (typeof PAID_EXTRAS)[number];
