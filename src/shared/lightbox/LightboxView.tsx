import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { useDispatch } from 'react-redux';
import { Dialog } from '../Dialog';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import { useTexts } from '../i18n';
import { imageAspect } from '../images/images';
import { Picture } from '../images/Picture';
import { useReducedMotion } from '../useReducedMotion';
import { lightboxTexts } from './lightbox.texts';
import { dragAxis, gestureOutcome, neighbourIndexes, pullOpacity, type DragAxis } from './lightboxGestures';
import { LIGHTBOX_FADE_MS, type LightboxImage } from './lightboxImage';
import { lightboxCloseRequested, lightboxClosed, lightboxNext, lightboxPrevious } from './lightboxSlice';

// Space the top bar and the caption take from the viewport's height, so the photo fits between them.
const CHROME_HEIGHT_PX = 168;

// Under reduced motion the lightbox appears and disappears without a fade.
const LightboxMotion = createGlobalStyle`
  @media (prefers-reduced-motion: reduce) {
    .dialog-overlay.dialog-overlay-dark { transition: none; }
  }
`;

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
  color: #fff;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 8px 8px 8px 20px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 12px 16px 12px 32px;
  }
`;

const Counter = styled.p`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
  letter-spacing: 0.06em;
  font-variant-numeric: tabular-nums;
`;

const RoundButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  cursor: pointer;
  transition: background-color 0.2s;
  &:hover { background: rgba(255, 255, 255, 0.24); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.gold}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  padding: 0 12px;
  /* The lightbox reads the gestures itself: no page scroll or zoom steals them. */
  touch-action: none;
  user-select: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 0 88px;
  }
`;

const SideButton = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  z-index: 1;
  transform: translateY(-50%);
  background: rgba(5, 14, 17, 0.55);
  &:hover { background: rgba(5, 14, 17, 0.8); }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    ${({ $side }) => $side}: 24px;
    width: 56px;
    height: 56px;
    background: rgba(255, 255, 255, 0.12);
    &:hover { background: rgba(255, 255, 255, 0.24); }
  }
`;

const Figure = styled.figure<{ $animate: boolean }>`
  position: relative;
  margin: 0;
  max-width: 100%;
  max-height: 100%;
  transition: ${({ $animate }) => ($animate ? 'transform 0.28s cubic-bezier(0.2, 0.9, 0.3, 1.15), opacity 0.28s ease' : 'none')};
  cursor: pointer;
  picture { border-radius: ${({ theme }) => theme.radii.sm}; box-shadow: 0 20px 60px rgba(0, 0, 0, 0.45); }
  img { -webkit-user-drag: none; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Status = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 10px;
  padding: 16px;
  text-align: center;
  color: #fff;
  pointer-events: none;
  svg.spinning { animation: ${spin} 0.9s linear infinite; }
  @media (prefers-reduced-motion: reduce) { svg.spinning { animation: none; } }
  p { margin: 0; max-width: 32ch; }
  p + p { font-size: 14px; color: rgba(255, 255, 255, 0.82); }
`;

const ErrorBox = styled.div`
  position: relative;
  display: block;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.2);
`;

const Caption = styled.p`
  margin: 0;
  min-height: 64px;
  padding: 12px 20px 20px;
  text-align: center;
  font-size: 15px;
  line-height: 1.4;
  color: rgba(255, 255, 255, 0.9);
`;

/** Keeps the neighbours' files loading off-screen, so the next photo shows at once. */
const Preload = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  overflow: hidden;
  opacity: 0;
  pointer-events: none;
`;

function LoadingIcon() {
  return (
    <svg className="spinning" width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false" data-icon="loading">
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
}

function ImageErrorIcon() {
  return (
    <svg width={44} height={44} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon="error">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 16l5-5 4 4M14 13l2-2 5 5M3 3l18 18" />
    </svg>
  );
}

type LoadState = 'loading' | 'loaded' | 'error';

/** One photo at its aspect, as large as fits; a spinner while it loads, an error note if it fails. */
function Slide({ image }: { image: LightboxImage }) {
  const t = useTexts(lightboxTexts);
  const [state, setState] = useState<LoadState>('loading');
  const aspect = imageAspect(image.id);
  // As wide as the stage allows, and no taller than the viewport minus the bars.
  const box: CSSProperties = { width: `min(100%, calc((100dvh - ${CHROME_HEIGHT_PX}px) * ${aspect}))`, marginInline: 'auto' };
  if (state === 'error') {
    return (
      <ErrorBox style={{ ...box, aspectRatio: String(aspect) }}>
        <Status role="alert">
          <ImageErrorIcon />
          <p>{t.error}</p>
          <p>{t.errorHint}</p>
        </Status>
      </ErrorBox>
    );
  }
  return (
    <>
      <Picture id={image.id} alt={image.alt} sizes="100vw" priority style={box} onLoad={() => setState('loaded')} onError={() => setState('error')} />
      {state === 'loading' && (
        <Status role="status">
          <LoadingIcon />
          <span className="visually-hidden">
            {t.loading}
          </span>
        </Status>
      )}
    </>
  );
}


interface Drag {
  dx: number;
  dy: number;
  axis: DragAxis;
}

const REST: Drag = { dx: 0, dy: 0, axis: null };

/** The open lightbox (loaded on demand by ./Lightbox). */
export default function LightboxView({ images, label, index, open }: { images: readonly LightboxImage[]; label: string; index: number; open: boolean }) {
  const dispatch = useDispatch();
  const t = useTexts(lightboxTexts);
  const reduced = useReducedMotion();
  const total = images.length;
  const current = ((index % total) + total) % total;
  const image = images[current] ?? images[0];

  const requestClose = useCallback(() => dispatch(lightboxCloseRequested()), [dispatch]);
  const next = useCallback(() => dispatch(lightboxNext()), [dispatch]);
  const previous = useCallback(() => dispatch(lightboxPrevious()), [dispatch]);

  // Closing: the fade runs (react-modal keeps the dialog for it), then the lightbox is closed.
  const fadeMs = reduced ? 0 : LIGHTBOX_FADE_MS;
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => dispatch(lightboxClosed()), fadeMs);
    return () => window.clearTimeout(timer);
  }, [open, fadeMs, dispatch]);

  // Left and right arrows move through the photos wherever the focus is inside the dialog.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, next, previous]);

  // Swipe and pull: pointer events cover touch, pen and a dragged mouse alike.
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const [drag, setDrag] = useState<Drag>(REST);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    setDrag({ dx, dy, axis: dragAxis(dx, dy) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    dragged.current = dragAxis(dx, dy) !== null;
    setDrag(REST);
    const outcome = gestureOutcome(dx, dy);
    if (outcome === 'next') next();
    else if (outcome === 'previous') previous();
    else if (outcome === 'close') requestClose();
  };
  const onPointerCancel = () => {
    start.current = null;
    setDrag(REST);
  };

  // A tap on the photo shows the next one; a tap beside it (the backdrop) closes.
  const onPhotoClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    next();
  };
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    requestClose();
  };

  const moving = drag.axis !== null;
  const figureStyle: CSSProperties =
    drag.axis === 'x'
      ? { transform: `translateX(${drag.dx}px)` }
      : drag.axis === 'y'
        ? { transform: `translateY(${drag.dy}px)`, opacity: pullOpacity(drag.dy) }
        : {};

  if (!image) return null;
  return (
    <Dialog isOpen={open} onRequestClose={requestClose} label={label} size="full" closeTimeoutMS={fadeMs}>
      <LightboxMotion />
      <Frame data-testid="lightbox">
        <TopBar>
          <Counter aria-live="polite" aria-atomic="true">
            {t.counter(current + 1, total)}
          </Counter>
          <RoundButton aria-label={t.close} onClick={requestClose}>
            <CloseIcon />
          </RoundButton>
        </TopBar>
        <Stage onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerCancel} onClick={onStageClick}>
          {total > 1 && (
            <SideButton $side="left" aria-label={t.previous} onClick={previous}>
              <ChevronLeftIcon size={28} />
            </SideButton>
          )}
          <Figure key={image.id} $animate={!moving && !reduced} style={figureStyle} onClick={onPhotoClick} data-testid="lightbox-photo">
            <Slide image={image} />
          </Figure>
          {total > 1 && (
            <SideButton $side="right" aria-label={t.next} onClick={next}>
              <ChevronRightIcon size={28} />
            </SideButton>
          )}
        </Stage>
        <Caption>{image.alt}</Caption>
        <Preload aria-hidden="true" data-testid="lightbox-preload">
          {neighbourIndexes(current, total).map((i) => {
            const neighbour = images[i];
            return neighbour ? <Picture key={neighbour.id} id={neighbour.id} alt="" sizes="100vw" /> : null;
          })}
        </Preload>
      </Frame>
    </Dialog>
  );
}

