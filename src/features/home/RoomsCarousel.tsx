import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROOMS, type Room } from '../../domain/rooms';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { roomImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { prefersReducedMotion } from '../../shared/useReducedMotion';
import { useLocalizedPath } from '../../shared/navigation';
import { LocalPrice, RoomFacts } from '../../shared/rooms/RoomFacts';
import { roomCopy, roomTypeLabels } from '../../shared/rooms/roomCatalogue.texts';
import { visibleWindow, wrapIndex } from '../../shared/carousel';
import { homeTexts } from './home.texts';

/** Desktop carousel numbers (spec section 9). */
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_ANIMATION_MS = 650;
const GAP_PX = 24;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    transform 0.25s,
    box-shadow 0.25s;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  flex: 1;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2.5)};
  h3 {
    font-size: 24px;
    margin: 0;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:focus-visible {
    outline: none;
  }
  /* The title link covers the whole card: one big target, one tab stop. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .type {
    margin: 0;
    font-size: 13px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  .price {
    margin-top: auto;
  }
`;

/** A room on the home page: photo, title, capacity, size, local price; leads to its page. */
export function RoomTeaserCard({ room, tabbable = true }: { room: Room; tabbable?: boolean }) {
  const copy = useTexts(roomCopy)[room.id]!;
  const types = useTexts(roomTypeLabels);
  const localized = useLocalizedPath();
  return (
    <Card>
      <Picture
        id={roomImageIds(room.id)[0]!}
        alt={copy.title}
        sizes="(min-width: 1200px) 380px, (min-width: 768px) 33vw, 80vw"
      />
      <CardBody>
        <p className="type">{types[room.type]}</p>
        <h3>
          <Link to={localized(`/rooms/${room.id}`)} tabIndex={tabbable ? undefined : -1}>
            {copy.title}
          </Link>
        </h3>
        <RoomFacts room={room} />
        <div className="price">
          <LocalPrice room={room} />
        </div>
      </CardBody>
    </Card>
  );
}

const Desktop = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: block;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  padding: 8px 0 16px;
  margin: -8px 0 -16px;
`;

const Track = styled.ul<{ $offset: number; $animate: boolean }>`
  display: flex;
  gap: ${GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* One step is a card plus a gap: (100% + gap) / 3 of the viewport. */
  transform: translateX(calc(${({ $offset }) => -$offset} * (100% + ${GAP_PX}px) / ${CAROUSEL_VISIBLE}));
  transition: ${({ $animate }) => ($animate ? `transform ${CAROUSEL_ANIMATION_MS}ms cubic-bezier(0.4, 0, 0.2, 1)` : 'none')};
  > li {
    flex: 0 0 calc((100% - ${(CAROUSEL_VISIBLE - 1) * GAP_PX}px) / ${CAROUSEL_VISIBLE});
  }
`;

const Arrows = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  button {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Mobile = styled.ul`
  display: flex;
  gap: 16px;
  margin: 0 -16px;
  padding: 8px 16px 16px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 16px;
  -webkit-overflow-scrolling: touch;
  > li {
    flex: 0 0 82%;
    scroll-snap-align: start;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const AllLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * The home rooms carousel: three cards on desktop, arrows move one card in 650 ms and wrap
 * around; under 768 px a horizontal list that scrolls and snaps by card.
 */
export function RoomsCarousel({ rooms = ROOMS }: { rooms?: readonly Room[] }) {
  const t = useTexts(homeTexts).rooms;
  const localized = useLocalizedPath();
  const [start, setStart] = useState(0);
  const [moving, setMoving] = useState<0 | 1 | -1>(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const move = (direction: 1 | -1) => {
    if (moving !== 0) return;
    if (prefersReducedMotion()) {
      setStart((s) => wrapIndex(s + direction, rooms.length));
      return;
    }
    setMoving(direction);
    timer.current = window.setTimeout(() => {
      setStart((s) => wrapIndex(s + direction, rooms.length));
      setMoving(0);
    }, CAROUSEL_ANIMATION_MS);
  };

  // One card either side of the three shown, so the slide has something to reveal.
  const strip = visibleWindow(rooms, start - 1, CAROUSEL_VISIBLE + 2);
  return (
    <>
      <Desktop>
        <Arrows>
          <button type="button" onClick={() => move(-1)} aria-label={t.previous}>
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => move(1)} aria-label={t.next}>
            <ChevronRightIcon />
          </button>
        </Arrows>
        <Viewport>
          <Track $offset={1 + moving} $animate={moving !== 0} data-testid="rooms-track">
            {strip.map((room, i) => {
              const shown = i >= 1 && i <= CAROUSEL_VISIBLE;
              return (
                <li key={`${start}-${i}`} aria-hidden={!shown} inert={!shown} data-shown={shown}>
                  <RoomTeaserCard room={room} tabbable={shown} />
                </li>
              );
            })}
          </Track>
        </Viewport>
      </Desktop>
      <Mobile aria-label={t.title} tabIndex={0}>
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomTeaserCard room={room} />
          </li>
        ))}
      </Mobile>
      <AllLink to={localized('/rooms')} $variant="outline">
        {t.all}
      </AllLink>
    </>
  );
}
