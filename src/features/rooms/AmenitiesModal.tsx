import styled from 'styled-components';
import { IconButton } from '../../shared/Button';
import { Dialog } from '../../shared/Dialog';
import { CloseIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import type { Room } from '../../domain/rooms';
import { AmenityIcon } from './AmenityIcon';
import { AMENITY_CATEGORIES, roomHasAmenity } from './amenities';
import { amenityGroupTexts, roomTexts } from './roomPage.texts';
import { useAmenityName } from './useAmenityName';

const AmenitiesBody = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  header h2 {
    margin: 0;
    font-size: 28px;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    font-weight: 700;
    margin: ${({ theme }) => theme.space(2)} 0 4px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
    gap: 2px 16px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "All amenities": every amenity of the room by group (loaded when a guest first opens it). */
export default function AmenitiesModal({
  room,
  isOpen,
  onClose,
}: {
  room: Room;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useTexts(roomTexts);
  const groups = useTexts(amenityGroupTexts);
  const name = useAmenityName();
  return (
    <Dialog isOpen={isOpen} onRequestClose={onClose} labelledBy="amenities-title" size="wide">
      <AmenitiesBody>
        <header>
          <h2 id="amenities-title">{t.allAmenities}</h2>
          <IconButton onClick={onClose} aria-label={t.close}>
            <CloseIcon />
          </IconButton>
        </header>
        {(Object.keys(AMENITY_CATEGORIES) as (keyof typeof AMENITY_CATEGORIES)[]).map((category) => {
          const keys = AMENITY_CATEGORIES[category].filter((key) => roomHasAmenity(room, key));
          if (keys.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`amenities-${category}`}>
              <h3 id={`amenities-${category}`}>{groups[category]}</h3>
              <ul>
                {keys.map((key) => (
                  <li key={key}>
                    <AmenityIcon name={key} />
                    {name(key, room)}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </AmenitiesBody>
    </Dialog>
  );
}
