import { Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import { findRoom, type Room } from '../../domain/rooms';
import { totalPrice } from '../../domain/pricing';
import { type ButtonStyleProps, Button, buttonStyles, Container } from '../../shared/Button';
import { formatPrice } from '../../shared/format';
import { HOTEL } from '../../shared/hotel';
import { useTexts } from '../../shared/i18n';
import { CheckIcon } from '../../shared/icons';
import { roomImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { useBookNowButton } from '../../shared/bookNow/bookNow';
import { lightboxOpened } from '../../shared/lightbox/lightboxSlice';
import { Lightbox, preloadLightbox } from '../../shared/lightbox/Lightbox';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { AMENITY_SUMMARY, EXTRAS, facilitiesFor, roomHasAmenity } from './amenities';
import { AmenityIcon } from './AmenityIcon';
import { RoomFacts } from '../../shared/rooms/RoomFacts';
import { useAmenityName } from './useAmenityName';
import { amenityGroupTexts, extraTexts, facilityTexts, policyTexts, roomTexts } from './roomPage.texts';
import { roomCopy, roomFactTexts, roomTypeLabels } from '../../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from './roomsList.texts';
import { parseStay, hasDates, stayForRoom } from '../../shared/stay/stay';

/** Thumbnails beside the large photo (spec section 9). */
export const ROOM_THUMBNAILS = 4;
/** Facility bullets shown before 'Show all facilities'. */
const FACILITIES_PREVIEW = 5;

const Photos = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(4, 1fr);
  margin-bottom: ${({ theme }) => theme.space(4)};
  button { padding: 0; border: 0; background: none; border-radius: ${({ theme }) => theme.radii.md}; overflow: hidden; cursor: zoom-in; display: block; width: 100%; }
  button:first-child { grid-column: 1 / -1; }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 2fr 1fr 1fr;
    grid-template-rows: repeat(2, auto);
    button:first-child { grid-column: 1; grid-row: 1 / span 2; }
    button:first-child picture { height: 100%; }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 340px;
    align-items: start;
  }
  section { margin-bottom: ${({ theme }) => theme.space(5)}; }
  h2 { font-size: 30px; }
  .hotel { margin: 0 0 8px; font-weight: 600; color: ${({ theme }) => theme.colors.accent}; letter-spacing: 0.06em; text-transform: uppercase; font-size: 13px; }
  .desc { font-size: 18px; max-width: 65ch; }
`;

const Bullets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 8px 24px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 10px; align-items: flex-start; }
  svg { flex: none; color: ${({ theme }) => theme.colors.primary}; margin-top: 2px; }
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
`;

const Notes = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  li { margin: 4px 0; }
`;

const Extras = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: ${({ theme }) => theme.space(2.5)}; background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 17px; font-weight: 700; margin: 0 0 4px; }
  .price { margin: 0 0 12px; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; font-size: 20px; }
  .price span { font-weight: 400; font-size: 14px; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { margin: 0; padding: 0; list-style: none; }
  ul li { display: flex; align-items: center; gap: 10px; min-height: 32px; }
  ul svg { color: ${({ theme }) => theme.colors.primary}; }
  .note { margin: 10px 0 0; font-size: 14px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 15px; font-weight: 700; margin: 0 0 6px; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: 10px; min-height: 34px; }
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Panel = styled.aside`
  /* On phones and tablets the price and 'Book now' come first, right under the photos. */
  order: -1;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    order: 0;
    position: sticky;
    top: ${({ theme }) => theme.header.desktop + 16}px;
  }
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  .price { margin: 0; font-size: 30px; line-height: 1.2; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  .per { display: block; font-size: 16px; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
  .rule, .intl, .stay { margin: 4px 0 0; font-size: 14px; color: ${({ theme }) => theme.colors.textMuted}; }
  .stay { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
  button { width: 100%; margin-top: ${({ theme }) => theme.space(2)}; }
`;

const NotFoundBox = styled(Container)`
  padding-top: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  h1 { font-size: 40px; }
`;

const AllRooms = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

// The amenities dialog and its modal (react-modal) load when a guest first opens it.
const AmenitiesModal = lazyWithPreload(() => import(/* webpackChunkName: "amenities" */ './AmenitiesModal'));
/** Fetches the dialog's code when a pointer comes over "See all", so it opens at once. */
function preloadAmenitiesModal(): void {
  void AmenitiesModal.preload().catch(() => undefined);
}

function RoomNotFound() {
  const t = useTexts(roomTexts);
  const localized = useLocalizedPath();
  usePageTitle(t.notFound);
  return (
    <NotFoundBox>
      <PageHeading title={t.notFound} lead={t.notFoundHint} />
      <AllRooms to={localized('/rooms')}>{t.allRooms}</AllRooms>
    </NotFoundBox>
  );
}

/**
 * /rooms/{id}. The room may come through navigation state (from a card), else by the id in the
 * address; either way it is read from our own room data, so a stale or forged state cannot
 * change a price. A non-numeric id or an unknown room shows 'Room not found.'
 */
export default function RoomPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const stateId = (location.state as { roomId?: unknown } | null)?.roomId;
  const numericId = Number(id);
  const room = /^\d+$/.test(id) && Number.isFinite(numericId) ? findRoom(typeof stateId === 'number' && stateId === numericId ? stateId : numericId) : undefined;
  if (!room) return <RoomNotFound />;
  return <RoomDetails room={room} />;
}

function RoomDetails({ room }: { room: Room }) {
  const t = useTexts(roomTexts);
  const copy = useTexts(roomCopy)[room.id]!;
  const types = useTexts(roomTypeLabels);
  const facts = useTexts(roomFactTexts);
  const pageTexts = useTexts(roomsPageTexts);
  const facilityNames = useTexts(facilityTexts);
  const policies = useTexts(policyTexts);
  const extras = useTexts(extraTexts);
  const groups = useTexts(amenityGroupTexts);
  const amenityName = useAmenityName();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const stay = useMemo(() => parseStay(params), [params]);
  const [allFacilities, setAllFacilities] = useState(false);
  const [amenitiesOpen, setAmenitiesOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps react-modal's fade and focus return.
  const [amenitiesMounted, setAmenitiesMounted] = useState(false);
  const openAmenities = () => {
    setAmenitiesMounted(true);
    setAmenitiesOpen(true);
  };
  usePageTitle(copy.title);

  const images = roomImageIds(room.id);
  const lightboxImages = images.map((imageId, i) => ({ id: imageId, alt: `${copy.title} — ${i + 1} / ${images.length}` }));
  const lightboxSet = `room-${room.id}`;
  const facilities = facilitiesFor(room);
  const shownFacilities = allFacilities ? facilities : facilities.slice(0, FACILITIES_PREVIEW);
  const facilityLabel = (f: (typeof facilities)[number]) =>
    f === 'bed' ? facilityNames.bed[room.type] : f === 'climate' ? (room.type.startsWith('suite') ? facilityNames.climateSuite : facilityNames.climateStandard) : facilityNames[f];

  const bookNow = useBookNowButton(room.id, stayForRoom(stay, room));

  return (
    <>
      <PageHeading title={copy.title}>
        <p>
          {HOTEL.name} · {types[room.type]}
        </p>
      </PageHeading>
      <Container>
        <Photos role="group" aria-label={t.photos(copy.title)}>
          {images.slice(0, ROOM_THUMBNAILS + 1).map((imageId, i) => (
            <button
              key={imageId}
              type="button"
              aria-label={t.openPhoto(i + 1, images.length)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              onClick={() => dispatch(lightboxOpened({ set: lightboxSet, index: i, total: images.length }))}
            >
              <Picture id={imageId} alt="" priority={i === 0} fit={i === 0 ? 'cover' : 'aspect'} sizes={i === 0 ? '(min-width: 768px) 60vw, 100vw' : '(min-width: 768px) 20vw, 25vw'} />
            </button>
          ))}
        </Photos>
        <Layout>
          <div>
            <section aria-labelledby="facts-title">
              <p className="hotel">{HOTEL.name}</p>
              <h2 id="facts-title">{t.facts}</h2>
              <RoomFacts room={room} showRooms />
              <p className="desc" style={{ marginTop: 16 }}>
                {copy.desc}
              </p>
            </section>
            <section aria-labelledby="facilities-title">
              <h2 id="facilities-title">{t.facilities}</h2>
              <Bullets id="facility-list">
                {shownFacilities.map((f) => (
                  <li key={f}>
                    <CheckIcon size={20} />
                    {facilityLabel(f)}
                  </li>
                ))}
              </Bullets>
              {facilities.length > FACILITIES_PREVIEW && (
                <LinkButton type="button" aria-expanded={allFacilities} aria-controls="facility-list" onClick={() => setAllFacilities((v) => !v)}>
                  {allFacilities ? t.showFewerFacilities : t.showAllFacilities}
                </LinkButton>
              )}
            </section>
            <section aria-labelledby="amenities-summary-title">
              <h2 id="amenities-summary-title">{t.amenities}</h2>
              <Summary>
                {(Object.keys(AMENITY_SUMMARY) as (keyof typeof AMENITY_SUMMARY)[]).map((group) => (
                  <div key={group}>
                    <h3>{groups[group]}</h3>
                    <ul>
                      {AMENITY_SUMMARY[group]
                        .filter((key) => roomHasAmenity(room, key))
                        .map((key) => (
                          <li key={key}>
                            <AmenityIcon name={key} />
                            {amenityName(key, room)}
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
              </Summary>
              <Button $variant="outline" $size="sm" style={{ marginTop: 16 }} onClick={openAmenities} onPointerEnter={preloadAmenitiesModal} onFocus={preloadAmenitiesModal} aria-haspopup="dialog">
                {t.seeAll}
              </Button>
            </section>
            <section aria-labelledby="notes-title">
              <h2 id="notes-title">{t.notes}</h2>
              <Notes>
                {policies.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Notes>
            </section>
            <section aria-labelledby="extras-title">
              <h2 id="extras-title">{t.extras}</h2>
              <Extras>
                {EXTRAS.map((extra) => (
                  <li key={extra.key}>
                    <h3>{extras[extra.key]}</h3>
                    <p className="price">
                      {formatPrice(extra.price, language)} <span>/ {t.perDay}</span>
                    </p>
                    <ul>
                      {extra.bullets.map((b) => (
                        <li key={b.key} data-tag={b.tag}>
                          <AmenityIcon name={b.tag} size={20} />
                          {extras[b.key as keyof typeof extras]}
                        </li>
                      ))}
                    </ul>
                    {extra.note === 'water' && <p className="note">{extras.waterNote}</p>}
                  </li>
                ))}
              </Extras>
            </section>
          </div>
          <Panel aria-label={t.bookNow}>
            <p className="price">
              {formatPrice(room.price, language)} <span className="per">{t.perNight}</span>
            </p>
            <p className="rule">{facts.localPrice}</p>
            <p className="intl">
              {t.foreignPrice}: {formatPrice(room.priceIntl, language)}
            </p>
            {hasDates(stay) && <p className="stay">{t.yourStay(pageTexts.nights(stay.nights), formatPrice(totalPrice(room, null, stay.nights), language))}</p>}
            <Button $variant="accent" $size="lg" {...bookNow}>
              {t.bookNow}
            </Button>
          </Panel>
        </Layout>
      </Container>
      <Lightbox set={lightboxSet} images={lightboxImages} label={t.photos(copy.title)} />
      {amenitiesMounted && (
        <Suspense fallback={null}>
          <AmenitiesModal room={room} isOpen={amenitiesOpen} onClose={() => setAmenitiesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
