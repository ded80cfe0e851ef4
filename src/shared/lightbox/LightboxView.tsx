import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
} from 'react';
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
import {
  LightboxMotion,
  Frame,
  TopBar,
  Counter,
  RoundButton,
  Stage,
  SideButton,
  Figure,
  Status,
  ErrorBox,
  Caption,
  Preload,
} from './LightboxView.styles';

// Space the top bar and the caption take from the viewport's height, so the photo fits between them.
const CHROME_HEIGHT_PX = 168;

function LoadingIcon() {
  return (
    <svg
      className="spinning"
      width={40}
      height={40}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      data-icon="loading"
    >
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
}

function ImageErrorIcon() {
  return (
    <svg
      width={44}
      height={44}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="error"
    >
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
  const box: CSSProperties = {
    width: `min(100%, calc((100dvh - ${CHROME_HEIGHT_PX}px) * ${aspect}))`,
    marginInline: 'auto',
  };
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
      <Picture
        id={image.id}
        alt={image.alt}
        sizes="100vw"
        priority
        style={box}
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
      />
      {state === 'loading' && (
        <Status role="status">
          <LoadingIcon />
          <span className="visually-hidden">{t.loading}</span>
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
export default function LightboxView({
  images,
  label,
  index,
  open,
}: {
  images: readonly LightboxImage[];
  label: string;
  index: number;
  open: boolean;
}) {
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
        <Stage
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onClick={onStageClick}
        >
          {total > 1 && (
            <SideButton $side="left" aria-label={t.previous} onClick={previous}>
              <ChevronLeftIcon size={28} />
            </SideButton>
          )}
          <Figure
            key={image.id}
            $animate={!moving && !reduced}
            style={figureStyle}
            onClick={onPhotoClick}
            data-testid="lightbox-photo"
          >
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
