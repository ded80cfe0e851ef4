import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';
import { useTexts } from '../../shared/i18n';
import { useLocalizedPath } from '../../shared/navigation';
import { ServiceIcon } from '../../shared/services/ServiceIcon';
import { SERVICES } from '../../shared/services/services';
import { serviceSummaries } from '../../shared/services/services.texts';
import { homeTexts } from './home.texts';
import { HomeSection } from './HomeSection';

const Grid = styled.ul`
  ${cardGrid(300, 3)}
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform 0.25s,
    box-shadow 0.25s;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  .icon {
    display: grid;
    place-items: center;
    width: 60px;
    height: 60px;
    border-radius: 18px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.gold};
  }
  h3 {
    font-size: 26px;
    margin: 6px 0 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .more {
    margin-top: auto;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The six services (anchor #services), each leading to its page. */
export function ServicesGrid() {
  const t = useTexts(homeTexts).services;
  const summaries = useTexts(serviceSummaries);
  const localized = useLocalizedPath();
  return (
    <HomeSection id="services" title={t.title} lead={t.lead} tone="alt">
      <Grid>
        {SERVICES.map((service) => (
          <li key={service.id}>
            <Card to={localized(service.route)}>
              <span className="icon">
                <ServiceIcon slug={service.slug} />
              </span>
              <h3>{summaries[service.slug].title}</h3>
              <p>{summaries[service.slug].description}</p>
              <span className="more" aria-hidden="true">
                {t.more} →
              </span>
            </Card>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}
