import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { HOTEL, HOTEL_ADDRESS } from '../../domain/hotel';
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon, PauseIcon, PlayIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { Picture } from '../../shared/images/Picture';
import { useReducedMotion } from '../../shared/useReducedMotion';
import { BookingBar } from './BookingBar';
import { wrapIndex } from '../../shared/carousel';
import { homeTexts } from './home.texts';

/** Auto-advance interval of the hero (spec section 9). */
export const HERO_INTERVAL_MS = 6000;
const HERO_IMAGES = ['hero/1', 'hero/2', 'hero/3'] as const;

const Wrap = styled.section`
  position: relative;
  color: #fff;
  background: ${({ theme }) => theme.colors.primaryDark};
`;

const Stage = styled.div`
  position: relative;
  height: 78svh;
  min-height: 520px;
  max-height: 860px;
  overflow: hidden;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    height: 88svh;
    min-height: 600px;
  }
`;

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.9s ease;
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      rgba(6, 22, 27, 0.55) 0%,
      rgba(6, 22, 27, 0.25) 40%,
      rgba(6, 22, 27, 0.75) 100%
    );
  }
`;

// The heading's width is 16 of Cormorant's ch (0.477 em) in em, so the stand-in serif that shows
// until the web font arrives wraps it the same (src/shared/fonts.ts).
const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  z-index: 2;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(16)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(16)};
  }
  h2 {
    color: #fff;
    font-size: clamp(34px, 6vw, 64px);
    max-width: 7.63em;
    margin-bottom: 12px;
    text-shadow: 0 2px 24px rgba(0, 0, 0, 0.35);
  }
  p {
    font-size: clamp(16px, 2vw, 20px);
    max-width: 46ch;
    margin-bottom: 12px;
  }
  address {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-style: normal;
    font-size: 15px;
    opacity: 0.95;
  }
`;

const Controls = styled.div`
  position: absolute;
  z-index: 3;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(8)};
  display: flex;
  align-items: center;
  gap: 4px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(8)};
  }
`;

const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.7);
  background: rgba(6, 22, 27, 0.35);
  color: #fff;
  &:hover {
    background: rgba(6, 22, 27, 0.6);
  }
`;

const Dots = styled.div`
  display: flex;
  margin: 0 4px;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 28px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '20px' : '10px')};
    height: 10px;
    border-radius: 5px;
    background: #fff;
    opacity: ${({ $active }) => ($active ? 1 : 0.6)};
    transition:
      width 0.3s,
      opacity 0.3s;
  }
`;

const BarSlot = styled.div`
  position: relative;
  z-index: 4;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: -48px auto 0;
  padding: 0 ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    margin-top: -64px;
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

/**
 * The hero slideshow (WAI-ARIA carousel): arrows wrap, dots jump, it advances every 6 s and
 * pauses while hovered or focused, by its pause button, and from the start under reduced motion.
 */
export function Hero() {
  const texts = useTexts(homeTexts);
  const t = texts.hero;
  const pageTitle = texts.pageTitle;
  const { language } = useLanguage();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // 'auto' rotates unless the visitor prefers reduced motion; the button sets an explicit choice.
  const [preference, setPreference] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const liveId = useId();
  const count = t.slides.length;
  // Until the motion preference is known (reducedMotion null) the slideshow waits.
  const userStopped = preference === 'paused' || (preference === 'auto' && reducedMotion !== false);
  const rotating = !userStopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (to: number) => setIndex(wrapIndex(to, count));
  // Only the first photo belongs to the first paint; the others load once the show moves on.
  // Grown while rendering (React's way to keep state that follows other state), not in an effect
  // that would paint once without the new photo and render again.
  const [seen, setSeen] = useState<readonly number[]>([0]);
  let nextSeen = seen;
  if (!nextSeen.includes(index)) nextSeen = [...nextSeen, index, wrapIndex(index + 1, count)];
  if (rotating && !nextSeen.includes(1)) nextSeen = [...nextSeen, 1];
  if (nextSeen !== seen) setSeen(nextSeen);

  return (
    <Wrap aria-roledescription="carousel" aria-label={t.label}>
      <h1 className="visually-hidden">
        {HOTEL.name} — {pageTitle}
      </h1>
      <Stage
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
      >
        <div id={liveId} aria-live={rotating ? 'off' : 'polite'}>
          {t.slides.map((slide, i) => {
            return (
              <Slide
                key={i}
                $active={i === index}
                role="group"
                aria-roledescription="slide"
                aria-label={t.slideOf(i + 1, count)}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                {seen.includes(i) && (
                  <Picture id={HERO_IMAGES[i]!} alt="" sizes="100vw" fit="cover" priority={i === 0} />
                )}
                <Caption>
                  <h2>{slide.title}</h2>
                  <p>{slide.subtitle}</p>
                  <address>
                    <MapPinIcon size={18} />
                    {HOTEL_ADDRESS[language].short}
                  </address>
                </Caption>
              </Slide>
            );
          })}
        </div>
        <Controls>
          <RoundButton
            type="button"
            onClick={() => setPreference(userStopped ? 'playing' : 'paused')}
            aria-label={userStopped ? t.play : t.pause}
          >
            {userStopped ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </RoundButton>
          <RoundButton type="button" onClick={() => go(index - 1)} aria-label={t.previous} aria-controls={liveId}>
            <ChevronLeftIcon size={20} />
          </RoundButton>
          <Dots>
            {t.slides.map((_, i) => (
              <Dot
                key={i}
                type="button"
                $active={i === index}
                aria-label={t.goTo(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={liveId}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          <RoundButton type="button" onClick={() => go(index + 1)} aria-label={t.next} aria-controls={liveId}>
            <ChevronRightIcon size={20} />
          </RoundButton>
        </Controls>
      </Stage>
      <BarSlot>
        <BookingBar />
      </BarSlot>
    </Wrap>
  );
}
