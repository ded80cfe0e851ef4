import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { lazyWithPreload } from '../lazyWithPreload';
import type { LightboxImage } from './lightboxImage';
import { selectLightbox, type LightboxState } from './lightboxSlice';

export type { LightboxImage } from './lightboxImage';

// The foundation sits below the store and cannot import its typed hooks (src/store/hooks): it types what it reads itself.
const useLightboxSelector = useSelector.withTypes<{ lightbox: LightboxState }>();

export interface LightboxProps {
  /** The photo set this lightbox shows; it opens when the slice is opened with the same set. */
  set: string;
  images: readonly LightboxImage[];
  /** The dialog's accessible name, e.g. "Gallery photos". */
  label: string;
}

// The lightbox and its modal (react-modal) are not part of a page's first load.
const LightboxView = lazyWithPreload(() => import(/* webpackChunkName: "lightbox" */ './LightboxView'));

/**
 * Fetches the lightbox's code ahead of a click: thumbnails call it when a pointer comes over them
 * or they get focus, so the photo opens at once.
 */
export function preloadLightbox(): void {
  void LightboxView.preload().catch(() => undefined);
}

/**
 * The site's photo lightbox (gallery and room pages): a full-screen modal dialog showing one
 * photo of `images` with a counter, previous/next (wrapping), close, arrow keys and Escape,
 * swipe and pull-to-close. A page opens it by dispatching lightboxOpened({ set, index, total })
 * from the thumbnail's button; focus goes back to that button when it closes. Its code loads
 * when it first opens (or on preloadLightbox()).
 */
export function Lightbox({ set, images, label }: LightboxProps) {
  const { status, set: openSet, index } = useLightboxSelector(selectLightbox);
  if (status === 'closed' || openSet !== set || images.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView images={images} label={label} index={index} open={status === 'open'} />
    </Suspense>
  );
}
