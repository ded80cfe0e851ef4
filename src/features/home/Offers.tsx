import styled from 'styled-components';
import { cardGrid } from '../../shared/cardGrid';
import { HOTEL } from '../../domain/hotel';
import { CalendarIcon, CheckIcon, MapPinIcon, PhoneIcon } from '../../shared/icons';
import { useTexts } from '../../shared/i18n';
import { ServiceIcon } from '../../shared/services/ServiceIcon';
import { offerTexts } from '../../shared/services/offers.texts';
import { HomeSection } from './HomeSection';
import { PolicyWords } from '../../shared/rates/policy';

const Grid = styled.ul`
  ${cardGrid(240, 2)}
  li {
    display: grid;
    grid-template-columns: 48px 1fr;
    gap: 4px 14px;
    align-items: start;
    padding: ${({ theme }) => theme.space(2.5)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  .icon {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: rgba(15, 76, 92, 0.1);
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 17px;
    font-weight: 700;
    margin: 2px 0 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
`;

type OfferKey = 'since' | 'reception' | 'breakfast' | 'parking' | 'sauna' | 'wifi' | 'cancel' | 'centre';

function OfferIcon({ name }: { name: string }) {
  switch (name as OfferKey) {
    case 'breakfast':
    case 'parking':
    case 'sauna':
    case 'wifi':
      return <ServiceIcon slug={name as 'breakfast'} size={24} />;
    case 'reception':
      return <PhoneIcon size={24} />;
    case 'centre':
      return <MapPinIcon size={24} />;
    case 'cancel':
      return <CalendarIcon size={24} />;
    default:
      return <CheckIcon size={24} />;
  }
}

/**
 * The spec's unnamed home block (anchor #offers, which the footer links to): the hotel's
 * highlights — since 2007, 24/7 reception, free breakfast, parking, sauna and Wi-Fi, free
 * cancellation (the owner's policy, src/shared/rates/policy.ts) and the central location.
 */
export function Offers() {
  const t = useTexts(offerTexts);
  const policy = { title: <PolicyWords part="title" />, text: <PolicyWords part="text" /> };
  const items = t.items.map((item) => (item.key === 'cancel' ? { ...item, ...policy } : item));
  return (
    <HomeSection id="offers" title={t.title} lead={t.lead} eyebrow={`${HOTEL.name} · ${HOTEL.since}`}>
      <Grid>
        {items.map((item) => (
          <li key={item.key}>
            <span className="icon">
              <OfferIcon name={item.key} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}
