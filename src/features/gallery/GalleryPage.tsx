import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../store/hooks';
import { usePageTitle } from '../../shared/usePageTitle';
import { Container } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { galleryImageIds, type ImageId, imageAspect } from '../../shared/images/images';
import { DeferredPicture, Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { galleryAlt } from '../../shared/images/galleryAlt.texts';
import { galleryTexts } from './gallery.texts';
import { Lightbox, type LightboxImage, preloadLightbox } from '../../shared/lightbox/Lightbox';
import { lightboxOpened } from '../../shared/lightbox/lightboxSlice';
import { masonryColumnStarts } from './masonry';

/** The lightbox photo set of this page. */
export const GALLERY_SET = 'gallery';

/*
 * A masonry of CSS columns (2, 3, then 4): every photo keeps its own aspect, and its box is
 * reserved before the file arrives. `sizes` is the column's width (the page's side padding and
 * the column gaps taken off), so a phone fetches the 320 or 480 px files and a desktop no more
 * than it shows: a 412 px phone at 1.75× needs 322 px, where "50vw" asked for the 640 px file.
 */
const GRID_SIZES = '(min-width: 1024px) 290px, (min-width: 768px) calc(33.3vw - 32px), calc(50vw - 22px)';

/** The phone layout (2 columns of about 184 px, 12 px apart): what the first screen shows. */
const PHONE_COLUMNS = 2;
const PHONE_GAP = 12 / 184;

/**
 * The photos at the top of each phone column (two each) load at once; the first is the page's
 * largest paint and is preloaded. The rest load once the app runs, lazily as they near the
 * screen (DeferredPicture), so that they do not hold up the page's scripts on a slow line.
 */
function firstScreenPhotos(ids: readonly ImageId[]): ReadonlySet<number> {
  const starts = masonryColumnStarts(
    ids.map((id) => 1 / imageAspect(id)),
    PHONE_COLUMNS,
    PHONE_GAP,
  );
  return new Set(starts.flatMap((start) => [start, start + 1]));
}
const FIRST_SCREEN = firstScreenPhotos(galleryImageIds());

const Masonry = styled.ul`
  /* Its own layout: when the heading font arrives and the heading reflows, the browser moves
     the masonry instead of balancing its columns again (a long task on a slow phone). */
  contain: layout;
  columns: 2;
  column-gap: 12px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(8)};
  list-style: none;
  li {
    break-inside: avoid;
    margin-bottom: 12px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    columns: 3;
    column-gap: 16px;
    li {
      margin-bottom: 16px;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    columns: 4;
    padding-bottom: ${({ theme }) => theme.space(12)};
  }
`;

const Tile = styled.button.attrs({ type: 'button' })`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: none;
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: zoom-in;
  img {
    transition:
      transform 0.4s ease,
      filter 0.4s ease;
  }
  &:hover img {
    transform: scale(1.04);
    filter: brightness(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
    &:hover img {
      transform: none;
    }
  }
`;

/** /gallery: the 30 photos in a masonry; each opens the lightbox at its place. */
export default function GalleryPage() {
  const t = useTexts(galleryTexts);
  const altFor = useTexts(galleryAlt);
  const dispatch = useAppDispatch();
  usePageTitle(t.title);
  const images = useMemo<LightboxImage[]>(
    () => galleryImageIds().map((id, i) => ({ id, alt: altFor(i + 1) })),
    [altFor],
  );

  return (
    <>
      <PageHeading title={t.title} lead={t.lead} />
      <Container>
        <Masonry aria-label={t.gridLabel}>
          {images.map((image, i) => (
            <li key={image.id}>
              <Tile
                onPointerEnter={preloadLightbox}
                onFocus={preloadLightbox}
                onClick={() => dispatch(lightboxOpened({ set: GALLERY_SET, index: i, total: images.length }))}
              >
                {FIRST_SCREEN.has(i) ? (
                  <Picture id={image.id} alt={image.alt} sizes={GRID_SIZES} priority={i === 0} eager />
                ) : (
                  <DeferredPicture id={image.id} alt={image.alt} sizes={GRID_SIZES} />
                )}
              </Tile>
            </li>
          ))}
        </Masonry>
      </Container>
      <Lightbox set={GALLERY_SET} images={images} label={t.lightboxLabel} />
    </>
  );
}
