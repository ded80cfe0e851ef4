import type { CSSProperties, ReactElement, SyntheticEvent } from 'react';
import { useHydrated } from '../useHydrated';
import {
  type ImageId,
  imageAspectCss,
  imageColor,
  imageFormats,
  imageHeight,
  imageSrc,
  imageSrcSet,
  largestWidth,
} from './images';

export interface PictureProps {
  id: ImageId;
  /** Forwarded as is; pass "" for a decorative image. */
  alt: string;
  /** Rendered width of the image per media condition, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold (the LCP image): loads eagerly with high fetch priority. */
  priority?: boolean;
  /** On screen at first but not the LCP image: loads at once, without waiting for layout. */
  eager?: boolean;
  /**
   * "aspect" (default) reserves a box of the catalog's aspect ratio at the available width;
   * "cover" fills the parent's box instead (hero slides, mosaic cells), cropping the image.
   */
  fit?: 'aspect' | 'cover';
  className?: string;
  style?: CSSProperties;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

const MIME: Record<'avif' | 'webp', string> = { avif: 'image/avif', webp: 'image/webp' };
const IMG_STYLE: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' };
// The fallback src for browsers without srcset: large enough for a desktop column.
const FALLBACK_WIDTH = 1024;

/**
 * A responsive photo: AVIF and WebP sources with a JPEG fallback. Its box is sized before the
 * file arrives (no layout shift) and painted in the image's average colour meanwhile.
 */
export function Picture({
  id,
  alt,
  sizes,
  priority = false,
  eager = false,
  fit = 'aspect',
  className,
  style,
  onLoad,
  onError,
}: PictureProps): ReactElement {
  const width = largestWidth(id);
  const boxStyle: CSSProperties = {
    display: 'block',
    overflow: 'hidden',
    backgroundColor: imageColor(id),
    ...(fit === 'cover' ? { width: '100%', height: '100%' } : { aspectRatio: imageAspectCss(id) }),
    ...style,
  };
  return (
    <picture className={className} style={boxStyle}>
      {imageFormats(id)
        .filter((ext): ext is 'avif' | 'webp' => ext !== 'jpg')
        .map((ext) => (
          <source key={ext} type={MIME[ext]} srcSet={imageSrcSet(id, ext)} sizes={sizes} />
        ))}
      <img
        src={imageSrc(id, Math.min(FALLBACK_WIDTH, width))}
        srcSet={imageSrcSet(id)}
        sizes={sizes}
        width={width}
        height={imageHeight(id, width)}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        // A lazy image the browser finds on screen (a room page's thumbnails) would be raised to
        // high priority beside the main photo: it stays low, so the photo comes first.
        fetchPriority={priority ? 'high' : eager ? undefined : 'low'}
        style={IMG_STYLE}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  );
}

/**
 * A photo below a page's first screen, among many (the gallery): a prerendered page carries only
 * its box, in the image's average colour, and the photo itself once the app runs, loading lazily
 * as it nears the screen. On a slow line the page's scripts then arrive before these photos
 * instead of sharing the line with them (on the gallery, 26 photos, 300 KB, were fetched at once
 * by the browser's own lazy loading, and delayed the page's start by seconds on slow 4G). A
 * browser without scripts gets the photo from <noscript>, lazily loaded as usual; React never
 * renders inside <noscript> on the client. Fit "aspect" only: the box keeps the photo's shape.
 */
export function DeferredPicture(props: Omit<PictureProps, 'priority' | 'eager' | 'fit'>): ReactElement {
  const started = useHydrated();
  if (started) return <Picture {...props} />;
  const box: CSSProperties = {
    display: 'block',
    aspectRatio: imageAspectCss(props.id),
    backgroundColor: imageColor(props.id),
    ...props.style,
  };
  return (
    <span className={props.className} style={box}>
      <noscript>
        <Picture {...props} />
      </noscript>
    </span>
  );
}
