import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ROOM_AMENITIES, ROOM_TYPES } from '../../domain/rooms';
import { Button, IconButton } from '../../shared/Button';
import { Dialog } from '../../shared/Dialog';
import { CloseIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { draftAmenityToggled, draftTypeToggled, selectDraft } from './roomFilterSlice';
import { roomAmenityLabels, roomTypeLabels } from '../../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from './roomsList.texts';

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  h2 {
    margin: 0;
    font-size: 28px;
  }
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  label:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: flex-end;
    padding-top: ${({ theme }) => theme.space(1)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * The filter modal: the five room types and four amenities as checkboxes, Apply and Clear. Its
 * own chunk with react-modal, loaded when the Filter button is first near a pointer or focus, or tapped.
 */
export default function FilterModal({
  isOpen,
  onApply,
  onClear,
  onDismiss,
}: {
  isOpen: boolean;
  onApply: () => void;
  onClear: () => void;
  onDismiss: () => void;
}) {
  const t = useTexts(roomsPageTexts);
  const typeNames = useTexts(roomTypeLabels);
  const amenityNames = useTexts(roomAmenityLabels);
  const draft = useAppSelector(selectDraft);
  const dispatch = useAppDispatch();
  return (
    <Dialog isOpen={isOpen} onRequestClose={onDismiss} labelledBy="filter-title">
      <Body>
        <header>
          <h2 id="filter-title">{t.filterTitle}</h2>
          <IconButton onClick={onDismiss} aria-label={t.close}>
            <CloseIcon />
          </IconButton>
        </header>
        <fieldset>
          <legend>{t.roomTypes}</legend>
          {ROOM_TYPES.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={draft.roomTypes[type]}
                onChange={() => dispatch(draftTypeToggled(type))}
              />
              {typeNames[type]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.amenities}</legend>
          {ROOM_AMENITIES.map((amenity) => (
            <label key={amenity}>
              <input
                type="checkbox"
                checked={draft.amenities[amenity]}
                onChange={() => dispatch(draftAmenityToggled(amenity))}
              />
              {amenityNames[amenity]}
            </label>
          ))}
        </fieldset>
        <footer>
          <Button $variant="outline" onClick={onClear}>
            {t.clear}
          </Button>
          <Button $variant="primary" onClick={onApply}>
            {t.apply}
          </Button>
        </footer>
      </Body>
    </Dialog>
  );
}
