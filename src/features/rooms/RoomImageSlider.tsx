import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { roomImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { useSwipe } from '../../shared/swipe';
import { useInView } from '../../shared/useInView';
import { useReducedMotion } from '../../shared/useReducedMotion';
import { wrapIndex } from '../../shared/carousel';
import { roomsPageTexts } from './roomsList.texts';

/** Room card slider timing (spec section 9). */
export const SLIDER_INTERVAL_MS = 4000;
export const SLIDER_TRANSITION_MS = 400;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  touch-action: pan-y;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &:hover button,
  &:focus-within button {
    opacity: 1;
  }
`;

const Track = styled.div<{ $index: number; $animate: boolean }>`
  display: flex;
  height: 100%;
  transform: translateX(${({ $index }) => -$index * 100}%);
  transition: ${({ $animate }) => ($animate ? `transform ${SLIDER_TRANSITION_MS}ms ease` : 'none')};
  > * {
    flex: 0 0 100%;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  opacity: 0.85;
  transition: opacity 0.2s;
  @media (hover: hover) {
    opacity: 0;
  }
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 10px;
  transform: translateX(-50%);
  display: flex;
  gap: 6px;
  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
    box-shadow: 0 0 2px rgba(0, 0, 0, 0.4);
  }
  span[data-active='true'] {
    background: #fff;
    width: 16px;
    border-radius: 4px;
  }
`;

/** The card photo's rendered width. */
const ROOM_CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * A room card's photos: it moves on every 4 s with a 400 ms slide while the card is on screen,
 * and stops while hovered or focused and under reduced motion. Arrows and swipes move it too.
 * `priority`: the first card of the list, whose photo is the page's largest paint.
 */
export function RoomImageSlider({
  roomId,
  title,
  priority = false,
}: {
  roomId: number;
  title: string;
  priority?: boolean;
}) {
  const t = useTexts(roomsPageTexts);
  const images = roomImageIds(roomId);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const frame = useRef<HTMLDivElement>(null);
  const inView = useInView(frame);
  const playing = inView && !hovered && !focused && reducedMotion === false && images.length > 1;
  // Only the first photo is in the page at first (six cards would otherwise fetch 30 photos);
  // a photo and its neighbours join once the card is on screen or reached for, so the next
  // slide is there before it moves in. Grown while rendering (React's way to keep state that
  // follows other state), not in an effect that would paint once without them.
  const [reached, setReached] = useState<readonly number[]>([0]);
  const active = inView || hovered || focused;
  if (active) {
    const wanted = [index, wrapIndex(index + 1, images.length), wrapIndex(index - 1, images.length)];
    if (!wanted.every((i) => reached.includes(i))) setReached([...new Set([...reached, ...wanted])]);
  }

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, images.length)), SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, images.length]);

  const go = (step: -1 | 1) => setIndex((i) => wrapIndex(i + step, images.length));
  const swipe = useSwipe(go);

  return (
    <Frame
      ref={frame}
      role="group"
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      {...swipe}
    >
      <Track $index={index} $animate={!reducedMotion} data-testid="slider-track" data-index={index}>
        {images.map((id, i) =>
          reached.includes(i) || i === index ? (
            <Picture
              key={id}
              id={id}
              alt={i === index ? t.photoOf(i + 1, images.length) + ' — ' + title : ''}
              sizes={ROOM_CARD_SIZES}
              fit="cover"
              priority={priority && i === 0}
            />
          ) : (
            <span key={id} />
          ),
        )}
      </Track>
      <Arrow type="button" $side="left" onClick={() => go(-1)} aria-label={t.previousPhoto}>
        <ChevronLeftIcon size={20} />
      </Arrow>
      <Arrow type="button" $side="right" onClick={() => go(1)} aria-label={t.nextPhoto}>
        <ChevronRightIcon size={20} />
      </Arrow>
      <Dots aria-hidden="true">
        {images.map((id, i) => (
          <span key={id} data-active={i === index} />
        ))}
      </Dots>
    </Frame>
  );
}
