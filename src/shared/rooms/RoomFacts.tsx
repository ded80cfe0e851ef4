import styled from 'styled-components';
import type { Room } from '../../domain/rooms';
import { formatPrice } from '../format';
import { useTexts } from '../i18n';
import { AreaIcon, DoorIcon, UsersIcon } from '../icons';
import { useLanguage } from '../language/LanguageProvider';
import { useNightPrices } from '../rates/roomPrices';
import type { Stay } from '../stay/stay';
import { roomFactTexts } from './roomCatalogue.texts';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Capacity and size (and the number of rooms when asked) with icons. */
export function RoomFacts({ room, showRooms = false }: { room: Room; showRooms?: boolean }) {
  const t = useTexts(roomFactTexts);
  return (
    <Facts>
      <li>
        <UsersIcon size={18} />
        <span className="visually-hidden">{t.capacityLabel}: </span>
        {t.guests(room.capacity)}
      </li>
      <li>
        <AreaIcon size={18} />
        <span className="visually-hidden">{t.sizeLabel}: </span>
        {t.size(room.size)}
      </li>
      {showRooms && (
        <li>
          <DoorIcon size={18} />
          <span className="visually-hidden">{t.roomsLabel}: </span>
          {t.rooms(room.rooms)}
        </li>
      )}
    </Facts>
  );
}

const PriceBox = styled.p`
  margin: 0;
  line-height: 1.35;
  strong {
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
  }
  .per {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rule {
    display: block;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The local price (price for Uzbekistan citizens) of the guest's first night, else tonight's, by
 * the owner's plan: lists never show the foreign guests' price.
 */
export function LocalPrice({ room, stay }: { room: Room; stay?: Pick<Stay, 'checkin'> }) {
  const t = useTexts(roomFactTexts);
  const { language } = useLanguage();
  const { price } = useNightPrices(room, stay);
  return (
    <PriceBox>
      <strong>{formatPrice(price, language)}</strong> <span className="per">/ {t.perNight}</span>
      <span className="rule">{t.localPrice}</span>
    </PriceBox>
  );
}
