import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Room } from '../../domain/rooms';
import { busyStyles } from '../../shared/Button';
import { formatPrice } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { LocalPrice, RoomFacts } from '../../shared/rooms/RoomFacts';
import { RoomImageSlider } from './RoomImageSlider';
import { AvailabilityNote, useFreeUnits } from './RoomAvailability';
import { roomAmenityLabels, roomCopy, roomTypeLabels } from '../../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from './roomsList.texts';
import { groupRooms, hasDates, stayForRoom, type Stay } from '../../shared/stay/stay';
import { unitTexts } from '../../shared/rooms/units.texts';
import { useBookNowButton } from '../../shared/bookNow/bookNow';
import { stayTotal } from '../../shared/rates/stayTotal';
import { useRatePlan } from '../../shared/rates/useRatePlan';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2.5)};
  .type {
    margin: 0;
    font-size: 13px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  h2 {
    font-size: 26px;
    margin: 0;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  .amenities {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .amenities li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 13px;
  }
  .bottom {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: 12px;
  }
  .stay {
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .stay strong {
    color: ${({ theme }) => theme.colors.text};
  }
  .group {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
  /*
   * On a phone the price comes right under the name, as it does in the HTML, so that a phone
   * painting the page while its HTML still arrives never has it push the text below down; wider
   * cards move it to their foot. Nothing focusable lies between, so the focus order is the same.
   */
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    > .bottom {
      order: 1;
      margin-top: auto;
    }
  }
`;

const BookButton = styled.button`
  border: 0;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  ${busyStyles}
`;

/**
 * A room on /rooms (`priority`: the first, above the fold): photo slider, type, title, capacity,
 * size, amenities, local price (the first night's, else tonight's) and a link to its page; for a
 * search with guests, how many rooms of the kind they need, and for dates, the stay's total for them.
 */
export function RoomListCard({
  room,
  stay,
  search,
  priority = false,
}: {
  room: Room;
  stay: Stay;
  search: string;
  priority?: boolean;
}) {
  const nights = stay.nights;
  const freeUnits = useFreeUnits(stay)?.get(room.id) ?? null;
  const group = groupRooms(room, stay.guests, freeUnits);
  const units = group?.units ?? 1;
  const bookNow = useBookNowButton(room.id, stayForRoom(stay, room, freeUnits));
  const free = freeUnits === null ? null : freeUnits > 0;
  const soldOut = free === false;
  const unitWords = useTexts(unitTexts);
  const noteId = `room-${room.id}-availability`;
  const copy = useTexts(roomCopy)[room.id]!;
  const types = useTexts(roomTypeLabels);
  const amenityNames = useTexts(roomAmenityLabels);
  const t = useTexts(roomsPageTexts);
  const { language } = useLanguage();
  const localized = useLocalizedPath();
  const { plan } = useRatePlan();
  const to = { pathname: localized(`/rooms/${room.id}`), search };
  return (
    <Card aria-labelledby={`room-${room.id}-title`}>
      <RoomImageSlider roomId={room.id} title={copy.title} priority={priority} />
      <Body>
        <p className="type">{types[room.type]}</p>
        <h2 id={`room-${room.id}-title`}>
          <Link to={to} state={{ roomId: room.id }}>
            {copy.title}
          </Link>
        </h2>
        <div className="bottom">
          <div>
            <LocalPrice room={room} stay={stay} />
            {group && units > 1 && (
              <p className="group" data-testid={`room-${room.id}-group`}>
                {group.guests < (stay.guests ?? 0)
                  ? unitWords.forSomeGuests(units, group.guests, stay.guests ?? 0)
                  : unitWords.forGuests(units, group.guests)}
              </p>
            )}
            {hasDates(stay) && (
              <p className="stay">
                {t.nights(nights)}: <strong>{formatPrice(stayTotal(room, plan, stay, units), language)}</strong> —{' '}
                {t.stayTotal}
              </p>
            )}
            <AvailabilityNote free={free} id={noteId} />
          </div>
          {/* Sold out for the guest's dates: Book now cannot open the dialog; the note says why. */}
          <BookButton
            type="button"
            {...bookNow}
            disabled={soldOut}
            aria-describedby={soldOut ? `room-${room.id}-title ${noteId}` : `room-${room.id}-title`}
          >
            {t.bookNow}
          </BookButton>
        </div>
        <RoomFacts room={room} />
        <ul className="amenities">
          {room.amenities.map((a) => (
            <li key={a}>{amenityNames[a]}</li>
          ))}
        </ul>
      </Body>
    </Card>
  );
}
