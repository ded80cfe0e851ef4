import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { Picture } from '../../shared/images/Picture';
import { useLocalizedPath } from '../../shared/navigation';
import { homeTexts } from './home.texts';
import { HomeSection } from './HomeSection';

/** The five gallery photos the teaser shows (spec section 9). */
export const TEASER_PHOTOS = [1, 2, 3, 4, 5] as const;

const Mosaic = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }
  li:first-child {
    grid-column: 1 / -1;
  }
  li picture,
  li img {
    width: 100%;
    height: 100%;
  }
  li > * {
    aspect-ratio: 4 / 3;
  }
  li:first-child > * {
    aspect-ratio: 16 / 10;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 2fr 1fr 1fr;
    grid-template-rows: repeat(2, 1fr);
    li:first-child {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
    li:first-child > * {
      aspect-ratio: auto;
      height: 100%;
    }
  }
`;

const AllLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** Five gallery photos and a link to the gallery (anchor #gallery). */
export function GalleryTeaser({ altFor }: { altFor: (n: number) => string }) {
  const t = useTexts(homeTexts).gallery;
  const localized = useLocalizedPath();
  return (
    <HomeSection id="gallery" title={t.title} lead={t.lead}>
      <Mosaic>
        {TEASER_PHOTOS.map((n, i) => (
          <li key={n}>
            <Picture
              id={`gallery/${n}`}
              alt={altFor(n)}
              fit="cover"
              sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
            />
          </li>
        ))}
      </Mosaic>
      <AllLink to={localized('/gallery')} $variant="outline">
        {t.all}
      </AllLink>
    </HomeSection>
  );
}
