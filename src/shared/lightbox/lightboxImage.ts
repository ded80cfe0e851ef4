import type { ImageId } from '../images/images';

/** One photo of a lightbox. */
export interface LightboxImage {
  id: ImageId;
  alt: string;
}

/** How long the closing fade runs before the lightbox is gone (none under reduced motion). */
export const LIGHTBOX_FADE_MS = 200;
