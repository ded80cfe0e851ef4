import styled from 'styled-components';
import { useAvailability } from '../../store/availability';
import { useTexts } from '../../shared/i18n';
import { hasDates, type Stay } from '../../shared/stay/stay';
import { roomsPageTexts } from './roomsList.texts';

const Note = styled.p<{ $soldOut: boolean }>`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.danger : theme.colors.primary)};
  span {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Whether a room kind is free for the guest's dates: null without dates or while the server has
 * not said (the page then behaves as without availability), true or false once it has.
 */
export function useRoomFree(roomId: number, stay: Stay): boolean | null {
  const units = useFreeUnits(stay)?.get(roomId);
  return units === undefined ? null : units > 0;
}

/** Free rooms of each kind for the guest's dates, by room id; null without dates or while the server has not said. */
export function useFreeUnits(stay: Stay): ReadonlyMap<number, number> | null {
  return useAvailability(hasDates(stay) ? stay.checkin : null, hasDates(stay) ? stay.checkout : null);
}

/** "Available" or "Sold out … choose other dates" under a room's price; `id` names it for the disabled Book now. */
export function AvailabilityNote({ free, id }: { free: boolean | null; id: string }) {
  const t = useTexts(roomsPageTexts);
  if (free === null) return null;
  return (
    <Note id={id} $soldOut={!free}>
      {free ? t.available : t.soldOut}
      {!free && <span>{t.soldOutHint}</span>}
    </Note>
  );
}
