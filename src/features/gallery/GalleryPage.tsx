import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../store/hooks';
import { usePageTitle } from '../../shared/usePageTitle';
import { Container } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { galleryImageIds, imageAspect } from '../../shared/images/images';
import { DeferredPicture, Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { galleryAlt } from '../../shared/images/galleryAlt.texts';
import { galleryTexts } from './gallery.texts';
import { Lightbox, type LightboxImage, preloadLightbox } from '../../shared/lightbox/Lightbox';
import { lightboxOpened } from '../../shared/lightbox/lightboxSlice';
import { MASONRY_ROWS_PER_WIDTH, masonryPlacement, masonryRows } from './masonry';

/** The lightbox photo set of this page. */
export const GALLERY_SET = 'gallery';

/*
 * A masonry of 2, 3, then 4 columns (src/features/gallery/masonry.ts): every photo keeps its own
 * aspect, and its box is reserved before the file arrives. `sizes` is the column's width (the
 * page's side padding and the column gaps taken off), so a phone fetches the 320 or 480 px files
 * and a desktop no more than it shows: a 412 px phone at 1.75× needs 322 px, where "50vw" asked
 * for the 640 px file.
 */
const GRID_SIZES = '(min-width: 1024px) 290px, (min-width: 768px) calc(33.3vw - 32px), calc(50vw - 22px)';

/** The phone layout: 2 columns. */
const PHONE_COLUMNS = 2;

/**
 * How far down the grid a phone's first screen reaches, in column widths (rows / 100): measured
 * in Chromium with scripts off, 1.9 at 360 × 640, 2.6 at 360 × 740, 2.7–2.8 at 412 × 823, 3.0–3.1
 * at 390 × 844 and 3.3 at 430 × 932. The photos that start above 2.5 (the first five, all whole
 * on a 360 × 740 and a 412 × 823 screen) load with the page; the sixth and seventh, whose tops
 * show on the taller phones, come with the app.
 */
const PHONE_FIRST_SCREEN = 2.5;

/**
 * The photos on a phone's first screen are in the page from the start. The first is the page's
 * largest paint: preloaded and fetched at once. The others follow as the browser lays the page
 * out (lazy, low priority), so that the largest paint has the line to itself first (as eager
 * fetches they shared it: Lighthouse's LCP 1.07–1.09 s, then 0.85–0.96 s). The rest load once
 * the app runs, lazily as they near the screen (DeferredPicture), so that they do not hold up
 * the page's scripts on a slow line.
 */
function firstScreenPhotos(spans: readonly number[]): ReadonlySet<number> {
  const places = masonryPlacement(spans, PHONE_COLUMNS);
  return new Set(places.flatMap((place, i) => (place.row < PHONE_FIRST_SCREEN * MASONRY_ROWS_PER_WIDTH ? [i] : [])));
}
const SPANS = galleryImageIds().map((id) => masonryRows(1 / imageAspect(id)));
const FIRST_SCREEN = firstScreenPhotos(SPANS);

/** One grid row: a hundredth of a column's width, as 100cqw is the grid's width. */
function rowHeight(columns: number, gapPx: number): string {
  return `calc((100cqw - ${(columns - 1) * gapPx}px) / ${columns * MASONRY_ROWS_PER_WIDTH})`;
}

/** Sets the container that the rows' height is measured against. */
const Frame = styled.div`
  container-type: inline-size;
`;

const Masonry = styled.ul`
  display: grid;
  grid-template-columns: repeat(${PHONE_COLUMNS}, minmax(0, 1fr));
  column-gap: 12px;
  /* A browser without container units keeps 2 px rows: close to a phone's. */
  grid-auto-rows: 2px;
  grid-auto-rows: ${rowHeight(PHONE_COLUMNS, 12)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(8)};
  list-style: none;
  > li {
    align-self: start;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    column-gap: 16px;
    grid-auto-rows: ${rowHeight(3, 16)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-rows: ${rowHeight(4, 16)};
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
        <Frame>
          <Masonry aria-label={t.gridLabel}>
            {images.map((image, i) => (
              <li key={image.id} style={{ gridRowEnd: `span ${SPANS[i]}` }}>
                <Tile
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => dispatch(lightboxOpened({ set: GALLERY_SET, index: i, total: images.length }))}
                >
                  {FIRST_SCREEN.has(i) ? (
                    <Picture id={image.id} alt={image.alt} sizes={GRID_SIZES} priority={i === 0} />
                  ) : (
                    <DeferredPicture id={image.id} alt={image.alt} sizes={GRID_SIZES} />
                  )}
                </Tile>
              </li>
            ))}
          </Masonry>
        </Frame>
      </Container>
      <Lightbox set={GALLERY_SET} images={images} label={t.lightboxLabel} />
    </>
  );
}
