import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../shared/usePageTitle';
import { ROOM_AMENITIES, ROOMS, type RoomAmenity } from '../../domain/rooms';
import { Container } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { aboutImageIds } from '../../shared/images/images';
import { Picture } from '../../shared/images/Picture';
import { PageHeading } from '../../shared/PageHeading';
import { useLocalizedPath } from '../../shared/navigation';
import { ServiceIcon } from '../../shared/services/ServiceIcon';
import { FREE_SERVICES, SERVICES } from '../../shared/services/services';
import { serviceSummaries } from '../../shared/services/services.texts';
import { aboutTexts, type AboutFactKey } from './about.texts';
import { PolicyWords } from '../../shared/rates/policy';
import { AboutBookingPanel } from './AboutBookingPanel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
    padding-bottom: ${({ theme }) => theme.space(12)};
  }
`;

const Aside = styled.aside`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    top: ${({ theme }) => theme.header.desktop + 24}px;
  }
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  h2 {
    font-size: clamp(28px, 4vw, 38px);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  section > p {
    font-size: 18px;
    line-height: 1.65;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Photo = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Story = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: 18px;
    line-height: 1.65;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Facts = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 14px;
    row-gap: 4px;
    padding: ${({ theme }) => theme.space(2.5)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  .icon {
    grid-row: 1 / span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 14px;
    background: rgba(168, 67, 42, 0.1);
    color: ${({ theme }) => theme.colors.accent};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 17px;
    font-weight: 700;
    margin: 0;
  }
  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Included = styled.section`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: grid;
    grid-template-columns: 1fr;
    @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
      grid-template-columns: 1fr 1fr;
    }
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 64px;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    box-shadow: ${({ theme }) => theme.shadows.card};
    transition: transform 0.2s;
    &:hover {
      transform: translateY(-2px);
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      &:hover {
        transform: none;
      }
    }
  }
  .icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.gold};
  }
  small {
    display: block;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const PhotoPair = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Location = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: 18px;
    line-height: 1.65;
    margin: 0;
  }
`;

function FactIcon({ kind }: { kind: AboutFactKey }) {
  const paths: Record<AboutFactKey, React.ReactNode> = {
    since: (
      <>
        <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />
      </>
    ),
    reception: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
    centre: (
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
    cancel: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4M9 14.5l2 2 4-4" />
      </>
    ),
  };
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind]}
    </svg>
  );
}

/** How many rooms include a service that is also a room amenity (parking, sauna…); null for the others. */
function roomsWith(slug: string): number | null {
  return (ROOM_AMENITIES as readonly string[]).includes(slug)
    ? ROOMS.filter((room) => room.amenities.includes(slug as RoomAmenity)).length
    : null;
}

/** /about: the hotel's story, facts, what is free, photos and a stay search leading to /rooms. */
export default function AboutPage() {
  const t = useTexts(aboutTexts);
  const summaries = useTexts(serviceSummaries);
  const localized = useLocalizedPath();
  usePageTitle(t.title);
  const [facade, lounge, garden, breakfast] = aboutImageIds();
  const freeServices = SERVICES.filter((s) => FREE_SERVICES.includes(s.slug));
  // The cancellation fact states the owner's policy (or the spec's sentence until there is one).
  const policy = { title: <PolicyWords part="title" />, text: <PolicyWords part="text" /> };
  const facts = t.facts.map((fact) => (fact.key === 'cancel' ? { ...fact, ...policy } : fact));

  return (
    <>
      <PageHeading title={t.title} lead={t.lead} />
      <Container>
        <Layout>
          <Content>
            <Story aria-labelledby="about-story">
              {facade && (
                <Photo>
                  <Picture
                    id={facade}
                    alt={t.photos[0] ?? ''}
                    sizes="(min-width: 1200px) 400px, (min-width: 768px) 45vw, 100vw"
                    priority
                  />
                </Photo>
              )}
              <div>
                <h2 id="about-story">{t.storyTitle}</h2>
                {t.story.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Story>

            <section aria-labelledby="about-facts">
              <h2 id="about-facts">{t.factsTitle}</h2>
              <Facts>
                {facts.map((fact) => (
                  <li key={fact.key}>
                    <span className="icon">
                      <FactIcon kind={fact.key} />
                    </span>
                    <h3>{fact.title}</h3>
                    <p>{fact.text}</p>
                  </li>
                ))}
              </Facts>
            </section>

            <Included aria-labelledby="about-included">
              <h2 id="about-included">{t.includedTitle}</h2>
              <p>{t.includedText}</p>
              <ul>
                {freeServices.map((s) => {
                  const count = roomsWith(s.slug);
                  return (
                    <li key={s.slug}>
                      <Link to={localized(s.route)}>
                        <span className="icon">
                          <ServiceIcon slug={s.slug} size={24} />
                        </span>
                        <span>
                          {summaries[s.slug].title}
                          <small>
                            {count === null || count === ROOMS.length ? t.free : t.freeWith(count, ROOMS.length)}
                          </small>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Included>

            <Location aria-labelledby="about-location">
              <div>
                <h2 id="about-location">{t.locationTitle}</h2>
                <p>{t.location}</p>
              </div>
              {breakfast && (
                <Photo>
                  <Picture
                    id={breakfast}
                    alt={t.photos[3] ?? ''}
                    sizes="(min-width: 1200px) 400px, (min-width: 768px) 45vw, 100vw"
                  />
                </Photo>
              )}
            </Location>

            <PhotoPair aria-label={t.photosLabel}>
              {[lounge, garden].map((id, i) =>
                id ? (
                  <li key={id}>
                    <Picture id={id} alt={t.photos[i + 1] ?? ''} sizes="(min-width: 1200px) 400px, 50vw" />
                  </li>
                ) : null,
              )}
            </PhotoPair>
          </Content>
          <Aside>
            <AboutBookingPanel />
          </Aside>
        </Layout>
      </Container>
    </>
  );
}
