import { Suspense } from 'react';
import type { Room } from '../../domain/rooms';
import { lazyWithPreload } from '../lazyWithPreload';
import { useRatePlan } from './useRatePlan';

// The words and the rules they explain (and their styles) load only when the owner has set a restriction.
const StayRules = lazyWithPreload(() => import(/* webpackChunkName: "stay-rules" */ './StayRules'));

/** Across the whole row of a grid form (the booking bar), like the submit button. */
const NOTE_STYLE = { gridColumn: '1 / -1' } as const;

/**
 * Under a stay's date fields: in words, why the owner's terms refuse these dates (a minimum stay,
 * no arrival that day, a night not sold), for `room` or, with none chosen, for every room. A live
 * region, so a screen reader hears it as the dates change; `id` lets the fields point at it.
 */
export function StayRulesNote({
  id,
  checkin,
  checkout,
  room,
}: {
  id: string;
  checkin: string | null;
  checkout: string | null;
  room?: Room;
}) {
  const { plan } = useRatePlan();
  return (
    <div id={id} role="status" style={NOTE_STYLE}>
      {plan.restrictions.length > 0 && checkin && checkout && (
        <Suspense fallback={null}>
          <StayRules plan={plan} checkin={checkin} checkout={checkout} room={room} />
        </Suspense>
      )}
    </div>
  );
}
