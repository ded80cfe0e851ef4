import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../shared/usePageTitle';
import { useNotFoundPage } from '../../shared/notFound';
import { type ButtonStyleProps, buttonStyles, Container } from '../../shared/Button';
import { ArrowRightIcon, CheckIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { serviceImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { serviceHeading } from './serviceHeading';
import { ServiceIcon } from '../../shared/services/ServiceIcon';
import { FREE_SERVICES, isServiceSlug, SERVICES, type ServiceSlug } from '../../shared/services/services';
import { servicePageTexts, servicePageUiTexts } from './servicePages.texts';
import { serviceSummaries } from '../../shared/services/services.texts';

const FreeBadge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 4px 0 0;
  padding: 6px 14px 6px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(15, 76, 92, 0.1);
  color: ${({ theme }) => theme.colors.primary} !important;
  font-size: 14px !important;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Collage = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  li {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  li:first-child {
    grid-column: 1 / -1;
  }
  li > picture {
    aspect-ratio: 4 / 3;
  }
  li:first-child > picture {
    aspect-ratio: 16 / 10;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 2fr 1fr;
    grid-template-rows: 1fr 1fr;
    gap: 16px;
    li:first-child {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
    li:first-child > picture {
      aspect-ratio: auto;
      height: 100%;
    }
  }
`;

const Body = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: clamp(28px, 4vw, 36px);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Bullets = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
    gap: 18px 32px;
    padding: ${({ theme }) => theme.space(4)};
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    font-size: 17px;
    line-height: 1.5;
  }
  li svg {
    flex: none;
    margin-top: 1px;
    padding: 4px;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const TextWithPhoto = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space(6)};
  .photo {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  p {
    font-size: 18px;
    line-height: 1.65;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Others = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: clamp(24px, 3.5vw, 30px);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 6px 18px 6px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    transition:
      border-color 0.2s,
      box-shadow 0.2s;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Cta = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 {
    color: inherit;
    font-size: clamp(28px, 4vw, 40px);
    margin: 0;
  }
  p {
    margin: 0;
    font-size: 17px;
    line-height: 1.6;
    color: rgba(255, 255, 255, 0.9);
    max-width: 60ch;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
    > a {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`;

const CtaLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  justify-self: start;
  white-space: normal;
  text-align: center;
`;

const LEAD_SIZES = '(min-width: 1200px) 760px, (min-width: 768px) 64vw, 100vw';
const SIDE_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 32vw, 50vw';

function ServiceContent({ slug }: { slug: ServiceSlug }) {
  const summary = useTexts(serviceSummaries)[slug];
  const copy = useTexts(servicePageTexts);
  const ui = useTexts(servicePageUiTexts);
  const summaries = useTexts(serviceSummaries);
  const localized = useLocalizedPath();
  const { language } = useLanguage();
  usePageTitle(serviceHeading(slug, language));
  const photos = serviceImageIds(slug);

  let main;
  if (slug === 'wifi') {
    const wifi = copy.wifi;
    main = (
      <TextWithPhoto aria-label={summary.title}>
        <div className="photo">
          {photos[0] && (
            <Picture
              id={photos[0]}
              alt={wifi.photo}
              sizes="(min-width: 1200px) 620px, (min-width: 768px) 52vw, 100vw"
              priority
            />
          )}
        </div>
        <div>
          {wifi.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </TextWithPhoto>
    );
  } else {
    const list = copy[slug];
    main = (
      <>
        <Collage aria-label={ui.photos(summary.title)}>
          {photos.map((id, i) => (
            <li key={id}>
              <Picture
                id={id}
                alt={list.photos[i] ?? ''}
                fit="cover"
                sizes={i === 0 ? LEAD_SIZES : SIDE_SIZES}
                priority={i === 0}
              />
            </li>
          ))}
        </Collage>
        <Body aria-labelledby="service-highlights">
          <div>
            <h2 id="service-highlights">{ui.highlights}</h2>
            <Bullets>
              {list.bullets.map((bullet) => (
                <li key={bullet}>
                  <CheckIcon />
                  <span>{bullet}</span>
                </li>
              ))}
            </Bullets>
          </div>
        </Body>
      </>
    );
  }

  return (
    <>
      <PageHeading title={summary.title} lead={copy[slug].lead}>
        {FREE_SERVICES.includes(slug) && (
          <FreeBadge>
            <CheckIcon size={18} />
            {ui.free}
          </FreeBadge>
        )}
      </PageHeading>
      <Container>
        {main}
        <Others aria-labelledby="other-services">
          <h2 id="other-services">{ui.otherServices}</h2>
          <ul>
            {SERVICES.filter((s) => s.slug !== slug).map((s) => (
              <li key={s.slug}>
                <Link to={localized(s.route)}>
                  <span className="icon">
                    <ServiceIcon slug={s.slug} size={20} />
                  </span>
                  {summaries[s.slug].title}
                </Link>
              </li>
            ))}
          </ul>
        </Others>
        <Cta aria-labelledby="service-cta">
          <h2 id="service-cta">{ui.ctaTitle}</h2>
          <p>{ui.ctaText}</p>
          <CtaLink to={localized('/rooms')} $variant="accent" $size="lg">
            {ui.ctaButton}
            <ArrowRightIcon size={20} />
          </CtaLink>
        </Cta>
      </Container>
    </>
  );
}

/** /services/:slug — one of the six service pages; any other slug is the 404 page. */
export default function ServicePage() {
  const { slug } = useParams();
  const notFound = useNotFoundPage();
  if (!isServiceSlug(slug)) return notFound;
  return <ServiceContent key={slug} slug={slug} />;
}
