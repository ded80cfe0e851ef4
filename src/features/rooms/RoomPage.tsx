import { Suspense, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { usePageTitle } from '../../shared/usePageTitle';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import { findRoom, type Room } from '../../domain/rooms';
import { Button, Container } from '../../shared/Button';
import { formatPrice } from '../../shared/format';
import { HOTEL } from '../../domain/hotel';
import { useTexts } from '../../shared/i18n';
import { CheckIcon } from '../../shared/icons';
import { roomImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { useBookNowButton } from '../../shared/bookNow/bookNow';
import { AvailabilityNote, useFreeUnits } from './RoomAvailability';
import { lightboxOpened } from '../../shared/lightbox/lightboxSlice';
import { Lightbox, preloadLightbox } from '../../shared/lightbox/Lightbox';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { AMENITY_SUMMARY, EXTRAS, facilitiesFor, roomHasAmenity } from './amenities';
import { AmenityIcon } from './AmenityIcon';
import { RoomFacts } from '../../shared/rooms/RoomFacts';
import { useAmenityName } from './useAmenityName';
import { useScrolledAway } from './useScrolledAway';
import { theme } from '../../shared/theme';
import { amenityGroupTexts, extraTexts, facilityTexts, policyTexts, roomTexts } from './roomPage.texts';
import { bedLine, roomCopy, roomFactTexts, roomTypeLabels } from '../../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from './roomsList.texts';
import { parseStay, hasDates, groupRooms, stayForRoom } from '../../shared/stay/stay';
import { unitTexts } from '../../shared/rooms/units.texts';
import { useNightPrices } from '../../shared/rates/roomPrices';
import { stayTotal } from '../../shared/rates/stayTotal';
import { useRatePlan } from '../../shared/rates/useRatePlan';
import { PolicyWords } from '../../shared/rates/policy';
import { useStayDeadlineWords } from '../../shared/rates/stayDeadline';
import { StayRulesNote } from '../../shared/rates/StayRulesNote';
import {
  Photos,
  Layout,
  Bullets,
  LinkButton,
  Notes,
  Extras,
  Summary,
  Panel,
  NotFoundBox,
  AllRooms,
} from './RoomPage.styles';

// A phone's bar with the price and Book now: its code loads the first time the page's own button scrolls away.
const StickyBookBar = lazyWithPreload(() => import(/* webpackChunkName: "book-bar" */ './StickyBookBar'));
const PHONE_QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;

/** Thumbnails beside the large photo (spec section 9). */
export const ROOM_THUMBNAILS = 4;
/** Facility bullets shown before 'Show all facilities'. */
const FACILITIES_PREVIEW = 5;

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
  const room =
    /^\d+$/.test(id) && Number.isFinite(numericId)
      ? findRoom(typeof stateId === 'number' && stateId === numericId ? stateId : numericId)
      : undefined;
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
  const lightboxImages = images.map((imageId, i) => ({
    id: imageId,
    alt: `${copy.title} — ${i + 1} / ${images.length}`,
  }));
  const lightboxSet = `room-${room.id}`;
  const facilities = facilitiesFor(room);
  const shownFacilities = allFacilities ? facilities : facilities.slice(0, FACILITIES_PREVIEW);
  const facilityLabel = (f: (typeof facilities)[number]) =>
    f === 'bed'
      ? bedLine(room.beds, language)
      : f === 'climate'
        ? room.features.includes('climate_control')
          ? facilityNames.climateSuite
          : facilityNames.climateStandard
        : facilityNames[f];

  const unitWords = useTexts(unitTexts);
  const freeUnits = useFreeUnits(stay)?.get(room.id) ?? null;
  const free = freeUnits === null ? null : freeUnits > 0;
  // A group: the rooms of this kind it needs (or as many of its guests as they take), and the stay's total for them.
  const group = groupRooms(room, stay.guests, freeUnits);
  const units = group?.units ?? 1;
  const bookNow = useBookNowButton(room.id, stayForRoom(stay, room, freeUnits));
  // The owner's prices of the guest's first night, else of tonight; the stay's total night by night.
  const { plan } = useRatePlan();
  const prices = useNightPrices(room, stay);
  // With dates, what the cancellation policy means for this stay.
  const deadline = useStayDeadlineWords(stay.checkin);
  const panelRef = useRef<HTMLElement>(null);
  const panelAway = useScrolledAway(panelRef, PHONE_QUERY);
  // Mounted from the first time it is needed on, so hiding it again slides it away.
  const [barMounted, setBarMounted] = useState(false);
  if (panelAway && !barMounted) setBarMounted(true);

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
              <Picture
                id={imageId}
                alt=""
                priority={i === 0}
                fit={i === 0 ? 'cover' : 'aspect'}
                sizes={i === 0 ? '(min-width: 768px) 60vw, 100vw' : '(min-width: 768px) 20vw, 25vw'}
              />
            </button>
          ))}
        </Photos>
        <Layout>
          <Panel aria-label={t.bookNow} ref={panelRef}>
            <p className="price">
              {formatPrice(prices.price, language)} <span className="per">{t.perNight}</span>
            </p>
            <p className="rule">{facts.localPrice}</p>
            <p className="intl">
              {t.foreignPrice}: {formatPrice(prices.priceIntl, language)}
            </p>
            {group && (units > 1 || group.guests < (stay.guests ?? 0)) && (
              <p className="group" data-testid="room-group">
                {group.guests < (stay.guests ?? 0)
                  ? unitWords.forSomeGuests(units, group.guests, stay.guests ?? 0)
                  : unitWords.forGuests(units, group.guests)}
              </p>
            )}
            {hasDates(stay) && (
              <p className="stay">
                {t.yourStay(pageTexts.nights(stay.nights), formatPrice(stayTotal(room, plan, stay, units), language))}
              </p>
            )}
            <StayRulesNote id="room-stay-rules" checkin={stay.checkin} checkout={stay.checkout} room={room} />
            <AvailabilityNote free={free} id="room-availability" />
            <div className="policy">
              <p>
                <PolicyWords part="text" />
              </p>
              {deadline && <p>{deadline}</p>}
            </div>
            <Button
              $variant="accent"
              $size="lg"
              {...bookNow}
              disabled={free === false}
              aria-describedby={free === false ? 'room-availability' : undefined}
            >
              {t.bookNow}
            </Button>
          </Panel>
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
                <LinkButton
                  type="button"
                  aria-expanded={allFacilities}
                  aria-controls="facility-list"
                  onClick={() => setAllFacilities((v) => !v)}
                >
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
              <Button
                $variant="outline"
                $size="sm"
                style={{ marginTop: 16 }}
                onClick={openAmenities}
                onPointerEnter={preloadAmenitiesModal}
                onFocus={preloadAmenitiesModal}
                aria-haspopup="dialog"
              >
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
        </Layout>
      </Container>
      {barMounted && (
        <Suspense fallback={null}>
          <StickyBookBar
            shown={panelAway}
            price={formatPrice(prices.price, language)}
            perNight={t.perNight}
            label={t.bookNow}
            button={{ ...bookNow, disabled: free === false }}
          />
        </Suspense>
      )}
      <Lightbox set={lightboxSet} images={lightboxImages} label={t.photos(copy.title)} />
      {amenitiesMounted && (
        <Suspense fallback={null}>
          <AmenitiesModal room={room} isOpen={amenitiesOpen} onClose={() => setAmenitiesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
