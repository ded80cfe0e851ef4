import { Suspense } from 'react';
import styled from 'styled-components';
import type { Room } from '../../domain/rooms';
import { lazyWithPreload } from '../lazyWithPreload';
import { useRatePlan } from './useRatePlan';

// The words and the rules they explain load only when the owner has set a restriction.
const StayRules = lazyWithPreload(() => import(/* webpackChunkName: "stay-rules" */ './StayRules'));

const Note = styled.div`
  grid-column: 1 / -1;
  p {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.danger};
  }
  p + p {
    margin-top: 4px;
  }
`;

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
    <Note id={id} role="status">
      {plan.restrictions.length > 0 && checkin && checkout && (
        <Suspense fallback={null}>
          <StayRules plan={plan} checkin={checkin} checkout={checkout} room={room} />
        </Suspense>
      )}
    </Note>
  );
}
