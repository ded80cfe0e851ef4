import { Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { usePageTitle } from '../../shared/usePageTitle';
import { ROOMS, type Room } from '../../domain/rooms';
import { Button, Container } from '../../shared/Button';
import { formatStayRange } from '../../shared/format';
import { formatPhone, HOTEL } from '../../domain/hotel';
import { useTexts } from '../../shared/i18n';
import { CalendarIcon } from '../../shared/icons';
import { PageHeading } from '../../shared/PageHeading';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { moreLoaded, selectVisibleCount } from './paginationSlice';
import { countChecked, emptyFilter, roomMatches } from './roomFilter';
import { draftReset, selectDraft, selectDraftCount } from './roomFilterSlice';
import { useRoomFilter } from './useRoomFilter';
import { RoomListCard } from './RoomListCard';
import { roomsPageTexts } from './roomsList.texts';
import { hasDates, kindSleeps, largestCapacity, parseStay, withoutGuests, withoutStay } from '../../shared/stay/stay';
import { useFreeUnits } from './RoomAvailability';
import { lazyWithPreload } from '../../shared/lazyWithPreload';

// The filter modal and react-modal are no part of the list's first load (7 KB gzip): fetched when a
// pointer or focus comes to the Filter button, shown at the first tap.
const FilterModal = lazyWithPreload(() => import(/* webpackChunkName: "room-filter" */ './FilterModal'));

function preloadFilterModal(): void {
  void FilterModal.preload().catch(() => undefined);
}

/** On a phone the first card's photo and price fit the first screen under a shorter heading. */
const Heading = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    h1 {
      margin-top: 8px;
      margin-bottom: 8px;
    }
    p {
      font-size: 15px;
      line-height: 1.5;
      margin: 0;
    }
    > div > div {
      padding-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const FilterButton = styled(Button)`
  position: relative;
  .badge {
    display: inline-grid;
    place-items: center;
    min-width: 24px;
    height: 24px;
    padding: 0 6px;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-size: 13px;
  }
`;

const StayBox = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
  .note {
    flex-basis: 100%;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .group {
    flex-basis: 100%;
  }
  .group a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0 16px;
    margin-left: auto;
  }
  .actions a,
  .actions button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    background: none;
    border: 0;
    padding: 0;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    font-size: 16px;
    text-align: start;
  }
`;

const Grid = styled.ul`
  ${cardGrid(320, 3)}
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  p:first-child {
    font-size: 22px;
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * /rooms: the room list with the filter (applied filter in the address, so a filtered list can be
 * shared and survives a reload), paging, and the stay brought from the booking bar.
 */
export default function RoomsPage({ rooms = ROOMS }: { rooms?: readonly Room[] }) {
  const t = useTexts(roomsPageTexts);
  const { language } = useLanguage();
  const localized = useLocalizedPath();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filter = useRoomFilter();
  const applied = filter.applied;
  const draft = useAppSelector(selectDraft);
  const draftCount = useAppSelector(selectDraftCount);
  const visibleCount = useAppSelector(selectVisibleCount);
  const [filterOpen, setFilterOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps react-modal's fade and focus return.
  const [filterMounted, setFilterMounted] = useState(false);
  // The badge counts what the guest is choosing while the modal is open, else what is applied.
  const badgeCount = filterOpen ? draftCount : countChecked(applied);
  usePageTitle(t.title);

  const stay = useMemo(() => parseStay(params), [params]);
  const largest = largestCapacity(rooms);
  // No single room takes the group: each card says how many rooms of its kind it needs.
  const group = stay.guests !== null && stay.guests > largest;
  const freeUnits = useFreeUnits(stay);
  const filtered = rooms.filter((room) => roomMatches(room, applied));
  // A group books several rooms of one kind: a kind is hidden only when even all its rooms (those
  // free for the dates, once known) cannot take the guests.
  const fits = (room: Room) => stay.guests === null || stay.guests <= kindSleeps(room, freeUnits?.get(room.id) ?? null);
  const matching = filtered.filter(fits);
  // Kinds the filter lets through but the party does not fit: the hint counts these and only shows when there are some.
  const hiddenBySize = filtered.length - matching.length;
  const shown = matching.slice(0, visibleCount);
  const staySearch = useMemo(() => {
    const keep = new URLSearchParams();
    if (hasDates(stay)) {
      keep.set('checkin', stay.checkin);
      keep.set('checkout', stay.checkout);
    }
    if (stay.guests !== null) keep.set('guests', String(stay.guests));
    const text = keep.toString();
    return text ? `?${text}` : '';
  }, [stay]);

  const openFilter = () => {
    dispatch(draftReset(applied));
    setFilterMounted(true);
    setFilterOpen(true);
  };
  const apply = () => {
    filter.apply(draft);
    setFilterOpen(false);
  };
  const clear = () => {
    dispatch(draftReset(emptyFilter()));
    filter.clear();
  };
  // Closing without Apply drops the draft: the next opening starts from the applied filter again.
  const dismiss = () => setFilterOpen(false);

  return (
    <>
      <Heading>
        <PageHeading title={t.title} lead={t.lead} />
      </Heading>
      <Container>
        {(hasDates(stay) || stay.guests !== null) && (
          <StayBox aria-labelledby="stay-title">
            <h2 id="stay-title">
              <CalendarIcon size={20} />
              {t.yourStay}
            </h2>
            {hasDates(stay) && (
              <p>
                {formatStayRange(stay.checkin, stay.checkout, language)} · {t.nights(stay.nights)}
              </p>
            )}
            {stay.guests !== null && <p>{t.guests(stay.guests)}</p>}
            <div className="actions">
              <Link to={localized('/')}>{t.changeStay}</Link>
              <button type="button" onClick={() => setParams(withoutStay(params), { replace: true })}>
                {t.clearStay}
              </button>
            </div>
            {stay.guests !== null && group && <p className="note">{t.groupTooLarge(stay.guests, largest)}</p>}
            {stay.guests !== null && hiddenBySize > 0 && (
              <p className="note">
                {freeUnits ? t.hiddenByFree(hiddenBySize, stay.guests) : t.hiddenBySize(hiddenBySize, stay.guests)}
              </p>
            )}
            {stay.guests !== null && stay.guests >= largest && (
              <p className="group" data-testid="group-note">
                {t.groupHow} <a href={`tel:${HOTEL.phones[0]}`}>{formatPhone(HOTEL.phones[0])}</a>
                {hiddenBySize > 0 && (
                  <>
                    {' · '}
                    <Link to={{ pathname: localized('/rooms'), search: withoutGuests(params).toString() }}>
                      {t.showAllRooms}
                    </Link>
                  </>
                )}
              </p>
            )}
          </StayBox>
        )}
        <Toolbar>
          <FilterButton
            $variant="outline"
            onClick={openFilter}
            onPointerEnter={preloadFilterModal}
            onFocus={preloadFilterModal}
            aria-label={t.filterCount(badgeCount)}
            aria-haspopup="dialog"
          >
            {t.filter}
            {badgeCount > 0 && (
              <span className="badge" data-testid="filter-badge" aria-hidden="true">
                {badgeCount}
              </span>
            )}
          </FilterButton>
          <p role="status">{t.shown(shown.length, matching.length)}</p>
        </Toolbar>
        {matching.length === 0 ? (
          <Empty>
            <p>{t.noRooms}</p>
            <p>{t.noRoomsHint}</p>
            <Button $variant="outline" onClick={clear}>
              {t.clear}
            </Button>
          </Empty>
        ) : (
          <Grid>
            {shown.map((room, i) => (
              <li key={`${room.id}-${i}`}>
                <RoomListCard room={room} stay={stay} search={staySearch} priority={i === 0} />
              </li>
            ))}
          </Grid>
        )}
        {matching.length > shown.length && (
          <More>
            <Button $variant="primary" $size="lg" onClick={() => dispatch(moreLoaded())}>
              {t.loadMore}
            </Button>
          </More>
        )}
      </Container>
      {filterMounted && (
        <Suspense fallback={null}>
          <FilterModal isOpen={filterOpen} onApply={apply} onClear={clear} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
